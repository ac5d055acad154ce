import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import type { SqlClient } from "./unit_of_work.ts";
import { createPostgresStatsRepository } from "./stats_repository.ts";
import { createPostgresLedgerRepository } from "./ledger_repository.ts";
import {
  createPostgresOverviewReader,
  rangeParts,
} from "./overview_repository.ts";
import { addDays } from "../../domain/shared/karachi_date.ts";
import { money } from "../../domain/shared/money.ts";

/** Rows of the 0024 rollups that differ from grouping daily_stats (and the ledger) directly. */
async function drift(sql: SqlClient): Promise<unknown[]> {
  const rows = await sql`
    WITH by_user AS (
      SELECT stat_date, user_id, SUM(clicks)::bigint AS c, SUM(sales)::bigint AS s, SUM(earnings_minor)::bigint AS e
      FROM daily_stats GROUP BY 1, 2),
    by_month AS (
      SELECT date_trunc('month', stat_date)::date AS month, user_id, SUM(clicks)::bigint AS c,
             SUM(sales)::bigint AS s, SUM(earnings_minor)::bigint AS e
      FROM daily_stats GROUP BY 1, 2),
    by_product_month AS (
      SELECT date_trunc('month', stat_date)::date AS month, product_id, SUM(clicks)::bigint AS c,
             SUM(sales)::bigint AS s, SUM(earnings_minor)::bigint AS e
      FROM daily_stats GROUP BY 1, 2),
    by_product AS (
      SELECT stat_date, product_id, SUM(clicks)::bigint AS c, SUM(sales)::bigint AS s,
             SUM(earnings_minor)::bigint AS e
      FROM daily_stats GROUP BY 1, 2),
    by_kind AS (
      SELECT kind, available_on, SUM(amount_minor)::bigint AS a FROM ledger_entries GROUP BY 1, 2)
    SELECT 'user' AS t, stat_date::text AS k FROM by_user b
      FULL JOIN (SELECT * FROM daily_user_stats WHERE clicks <> 0 OR sales <> 0 OR earnings_minor <> 0) r
      USING (stat_date, user_id)
      WHERE b.c IS DISTINCT FROM r.clicks OR b.s IS DISTINCT FROM r.sales OR b.e IS DISTINCT FROM r.earnings_minor
    UNION ALL
    SELECT 'month', month::text FROM by_month b
      FULL JOIN (SELECT * FROM monthly_user_stats WHERE clicks <> 0 OR sales <> 0 OR earnings_minor <> 0) r
      USING (month, user_id)
      WHERE b.c IS DISTINCT FROM r.clicks OR b.s IS DISTINCT FROM r.sales OR b.e IS DISTINCT FROM r.earnings_minor
    UNION ALL
    SELECT 'product', stat_date::text FROM by_product b
      FULL JOIN (SELECT * FROM daily_product_stats WHERE clicks <> 0 OR sales <> 0 OR earnings_minor <> 0) r
      USING (stat_date, product_id)
      WHERE b.c IS DISTINCT FROM r.clicks OR b.s IS DISTINCT FROM r.sales OR b.e IS DISTINCT FROM r.earnings_minor
    UNION ALL
    SELECT 'product month', month::text FROM by_product_month b
      FULL JOIN (SELECT * FROM monthly_product_stats WHERE clicks <> 0 OR sales <> 0 OR earnings_minor <> 0) r
      USING (month, product_id)
      WHERE b.c IS DISTINCT FROM r.clicks OR b.s IS DISTINCT FROM r.sales OR b.e IS DISTINCT FROM r.earnings_minor
    UNION ALL
    SELECT 'ledger', available_on::text FROM by_kind b
      FULL JOIN ledger_day_sums r USING (kind, available_on)
      WHERE b.a IS DISTINCT FROM r.amount_minor`;
  return [...rows];
}

