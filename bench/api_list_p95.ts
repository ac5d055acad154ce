/**
 * Speed budget (d): p95 latency of every list page's API call at 10,000 users, 100,000 payouts and
 * 1,000,000 audit rows on a PostgreSQL server. Creates a throwaway database, loads it in SQL
 * (generate_series), starts Kamai on it, times each call the web pages make, prints p50/p95, drops it.
 * Prints figures; asserts nothing.
 * Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres deno run -A bench/api_list_p95.ts
 * (BENCH_REQUESTS per call, default 200)
 */
import { connectUrl } from "../adapters/postgres/connect.ts";
import { dropBenchDatabase, freshBenchDatabase } from "./bench_database.ts";
import { percentile, step } from "./timing.ts";
import { migrate } from "../adapters/postgres/migrator.ts";
import { startKamai } from "../adapters/bootstrap.ts";
import { TEST_ADMIN, testAppConfig } from "../adapters/http/test_app.ts";
import { createArgon2PasswordHasher } from "../adapters/crypto/argon2_password_hasher.ts";
import { loginAs } from "../adapters/http/test_users.ts";
import { addDays, karachiDate } from "../domain/shared/karachi_date.ts";

const serverUrl = Deno.env.get("BENCH_DATABASE_URL") ??
  "postgres://postgres@127.0.0.1:5432/postgres";
const USERS = 10_000;
const PENDING_PROFILES = 200;
const PAYOUTS = 100_000;
const AUDIT_ROWS = 1_000_000;
const PRODUCTS = 20;
// Like bench/stats_scale_bench.ts: 1,000 active affiliates with 5 links each, 90 days of daily stats per link.
const ACTIVE_AFFILIATES = 1000;
const LINKS_PER_AFFILIATE = 5;
const STAT_DAYS = 90;
const REQUESTS = Number(Deno.env.get("BENCH_REQUESTS") ?? 200);
const BUDGET_MS = 50;
const PASSWORD = "bench-pass-123";
const DB = "kamai_bench_lists";

const databaseUrl = await freshBenchDatabase(serverUrl, DB);

/** Sends `total` GETs one at a time (after a warm-up) and returns sorted latencies in ms. */
async function time(
  base: string,
  path: string,
  token: string,
  total: number,
): Promise<{ p50: number; p95: number; rows: number; kb: number }> {
  const headers = { authorization: `Bearer ${token}` };
  let rows = 0;
  let bytes = 0;
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${base}${path}`, { headers });
    const body = await res.text();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body}`);
    const parsed = JSON.parse(body);
    rows = Array.isArray(parsed) ? parsed.length : 1;
    bytes = body.length;
  }
  const latencies: number[] = [];
  for (let i = 0; i < total; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rows,
    kb: bytes / 1024,
  };
}

