/**
 * Admin overview at scale: fills the rollups of 10 million clicks over the last year (1,000 affiliates, 50
 * products, 5,000 links: 1.8 million daily_stats rows, with daily_stat_totals and the 0024 per-affiliate, per-month
 * and per-product rollups kept by their triggers), four sources' daily rows, 100,000 ledger earnings (ledger_day_totals
 * by trigger) and 200 pending payouts straight into a fresh PostgreSQL database with generate_series (the overview
 * reads only these tables, so no raw click is needed), then times GET /api/admin/overview over HTTP for the presets
 * the page offers.
 * Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres deno run -A bench/overview_bench.ts (BENCH_CLICKS=10000000)
 */
import { connectUrl } from "../adapters/postgres/connect.ts";
import { dropBenchDatabase, freshBenchDatabase } from "./bench_database.ts";
import { percentile, step } from "./timing.ts";
import { migrate } from "../adapters/postgres/migrator.ts";
import { startKamai } from "../adapters/bootstrap.ts";
import { testAppConfig } from "../adapters/http/test_app.ts";
import { loginAs } from "../adapters/http/test_users.ts";
import {
  addDays,
  addMonths,
  karachiDate,
  startOfMonth,
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
const DAYS = 365;
const DB = "kamai_bench_overview";

const databaseUrl = await freshBenchDatabase(serverUrl, DB);
const sql = connectUrl(databaseUrl, 4);
await migrate(sql);
const today = karachiDate(new Date());
const pairs = AFFILIATES * LINKS_PER_AFFILIATE;
// Clicks per rollup row, so the rows add up to CLICKS (spread 1..2×mean by a hash of the row).
const mean = CLICKS / (pairs * DAYS);

console.log(
  `Filling the rollups of ${
    CLICKS.toLocaleString("en")
  } clicks: ${AFFILIATES} affiliates, ${PRODUCTS} products, ${DAYS} days...`,
);
await step("users, products, sources", async () => {
  await sql`
    INSERT INTO users (name, email, password_hash, role, is_verified, is_approved)
    SELECT 'Affiliate ' || g, 'affiliate' || g || '@bench.test', 'x', 'user', true, true
    FROM generate_series(1, ${AFFILIATES}) g`;
  await sql`
    INSERT INTO products (title, description, commission_bp, refund_hold_days)
    SELECT 'Product ' || g, 'Bench product', 5000, CASE WHEN g % 2 = 0 THEN 30 ELSE 0 END
    FROM generate_series(1, ${PRODUCTS}) g`;
  await sql`
    INSERT INTO sources (name, kind, secret, currency)
    SELECT 'Store ' || g, 'woocommerce', md5('secret' || g), 'PKR' FROM generate_series(1, 3) g`;
});
await step(
  "daily_stats (one statement; daily_stat_totals by trigger)",
  async () => {
    await sql`
    INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor)
    SELECT u.id, 1 + ((u.id * 7 + k * 11) % ${PRODUCTS}), ${today}::date - d,
           c.clicks, c.clicks / 100, (c.clicks / 100) * 1000
    FROM users u
    CROSS JOIN generate_series(0, ${LINKS_PER_AFFILIATE - 1}) k
    CROSS JOIN generate_series(0, ${DAYS - 1}) d
    CROSS JOIN LATERAL (SELECT (${mean} * (0.5 + ((u.id * 31 + k * 17 + d * 13) % 100) / 100.0))::bigint
                          AS clicks) c
    WHERE u.role = 'user'
    ON CONFLICT DO NOTHING`;
  },
);
await step("daily_source_stats, ledger, pending payouts", async () => {
  await sql`
    INSERT INTO daily_source_stats (stat_date, source_id, sales, revenue_minor, earnings_minor)
    SELECT t.stat_date, s.id, t.sales / 4, (t.sales / 4) * 2000, t.earnings_minor / 4
    FROM daily_stat_totals t CROSS JOIN sources s`;
  await sql`
    INSERT INTO ledger_entries (user_id, product_id, kind, amount_minor, available_on, source_type, source_id)
    SELECT 1 + g % ${AFFILIATES}, 1 + g % ${PRODUCTS}, 'earning', 1000,
           ${today}::date - (g % ${DAYS}) + CASE WHEN g % 2 = 0 THEN 30 ELSE 0 END, 'sale', g
    FROM generate_series(1, ${Math.round(CLICKS / 100)}) g`;
  await sql`
    INSERT INTO payouts (user_id, product_id, amount_minor, method, account_type, account_label, account_name,
                         bank_name, account_number, status, requested_at)
    SELECT u.id, 1, 500, 'bank', 'bank', 'Bank', 'Name', 'Bank', 'PK00', 'pending', now()
    FROM users u WHERE u.role = 'user' LIMIT 200`;
  await sql`ANALYZE`;
});
const [counts] = await sql`
  SELECT (SELECT SUM(clicks) FROM daily_stat_totals)::bigint AS clicks,
         (SELECT count(*) FROM daily_stats)::bigint AS rollup,
         (SELECT count(*) FROM ledger_entries)::bigint AS ledger`;
console.log(
  `  loaded: ${counts.clicks} clicks in ${counts.rollup} daily_stats rows, ${counts.ledger} ledger rows`,
);
await sql.end();

const kamai = await startKamai(testAppConfig({ databaseUrl }), {
  publicUrlFromPort: true,
});
try {
  const token = await loginAs(
    kamai.infra,
    "admin@kamai.test",
    "admin-pass-123",
  );
  const presets: [string, string][] = [
    ["Today", today],
    ["Last 7 days", addDays(today, -6)],
    ["This Month", startOfMonth(today)],
    ["Last 3 Months", addDays(addMonths(today, -3), 1)],
    ["Last 1 Year", addDays(addMonths(today, -12), 1)],
  ];
  console.log(
    "\nGET /api/admin/overview over HTTP (30 runs after 3 warm-up runs):",
  );
  for (const [name, from] of presets) {
    const ms: number[] = [];
    for (let i = 0; i < 33; i++) {
      const t0 = performance.now();
      const res = await fetch(
        `${kamai.url}/api/admin/overview?from=${from}&to=${today}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const body = await res.json();
      if (!res.ok) {
        throw new Error(
          `overview answered ${res.status}: ${JSON.stringify(body)}`,
        );
      }
      if (i >= 3) ms.push(performance.now() - t0);
    }
    ms.sort((a, b) => a - b);
    const p = (q: number) => percentile(ms, q).toFixed(1).padStart(6);
    console.log(`  ${name.padEnd(16)} p50 ${p(50)} ms  p95 ${p(95)} ms`);
  }
} finally {
  await kamai.close();
  await dropBenchDatabase(serverUrl, DB);
}