Deno.test("range parts: whole months plus or minus the fewest edge days", () => {
  const none = { from: "9999-12-31", to: "0001-01-01" };
  const p = (startDate: string, endDate: string) =>
    rangeParts({ startDate, endDate });
  // A whole month is one monthly row.
  assert.deepEqual(p("2026-03-01", "2026-03-31"), {
    monthFrom: "2026-03-01",
    monthTo: "2026-03-01",
    add: [none, none],
    subtract: [none, none],
  });
  // This Month up to the 26th: the month less the four days after today.
  assert.deepEqual(p("2026-11-01", "2026-11-26"), {
    monthFrom: "2026-11-01",
    monthTo: "2026-11-01",
    add: [none, none],
    subtract: [none, { from: "2026-11-27", to: "2026-11-30" }],
  });
  // A week inside a month: its days.
  assert.deepEqual(p("2026-03-10", "2026-03-16").add[0], {
    from: "2026-03-10",
    to: "2026-03-16",
  });
  // A year ending today: the first month's last days, 11 whole months, the last month less what follows today.
  assert.deepEqual(p("2025-11-27", "2026-11-26"), {
    monthFrom: "2025-12-01",
    monthTo: "2026-11-01",
    add: [{ from: "2025-11-27", to: "2025-11-30" }, none],
    subtract: [none, { from: "2026-11-27", to: "2026-11-30" }],
  });
});

