/**
 * Margin report at scale: fills margin_daily with a year of 1 million conversions spread like real traffic (500
 * affiliates with Zipf-like activity, each working 6 of 60 offers on 4 sources, a `sale` goal on every offer and a
 * `lead` goal on a third of them; each day's count per row drawn around its affiliate's and offer's rate), the 0045
 * rollups from it, and 6,000 paid payouts with tax withheld, in a fresh PostgreSQL database; then times
 * GET /api/admin/reports/margin over HTTP for each groupBy, over the last year and this month.
 * Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres deno run -A bench/margin_report_bench.ts
 *        (BENCH_CONVERSIONS=1000000, BENCH_RUNS=40; BENCH_KEEP=1 keeps the database, BENCH_REUSE=1 times a kept one)
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
const CONVERSIONS = Number(Deno.env.get("BENCH_CONVERSIONS") ?? 1_000_000);
const RUNS = Number(Deno.env.get("BENCH_RUNS") ?? 40);
const AFFILIATES = 500;
const OFFERS = 60;
const SOURCES = 4;
const SLOTS = [1, 0.6, 0.4, 0.3, 0.2, 0.1];
const LEAD_FACTOR = 1.5;
const DAYS = 365;
const DB = "kamai_bench_margin";

// The offer an affiliate works in a slot, and whether that offer has a lead goal (as the SQL below computes them).
const offerOf = (u: number, k: number) => 1 + ((u * 7 + k * 13) % OFFERS);
const hasLead = (offer: number) => offer % 3 === 0;
// Expected conversions a day = base × affiliate weight (rank^-0.8) × slot weight × goal factor: base hits CONVERSIONS.
let weightSum = 0;
for (let u = 1; u <= AFFILIATES; u++) {
  for (let k = 0; k < SLOTS.length; k++) {
    const w = Math.pow(u, -0.8) * SLOTS[k];
    weightSum += w * (1 + (hasLead(offerOf(u, k)) ? LEAD_FACTOR : 0));
  }
}
const base = CONVERSIONS / (weightSum * DAYS);

const KEEP = Deno.env.get("BENCH_KEEP") === "1";
const REUSE = Deno.env.get("BENCH_REUSE") === "1";
const today = karachiDate(new Date());
const databaseUrl = REUSE
  ? (() => {
    const url = new URL(serverUrl);
    url.pathname = `/${DB}`;
    return url.href;
  })()
  : await freshBenchDatabase(serverUrl, DB);
const sql = connectUrl(databaseUrl, 4);
if (!REUSE) {
  await migrate(sql);
  await fill();
}

const [counts] = await sql<
  {
    conversions: string;
    rows: string;
    offer_rows: string;
    offer_months: string;
    source_rows: string;
    affiliate_daily: string;
    affiliate_monthly: string;
  }[]
>`
  SELECT (SELECT sum(conversions) FROM margin_daily)::text AS conversions,
         (SELECT count(*) FROM margin_daily)::text AS rows,
         (SELECT count(*) FROM margin_offer_daily)::text AS offer_rows,
         (SELECT count(*) FROM margin_offer_monthly)::text AS offer_months,
         (SELECT count(*) FROM margin_source_daily)::text AS source_rows,
         (SELECT count(*) FROM margin_affiliate_daily)::text AS affiliate_daily,
         (SELECT count(*) FROM margin_affiliate_monthly)::text AS affiliate_monthly`;
console.log(
  `  loaded: ${
    Number(counts.conversions).toLocaleString("en")
  } conversions in ${
    Number(counts.rows).toLocaleString("en")
  } margin_daily rows; rollups: ${counts.offer_rows} offer-day, ${counts.offer_months} offer-month, ${counts.source_rows} source-day, ${counts.affiliate_daily} affiliate-day, ${counts.affiliate_monthly} affiliate-month rows`,
);
await sql.end();

const kamai = await startKamai(
  testAppConfig({ databaseUrl, logRequests: "off" }),
  {
    publicUrlFromPort: true,
  },
);
try {
  const token = await loginAs(
    kamai.infra,
    "admin@kamai.test",
    "admin-pass-123",
  );
  const ranges: [string, string][] = [
    ["Last 1 Year", addDays(addMonths(today, -12), 1)],
    ["This Month", startOfMonth(today)],
  ];
  console.log(
    `\nGET /api/admin/reports/margin over HTTP (${RUNS} runs after 3 warm-up runs):`,
  );
  for (const [name, from] of ranges) {
    for (const groupBy of ["offer", "affiliate", "source", "goal"]) {
      const ms: number[] = [];
      let rows = 0;
      for (let i = 0; i < RUNS + 3; i++) {
        const t0 = performance.now();
        const res = await fetch(
          `${kamai.url}/api/admin/reports/margin?from=${from}&to=${today}&groupBy=${groupBy}`,
          { headers: { authorization: `Bearer ${token}` } },
        );
        const body = await res.json();
        if (!res.ok) {
          throw new Error(
            `margin answered ${res.status}: ${JSON.stringify(body)}`,
          );
        }
        rows = body.rows.length;
        if (i >= 3) ms.push(performance.now() - t0);
      }
      ms.sort((a, b) => a - b);
      const p = (q: number) => percentile(ms, q).toFixed(1).padStart(6);
      console.log(
        `  ${name.padEnd(12)} groupBy=${groupBy.padEnd(9)} ${
          String(rows).padStart(4)
        } rows  p50 ${p(50)} ms  p95 ${p(95)} ms`,
      );
    }
  }
} finally {
  await kamai.close();
  if (!KEEP) await dropBenchDatabase(serverUrl, DB);
}

/** Fills the bench database (users, offers, sources, goals, a year of margin rows and their rollups, payouts). */
async function fill() {
  console.log(
    `Filling the margin rollups of ${
      CONVERSIONS.toLocaleString("en")
    } conversions: ${AFFILIATES} affiliates, ${OFFERS} offers, ${SOURCES} sources, ${DAYS} days...`,
  );
  await step("users, offers, sources, goals", async () => {
    await sql`
      INSERT INTO users (name, email, password_hash, role, is_verified, is_approved)
      SELECT 'Affiliate ' || g, 'affiliate' || g || '@bench.test', 'x', 'user', true, true
      FROM generate_series(1, ${AFFILIATES}) g`;
    await sql`
      INSERT INTO products (title, description, commission_bp, refund_hold_days)
      SELECT 'Offer ' || g, 'Bench offer', 1000, 0 FROM generate_series(1, ${OFFERS}) g`;
    await sql`
      INSERT INTO sources (name, kind, secret, currency)
      SELECT 'Network ' || g, 'postback', md5('secret' || g), 'PKR' FROM generate_series(1, ${
      SOURCES - 1
    }) g`;
    await sql`
      INSERT INTO offer_goals (product_id, goal, name, payout_type, payout_value)
      SELECT id, 'sale', 'Sale', 'percent', 1000 FROM products ON CONFLICT DO NOTHING`;
    await sql`
      INSERT INTO offer_goals (product_id, goal, name, payout_type, payout_value)
      SELECT id, 'lead', 'Lead', 'flat', 10000 FROM products WHERE id % 3 = 0 ON CONFLICT DO NOTHING`;
  });
  // The users' ids start after the admin's; u is the affiliate's rank (1 = busiest).
  await step(
    "margin_daily: a row per day, affiliate, offer, goal with ≥ 1 conversion (one statement)",
    async () => {
      // Bulk load: the rollup triggers (0045, 0081) are off during the load and the rollups are filled by its backfill queries.
      await sql`ALTER TABLE margin_daily DISABLE TRIGGER USER`;
      await sql`
        INSERT INTO margin_daily (stat_date, product_id, goal, user_id, source_id, conversions, revenue_minor,
                                  payout_minor)
        SELECT ${today}::date - d, p.offer, g.goal, u.id, 1 + p.offer % ${SOURCES}, n.n,
               n.n * CASE g.goal WHEN 'sale' THEN 25000 ELSE 15000 END,
               n.n * CASE g.goal WHEN 'sale' THEN 17500 ELSE 10000 END
        FROM (SELECT id, row_number() OVER (ORDER BY id) AS rank FROM users WHERE role = 'user') u
        CROSS JOIN generate_series(0, ${SLOTS.length - 1}) k
        CROSS JOIN LATERAL (SELECT 1 + ((u.rank * 7 + k * 13) % ${OFFERS})::int AS offer) p
        CROSS JOIN LATERAL (SELECT 'sale' AS goal, 1.0 AS factor
                            UNION ALL SELECT 'lead', ${LEAD_FACTOR} WHERE p.offer % 3 = 0) g
        CROSS JOIN generate_series(0, ${DAYS - 1}) d
        CROSS JOIN LATERAL (
          SELECT floor(${base} * power(u.rank, -0.8) * (${`{${
        SLOTS.join(",")
      }}`}::float8[])[k + 1] * g.factor
                       * (0.4 + 1.2 * ((u.rank * 131 + k * 71 + d * 37) % 97) / 96.0)
                       + ((u.rank * 17 + k * 29 + d * 53) % 101) / 101.0)::bigint AS n
        ) n
        WHERE n.n > 0`;
      await sql.unsafe(`
        INSERT INTO margin_offer_daily (stat_date, product_id, goal, conversions, revenue_minor, payout_minor)
        SELECT stat_date, product_id, goal, sum(conversions), sum(revenue_minor), sum(payout_minor)
        FROM margin_daily GROUP BY stat_date, product_id, goal;
        INSERT INTO margin_offer_monthly (month, product_id, goal, conversions, revenue_minor, payout_minor)
      SELECT date_trunc('month', stat_date)::date, product_id, goal, sum(conversions), sum(revenue_minor),
             sum(payout_minor)
      FROM margin_daily GROUP BY date_trunc('month', stat_date)::date, product_id, goal;
      INSERT INTO margin_source_daily (stat_date, source_id, conversions, revenue_minor, payout_minor)
        SELECT stat_date, source_id, sum(conversions), sum(revenue_minor), sum(payout_minor)
        FROM margin_daily GROUP BY stat_date, source_id;
        INSERT INTO margin_affiliate_daily (stat_date, user_id, conversions, revenue_minor, payout_minor)
        SELECT stat_date, user_id, sum(conversions), sum(revenue_minor), sum(payout_minor)
        FROM margin_daily GROUP BY stat_date, user_id;
        INSERT INTO margin_affiliate_monthly (month, user_id, conversions, revenue_minor, payout_minor)
        SELECT date_trunc('month', stat_date)::date, user_id, sum(conversions), sum(revenue_minor), sum(payout_minor)
        FROM margin_daily GROUP BY date_trunc('month', stat_date)::date, user_id;`);
      await sql`ALTER TABLE margin_daily ENABLE TRIGGER USER`;
    },
  );
  await step("6,000 paid payouts with tax withheld, ANALYZE", async () => {
    await sql`
      INSERT INTO payouts (user_id, amount_minor, method, status, transaction_id, requested_at, decided_at,
                           tax_rate_bp, tax_minor, tax_filer)
      SELECT u.id, 500000, 'jazzcash', 'paid', 'TX' || u.id || '-' || m, now() - make_interval(days => m * 30),
             now() - make_interval(days => m * 30), 1200, 60000, true
      FROM users u CROSS JOIN generate_series(0, 11) m WHERE u.role = 'user'`;
    await sql`ANALYZE`;
  });
}
