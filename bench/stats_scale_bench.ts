/**
 * Stats at scale: loads 1,000 affiliates, 50 products, 5 links each and 10 million clicks over the last year
 * (plus sales and ledger earnings) into a fresh database on a PostgreSQL server, then times the one-year report
 * of one affiliate and the admin stats page. The load runs in SQL (generate_series) on the server.
 * Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres deno run -A bench/stats_scale_bench.ts (BENCH_CLICKS=10000000)
 */
import { connectUrl } from "../adapters/postgres/connect.ts";
import { freshBenchDatabase } from "./bench_database.ts";
import { percentile, step } from "./timing.ts";
import { migrate } from "../adapters/postgres/migrator.ts";
import { startKamai } from "../adapters/bootstrap.ts";
import { testAppConfig } from "../adapters/http/test_app.ts";
import { createArgon2PasswordHasher } from "../adapters/crypto/argon2_password_hasher.ts";
import { loginAs } from "../adapters/http/test_users.ts";
import {
  addDays,
  addMonths,
  karachiDate,
} from "../domain/shared/karachi_date.ts";

const serverUrl = Deno.env.get("BENCH_DATABASE_URL");
if (!serverUrl) {
  console.error(
    "Set BENCH_DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres",
  );
  Deno.exit(2);
}
const CLICKS = Number(Deno.env.get("BENCH_CLICKS") ?? 10_000_000);
const AFFILIATES = 1000;
const PRODUCTS = 50;
const LINKS_PER_AFFILIATE = 5;
const PASSWORD = "bench-pass-123";
const DB = "kamai_bench_scale";

const databaseUrl = await freshBenchDatabase(serverUrl, DB);
const sql = connectUrl(databaseUrl, 4);
await migrate(sql);

console.log(
  `Loading ${AFFILIATES} affiliates, ${PRODUCTS} products, ${
    CLICKS.toLocaleString("en")
  } clicks...`,
);
const hash = await createArgon2PasswordHasher().hash(PASSWORD);
await step("users, products, links", async () => {
  await sql`
    INSERT INTO users (name, email, password_hash, role, is_verified, is_approved)
    SELECT 'Affiliate ' || g, 'affiliate' || g || '@bench.test', ${hash}, 'user', true, true
    FROM generate_series(1, ${AFFILIATES}) g`;
  await sql`
    INSERT INTO products (title, description, commission_bp, refund_hold_days)
    SELECT 'Product ' || g, 'Bench product', 5000, CASE WHEN g % 2 = 0 THEN 30 ELSE 0 END
    FROM generate_series(1, ${PRODUCTS}) g`;
  await sql`
    INSERT INTO affiliate_links (user_id, product_id, destination_url, code)
    SELECT u.id, 1 + ((u.id * 7 + k * 11) % ${PRODUCTS}), 'https://shop.example/p', md5(u.id || '-' || k)
    FROM users u CROSS JOIN generate_series(0, ${LINKS_PER_AFFILIATE - 1}) k
    WHERE u.role = 'user'
    ON CONFLICT DO NOTHING`;
});
const [{ links }] =
  await sql`SELECT count(*)::bigint AS links, min(id)::bigint AS first FROM affiliate_links`;