try {
  const sql = connectUrl(databaseUrl, 4);
  await migrate(sql);
  console.log(
    `Loading ${USERS.toLocaleString("en")} users, ${
      PAYOUTS.toLocaleString("en")
    } payouts, ${AUDIT_ROWS.toLocaleString("en")} audit rows...`,
  );
  const hash = await createArgon2PasswordHasher().hash(PASSWORD);
  await step("users and profiles", async () => {
    await sql`
      INSERT INTO users (name, email, password_hash, role, is_verified, is_approved, created_at)
      SELECT 'Affiliate ' || g, 'affiliate' || g || '@bench.test', ${hash}, 'user', true,
             g > ${PENDING_PROFILES}, now() - (g * interval '1 hour')
      FROM generate_series(1, ${USERS}) g`;
    await sql`
      INSERT INTO profiles (user_id, name, city, country, phone, traffic_source, status, submitted_at)
      SELECT id, name, 'Lahore', 'Pakistan', '+923001234567', 'Facebook page',
             CASE WHEN is_approved THEN 'approved' ELSE 'pending' END, created_at
      FROM users WHERE role = 'user'`;
  });
  await step("products, links, daily stats", async () => {
    await sql`
      INSERT INTO products (title, description, commission_bp, refund_hold_days)
      SELECT 'Product ' || g, 'Bench product', 5000, CASE WHEN g % 2 = 0 THEN 30 ELSE 0 END
      FROM generate_series(1, ${PRODUCTS}) g`;
    await sql`
      INSERT INTO affiliate_links (user_id, product_id, destination_url, code)
      SELECT u.id, p.id, 'https://shop.example/p', md5(u.id || '-' || p.id)
      FROM (SELECT id FROM users WHERE role = 'user' AND is_approved ORDER BY id LIMIT ${ACTIVE_AFFILIATES}) u
      CROSS JOIN (SELECT id FROM products ORDER BY id LIMIT ${LINKS_PER_AFFILIATE}) p`;
    await sql`
      INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor)
      SELECT l.user_id, l.product_id, current_date - d, 20 + (l.id + d) % 30, (l.id + d) % 3, ((l.id + d) % 3) * 2500
      FROM affiliate_links l CROSS JOIN generate_series(0, ${STAT_DAYS - 1}) d`;
  });
  await step("payouts (1% pending, 5% rejected)", async () => {
    await sql`
      INSERT INTO payouts (user_id, amount_minor, method, account_type, account_name, account_number,
                           status, transaction_id, rejection_reason, requested_at, decided_at)
      SELECT u.id, 1000 + (g % 50) * 100, 'jazzcash', 'mobile', 'Affiliate', '03001234567', s.status,
             CASE WHEN s.status = 'paid' THEN 'TX' || g END,
             CASE WHEN s.status = 'rejected' THEN 'Wrong account' END,
             now() - (g * interval '7 minutes'),
             CASE WHEN s.status <> 'pending' THEN now() - (g * interval '7 minutes') + interval '1 hour' END
      FROM generate_series(1, ${PAYOUTS}) g
      CROSS JOIN LATERAL (SELECT CASE WHEN g % 100 = 0 THEN 'pending' WHEN g % 20 = 1 THEN 'rejected'
                                      ELSE 'paid' END AS status) s
      JOIN users u ON u.id = 1 + (g % ${USERS}) AND u.role = 'user'`;
  });
  await step("audit rows", async () => {
    await sql`
      INSERT INTO users (name, email, password_hash, role, is_verified, is_approved)
      VALUES ('Bench admin', 'bench-admin@bench.test', ${hash}, 'admin', true, true)`;
    await sql`
      INSERT INTO audit_logs (admin_id, action, details, created_at)
      SELECT (SELECT id FROM users WHERE email = 'bench-admin@bench.test'),
             (ARRAY['Payout Paid', 'Reject Profile', 'Update Product', 'Reset Password'])[1 + g % 4],
             'Bench detail ' || g, now() - (g * interval '30 seconds')
      FROM generate_series(1, ${AUDIT_ROWS}) g`;
    // What autovacuum would have done by now on a live server: statistics and the visibility map (index-only counts).
    await sql`VACUUM ANALYZE`;
  });
  await sql.end();

  const kamai = await startKamai(testAppConfig({ databaseUrl }), {
    publicUrlFromPort: true,
  });
  try {
    const adminToken = await loginAs(
      kamai.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    // The first affiliate has links, stats and ten payouts.
    const userToken = await loginAs(
      kamai.infra,
      `affiliate${PENDING_PROFILES + 1}@bench.test`,
      PASSWORD,
    );
    const today = karachiDate(new Date());
    const calls: { page: string; path: string; token: string }[] = [
      {
        page: "/admin/users",
        path: "/api/admin/users?page=1&pageSize=10",
        token: adminToken,
      },
      {
        page: "/admin/users (search)",
        path: "/api/admin/users?q=affiliate42&page=1&pageSize=10",
        token: adminToken,
      },
      {
        page: "/admin/users (sort by name, page 500)",
        path: "/api/admin/users?sort=name&page=500&pageSize=10",
        token: adminToken,
      },
      {
        page: "/admin/audit-logs",
        path: "/api/admin/audit-logs?page=1&pageSize=10",
        token: adminToken,
      },
      {
        page: "/admin/audit-logs (page 1,000)",
        path: "/api/admin/audit-logs?page=1000&pageSize=10",
        token: adminToken,
      },
      {
        page: "/admin/audit-logs (action filter)",
        path: "/api/admin/audit-logs?action=Reset&page=1&pageSize=10",
        token: adminToken,
      },
      {
        // The requests desk shows every pending payout (its focus= link must find any of them).
        page: "/admin/payouts/requests",
        path: "/api/payouts/admin?status=pending",
        token: adminToken,
      },
      {
        page: "/admin/payouts/history",
        path: "/api/payouts/admin?page=1&pageSize=10",
        token: adminToken,
      },
      {
        page: "/admin/payouts/history (paid, page 100)",
        path: "/api/payouts/admin?status=paid&page=100&pageSize=10",
        token: adminToken,
      },
      {
        page: "/admin/profiles",
        path: "/api/admin/pending-profiles",
        token: adminToken,
      },
      {
        page: "/admin/stats (today)",
        path:
          `/api/stats/all?startDate=${today}&endDate=${today}&page=1&pageSize=10`,
        token: adminToken,
      },
      {
        page: "/admin/stats (last 7 days)",
        path: `/api/stats/all?startDate=${
          addDays(today, -6)
        }&endDate=${today}&page=1&pageSize=10`,
        token: adminToken,
      },
      {
        page: "/admin/links",
        path:
          "/api/affiliate-links/admin/affiliate-links/all?page=1&pageSize=10",
        token: adminToken,
      },
      {
        page: "admin nav bubbles",
        path: "/api/admin/metrics",
        token: adminToken,
      },
      {
        // Not a table: the user select of /admin/links and /admin/add-stat (first 100 affiliates, or a search).
        page: "user pickers",
        path: "/api/admin/users?page=1&pageSize=100",
        token: adminToken,
      },
      {
        page: "user pickers (search)",
        path: "/api/admin/users?page=1&pageSize=100&q=affiliate77",
        token: adminToken,
      },
      { page: "/payout (history)", path: "/api/payouts", token: userToken },
      {
        page: "/dashboard, /my-links",
        path: "/api/affiliate-links/user-products-with-stats",
        token: userToken,
      },
      {
        page: "/reports (last 30 days)",
        path: `/api/user/reports?startDate=${
          addDays(today, -29)
        }&endDate=${today}&dateOnly=1`,
        token: userToken,
      },
      {
        page: "/reports (1 year)",
        path: `/api/user/reports?startDate=${
          addDays(today, -364)
        }&endDate=${today}&dateOnly=1`,
        token: userToken,
      },
      { page: "products", path: "/api/products", token: userToken },
    ];
    console.log(
      `\nAPI list calls on PostgreSQL, ${REQUESTS} sequential requests each (budget p95 < ${BUDGET_MS} ms)`,
    );
    console.log(
      [
        "page".padEnd(40),
        "call".padEnd(72),
        "rows",
        "   KB",
        "p50 ms",
        "p95 ms",
      ].join("  "),
    );
    for (const call of calls) {
      const f = await time(kamai.url, call.path, call.token, REQUESTS);
      console.log([
        call.page.padEnd(40),
        call.path.slice(0, 72).padEnd(72),
        String(f.rows).padStart(4),
        f.kb.toFixed(0).padStart(5),
        f.p50.toFixed(1).padStart(6),
        f.p95.toFixed(1).padStart(6),
        f.p95 < BUDGET_MS ? "" : "OVER",
      ].join("  "));
    }
  } finally {
    await kamai.close();
  }
} finally {
  await dropBenchDatabase(serverUrl, DB);
}
