import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import type { SqlClient } from "./unit_of_work.ts";
import { createPostgresStatsRepository } from "./stats_repository.ts";

/** Rows of daily_stat_totals that differ from the sums of daily_stats (days summing to nothing may linger as zeros). */
async function drift(sql: SqlClient): Promise<unknown[]> {
  const rows = await sql`
    WITH summed AS (
      SELECT stat_date, count(*)::bigint AS row_count, SUM(clicks)::bigint AS clicks, SUM(sales)::bigint AS sales,
             SUM(earnings_minor)::bigint AS earnings_minor
      FROM daily_stats GROUP BY stat_date
    )
    SELECT * FROM summed s FULL JOIN (SELECT * FROM daily_stat_totals WHERE row_count <> 0) t USING (stat_date)
    WHERE s.row_count IS DISTINCT FROM t.row_count OR s.clicks IS DISTINCT FROM t.clicks
       OR s.sales IS DISTINCT FROM t.sales OR s.earnings_minor IS DISTINCT FROM t.earnings_minor`;
  return [...rows];
}

forEachDatabase(
  "admin stats page totals (0012 daily_stat_totals)",
  async (t, { sql }) => {
    const users = await sql`
      INSERT INTO users (name, email, password_hash)
      SELECT 'U' || g, 'totals' || g || '@example.com', 'h' FROM generate_series(1, 3) g RETURNING id`;
    const [product] = await sql`
      INSERT INTO products (title, description, commission_bp) VALUES ('P', 'd', 5000) RETURNING id`;
    const userIds = users.map((u) => Number(u.id));
    const productId = Number(product.id);
    const stats = createPostgresStatsRepository(sql);

    await t.step(
      "inserts, upserts, date moves, deletes and rollbacks keep the totals equal to the rollup",
      async () => {
        for (const userId of userIds) {
          for (const date of ["2025-03-01", "2025-03-02", "2025-03-03"]) {
            await stats.increment({
              userId,
              productId,
              date,
              clicks: 2,
              sales: 1,
              earnings: 150,
            });
          }
        }
        await stats.increment({
          userId: userIds[0],
          productId,
          date: "2025-03-02",
          clicks: 5,
          sales: -1,
          earnings: -150,
        });
        assert.deepEqual(await drift(sql), []);
        await sql`UPDATE daily_stats SET stat_date = '2025-03-04', clicks = clicks + 1 WHERE stat_date = '2025-03-03'`;
        assert.deepEqual(await drift(sql), []);
        await sql`DELETE FROM daily_stats WHERE stat_date = '2025-03-01' AND user_id = ${
          userIds[1]
        }`;
        assert.deepEqual(await drift(sql), []);
        await assert.rejects(sql.begin(async (tx) => {
          await tx`DELETE FROM daily_stats`;
          throw new Error("roll back");
        }));
        assert.deepEqual(await drift(sql), []);
        const [row] = await sql`
          SELECT row_count::int AS n FROM daily_stat_totals WHERE stat_date = '2025-03-03'`;
        assert.equal(row.n, 0, "a day moved away counts no rows");
      },
    );

    await t.step(
      "a page's count and sums come from the totals and its rows keep the page order",
      async () => {
        const range = { startDate: "2025-03-01", endDate: "2025-03-04" };
        const page = await stats.listRowsPage(range, 2, 3);
        assert.equal(page.total, 8);
        assert.deepEqual(page.totals, {
          clicks: 2 * 8 + 5 + 3,
          sales: 8 - 1,
          earnings: 150 * 8 - 150,
        });
        const all = await stats.listRows(range, 100);
        assert.equal(all.length, 8);
        assert.deepEqual(page.rows, all.slice(3, 6));
        assert.deepEqual(
          all.map((r) => [r.date, r.userId]),
          [
            ["2025-03-04", userIds[0]],
            ["2025-03-04", userIds[1]],
            ["2025-03-04", userIds[2]],
            ["2025-03-02", userIds[0]],
            ["2025-03-02", userIds[1]],
            ["2025-03-02", userIds[2]],
            ["2025-03-01", userIds[0]],
            ["2025-03-01", userIds[2]],
          ],
        );
        const day = await stats.listRowsPage(
          { startDate: "2025-03-02", endDate: "2025-03-02" },
          1,
          10,
        );
        assert.deepEqual([day.total, day.totals.clicks], [3, 11]);
        const allTime = await stats.listRowsPage(null, 1, 1);
        assert.deepEqual([allTime.total, allTime.rows.length], [8, 1]);
      },
    );

    await t.step("TRUNCATE empties the totals too", async () => {
      await sql`TRUNCATE daily_stats`;
      assert.deepEqual(await drift(sql), []);
      assert.equal((await stats.listRowsPage(null, 1, 10)).total, 0);
    });
  },
);