await step("clicks (generate_series, 1M rows per statement)", async () => {
  // Clicks are partitioned by month (migrations/0059): the year of clicks needs its months first.
  await sql`SELECT ensure_click_partitions((now() - interval '13 months')::date, now()::date)`;
  for (let from = 1; from <= CLICKS; from += 1_000_000) {
    const to = Math.min(CLICKS, from + 999_999);
    await sql`
      INSERT INTO clicks (click_id, link_id, user_id, product_id, visitor_hash, dedupe_hour, stat_date, clicked_at)
      SELECT md5(g::text), l.id, l.user_id, l.product_id, md5('v' || g), (extract(epoch FROM t.ts) / 3600)::int,
             ((t.ts AT TIME ZONE 'UTC') + interval '5 hours')::date, t.ts
      FROM generate_series(${from}::bigint, ${to}::bigint) g
      CROSS JOIN LATERAL (SELECT now() - ((g * 7919) % 31536000) * interval '1 second' AS ts) t
      JOIN affiliate_links l ON l.id = 1 + (g % ${links})`;
  }
});
await step("sales (1% of clicks) with ledger earnings", async () => {
  await sql`
    INSERT INTO conversions (order_id, status, click_id, link_id, user_id, product_id, amount_minor, commission_bp,
                             sales_delta, earnings_minor, stat_date, available_on, created_at)
    SELECT 'order-' || c.id, 'sale', c.click_id, c.link_id, c.user_id, c.product_id, 2000, 5000, 1, 1000,
           c.stat_date, c.stat_date + p.refund_hold_days, c.clicked_at
    FROM clicks c JOIN products p ON p.id = c.product_id
    WHERE c.id % 100 = 0`;
  await sql`
    INSERT INTO ledger_entries (user_id, product_id, kind, amount_minor, available_on, source_type, source_id,
                                created_at)
    SELECT user_id, product_id, 'earning', earnings_minor, available_on, 'sale', id, created_at FROM conversions`;
});
await step("daily rollup", async () => {
  await sql`
    INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor)
    SELECT user_id, product_id, stat_date, SUM(clicks), SUM(sales), SUM(earnings) FROM (
      SELECT user_id, product_id, stat_date, count(*) AS clicks, 0 AS sales, 0 AS earnings
      FROM clicks GROUP BY 1, 2, 3
      UNION ALL
      SELECT user_id, product_id, stat_date, 0, SUM(sales_delta), SUM(earnings_minor) FROM conversions GROUP BY 1, 2, 3
    ) x GROUP BY 1, 2, 3`;
  await sql`ANALYZE`;
});
const [counts] = await sql`
  SELECT (SELECT count(*) FROM clicks)::bigint AS clicks, (SELECT count(*) FROM daily_stats)::bigint AS rollup,
         (SELECT count(*) FROM ledger_entries)::bigint AS ledger`;
console.log(
  `  loaded: ${counts.clicks} clicks, ${counts.rollup} daily rollup rows, ${counts.ledger} ledger rows`,
);
await sql.end();

const kamai = await startKamai(testAppConfig({ databaseUrl }), {
  publicUrlFromPort: true,
});
try {
  const ctx = kamai.infra;
  const adminToken = await loginAs(ctx, "admin@kamai.test", "admin-pass-123");
  const userToken = await loginAs(ctx, "affiliate1@bench.test", PASSWORD);
  const today = karachiDate(new Date());
  const yearAgo = addDays(addMonths(today, -12), 1);
  const time = async (
    label: string,
    path: string,
    token: string,
    runs = 30,
  ) => {
    const ms: number[] = [];
    let rows = 0;
    for (let i = 0; i < runs + 3; i++) {
      const t0 = performance.now();
      const res = await fetch(`${kamai.url}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await res.json();
      if (!res.ok) {
        throw new Error(
          `${path} answered ${res.status}: ${JSON.stringify(body)}`,
        );
      }
      if (i >= 3) ms.push(performance.now() - t0);
      rows = Array.isArray(body) ? body.length : 1;
    }
    ms.sort((a, b) => a - b);
    const p = (q: number) => percentile(ms, q).toFixed(1);
    console.log(
      `  ${label.padEnd(52)} p50 ${p(50).padStart(6)} ms  p95 ${
        p(95).padStart(6)
      } ms  (${rows} rows)`,
    );
  };
  console.log("\nTimings over HTTP (30 runs after 3 warm-up runs):");
  await time(
    "one-year report, one affiliate",
    `/api/user/reports?startDate=${yearAgo}&endDate=${today}&dateOnly=1`,
    userToken,
  );
  await time(
    "affiliate stats, This Year",
    "/api/stats/user/date-range?filter=This%20Year",
    userToken,
  );
  // The admin stats page asks for one page of 10 rows with the range's totals, as the browser does.
  const adminRanges: [string, string][] = [
    ["Today", today],
    ["7 days", addDays(today, -6)],
    ["last 1 year", yearAgo],
  ];
  for (const [name, from] of adminRanges) {
    await time(
      `admin stats page, ${name} (page 1 of 10 rows + totals)`,
      `/api/stats/all?startDate=${from}&endDate=${today}&page=1&pageSize=10`,
      adminToken,
    );
  }
  // docs/product.md's plain call (no paging) still answers the newest 5,000 rows.
  await time(
    "plain /api/stats/all, last 1 year (newest 5000 rows)",
    `/api/stats/all?startDate=${yearAgo}&endDate=${today}`,
    adminToken,
  );
} finally {
  await kamai.close();
}