forEachDatabase(
  "overview rollups (0024): per affiliate, month, product and ledger day",
  async (t, { sql }) => {
    const users = await sql`
      INSERT INTO users (name, email, password_hash)
      SELECT 'U' || g, 'rollup' || g || '@example.com', 'h' FROM generate_series(1, 3) g RETURNING id`;
    const products = await sql`
      INSERT INTO products (title, description, commission_bp)
      SELECT 'P' || g, 'd', 5000 FROM generate_series(1, 2) g RETURNING id`;
    const userIds = users.map((u) => Number(u.id));
    const productIds = products.map((p) => Number(p.id));
    const stats = createPostgresStatsRepository(sql);

    await t.step(
      "upserts, batch inserts, date moves across months, deletes, rollbacks and truncation keep them equal",
      async () => {
        for (const userId of userIds) {
          for (const productId of productIds) {
            for (const date of ["2025-02-27", "2025-02-28", "2025-03-01"]) {
              await stats.increment({
                userId,
                productId,
                date,
                clicks: 3,
                sales: 1,
                earnings: 250,
              });
            }
          }
        }
        await stats.increment({
          userId: userIds[0],
          productId: productIds[1],
          date: "2025-02-28",
          clicks: 2,
          sales: -1,
          earnings: -250,
        });
        assert.deepEqual(await drift(sql), []);
        await sql`
          INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor)
          SELECT ${userIds[2]}, ${productIds[0]}, d::date, 7, 2, 900
          FROM generate_series('2025-04-01'::date, '2025-04-10'::date, '1 day') d`;
        await sql`UPDATE daily_stats SET stat_date = stat_date + 2, clicks = clicks + 1
                  WHERE stat_date = '2025-02-28'`;
        assert.deepEqual(await drift(sql), []);
        await sql`DELETE FROM daily_stats WHERE user_id = ${
          userIds[1]
        } AND stat_date = '2025-03-01'`;
        await sql.begin(async (tx) => {
          await tx`UPDATE daily_stats SET clicks = clicks + 100`;
          await tx`SELECT 1/0`;
        }).catch(() => {});
        assert.deepEqual(await drift(sql), []);
        const [n] =
          await sql`SELECT count(*)::int AS n FROM monthly_user_stats`;
        assert.ok(n.n >= 5, "months of several affiliates are kept");
        await sql`TRUNCATE daily_stats`;
        const [left] = await sql`
          SELECT (SELECT count(*) FROM daily_user_stats) + (SELECT count(*) FROM monthly_user_stats)
               + (SELECT count(*) FROM daily_product_stats) + (SELECT count(*) FROM monthly_product_stats) AS n`;
        assert.equal(Number(left.n), 0);
      },
    );

    await t.step(
      "top affiliates and products of any range equal grouping daily_stats directly",
      async () => {
        // 200 days of uneven figures for 3 affiliates and 2 products.
        await sql`
          INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor)
          SELECT u, p, '2025-01-01'::date + d, 1 + (u * 7 + p * 3 + d * 11) % 13, (u + d) % 3,
                 ((u * 31 + p * 17 + d * 7) % 23) * 100
          FROM unnest(${userIds}::bigint[]) u, unnest(${productIds}::bigint[]) p, generate_series(0, 199) d`;
        const reader = createPostgresOverviewReader(sql);
        const ranges: [string, string][] = [
          ["2025-01-01", "2025-07-19"],
          ["2025-02-01", "2025-02-28"],
          ["2025-02-03", "2025-02-27"],
          ["2025-01-30", "2025-03-02"],
          ["2025-03-15", "2025-06-14"],
          ["2025-04-01", "2025-04-01"],
          ["2025-05-20", "2025-07-10"],
        ];
        for (let i = 0; i < 5; i++) {
          const start = addDays("2025-01-01", (i * 37) % 150);
          ranges.push([start, addDays(start, 10 + i * 23)]);
        }
        for (const [from, to] of ranges) {
          const facts = await reader.read(
            { startDate: from, endDate: to },
            to,
          );
          for (
            const [key, got] of [
              ["user_id", facts.topAffiliates],
              ["product_id", facts.topProducts],
            ] as const
          ) {
            const expected = await sql`
              SELECT ${
              sql(key)
            } AS id, SUM(clicks)::int AS clicks, SUM(sales)::int AS sales,
                     SUM(earnings_minor)::int AS commission
              FROM daily_stats WHERE stat_date BETWEEN ${from}::date AND ${to}::date
              GROUP BY 1 ORDER BY SUM(earnings_minor) DESC, SUM(clicks) DESC, 1`;
            assert.deepEqual(
              got.map((r) => [r.id, r.clicks, r.sales, r.commission]),
              expected.map((r) => [
                Number(r.id),
                r.clicks,
                r.sales,
                r.commission,
              ]),
              `${key} ${from}..${to}`,
            );
          }
        }
      },
    );

    await t.step("ledger rows add to their kind and date", async () => {
      const ledger = createPostgresLedgerRepository(sql);
      let cause = 1;
      for (
        const [kind, amount, on] of [
          ["earning", 1000, "2025-03-01"],
          ["earning", 500, "2025-03-01"],
          ["earning", 700, "2025-04-01"],
          ["earning_reversal", -200, "2025-04-01"],
          ["pending_earning", 300, "infinity"],
        ] as const
      ) {
        await ledger.append({
          userId: userIds[0],
          productId: productIds[0],
          kind,
          amount: money(amount),
          availableOn: on,
          sourceType: "sale",
          sourceId: cause++,
        });
      }
      assert.deepEqual(await drift(sql), []);
      const rows = await sql`
        SELECT kind, available_on::text AS on, amount_minor::int AS a FROM ledger_day_sums ORDER BY 1, 2`;
      assert.deepEqual(rows.map((r) => [r.kind, r.on, r.a]), [
        ["earning", "2025-03-01", 1500],
        ["earning", "2025-04-01", 700],
        ["earning_reversal", "2025-04-01", -200],
        ["pending_earning", "infinity", 300],
      ]);
      // Every append above folded its delta into ledger_day_totals (nobody else held the fold lock).
      const [{ n }] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM ledger_day_deltas`;
      assert.equal(n, 0);
    });

    await t.step(
      "ledger sums without a shared row (0027): a writer that does not fold leaves a delta the sums count; the next writer folds it",
      async () => {
        const ledger = createPostgresLedgerRepository(sql);
        const row = (sourceId: number, amount: number) => ({
          userId: userIds[0],
          productId: productIds[0],
          kind: "earning" as const,
          amount: money(amount),
          availableOn: "2025-03-01",
          sourceType: "sale" as const,
          sourceId,
        });
        const totals = async () =>
          (await sql<{ a: number }[]>`
            SELECT amount_minor::int AS a FROM ledger_day_totals
            WHERE kind = 'earning' AND available_on = '2025-03-01'`)[0].a;
        // A REPEATABLE READ transaction never folds (it might not see the last fold), as a writer losing the lock.
        await sql.begin(async (tx) => {
          await tx`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`;
          await createPostgresLedgerRepository(tx).append(row(9001, 40));
        });
        assert.equal(await totals(), 1500);
        assert.deepEqual(await drift(sql), []);
        const [sum] = await sql<{ a: number }[]>`
          SELECT amount_minor::int AS a FROM ledger_day_sums
          WHERE kind = 'earning' AND available_on = '2025-03-01'`;
        assert.equal(sum.a, 1540);
        await ledger.append(row(9002, 2));
        assert.equal(await totals(), 1542);
        const [{ n }] = await sql<{ n: number }[]>`
          SELECT count(*)::int AS n FROM ledger_day_deltas`;
        assert.equal(n, 0);
        assert.deepEqual(await drift(sql), []);
      },
    );
  },
);
