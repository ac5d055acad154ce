/** Postgres caps (offer_caps, offer_cap_usage): usage raised by guarded updates, so racing conversions hold a cap. */
import type { CapUsageRepository } from "../../domain/offers/offer_earning_repos.ts";
import { startOfMonth } from "../../domain/shared/karachi_date.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface CapRow {
  id: number;
  period: "day" | "month";
  unit: "conversions" | "payout";
}

/**
 * A cap repository on a transaction. Each live cap of the offer and goal (the offer's, and the affiliate's own) has
 * its period row made first (ON CONFLICT DO NOTHING, once per transaction), then `used` is raised only WHERE it
 * stays within the limit: the row lock makes a racing conversion wait and re-check, so no two pass the last unit
 * together. When one cap is full the others raised before it are lowered again, in the same transaction.
 */
export function createPostgresCapUsageRepository(
  sql: SqlClient,
): CapUsageRepository {
  // The live caps of each offer and goal (every affiliate's own among them), read once per transaction (an import
  // claims per row, for many affiliates).
  const live = new Map<
    string,
    Promise<(CapRow & { user_id: number | null })[]>
  >();
  const capsOf = async (productId: number, goal: string, userId: number) => {
    const key = `${productId}:${goal}`;
    if (!live.has(key)) {
      live.set(
        key,
        sql<(CapRow & { user_id: number | null })[]>`
          SELECT id, period, unit, user_id FROM offer_caps
          WHERE product_id = ${productId} AND goal = ${goal} AND removed_at IS NULL
          ORDER BY id`.then((rows) => [...rows]),
      );
    }
    return (await live.get(key)!).filter((c) =>
      c.user_id === null || Number(c.user_id) === userId
    );
  };
  // Period rows this transaction has made sure of: they are never deleted, so once is enough (an import claims
  // hundreds of conversions of one day).
  const made = new Set<string>();
  return {
    liveCaps: async (productId, goal, userId) =>
      (await capsOf(productId, goal, userId)).map((c) => ({
        id: Number(c.id),
        period: c.period,
        unit: c.unit,
      })),
    async lockPeriods(periods) {
      if (periods.length === 0) return [];
      // Made and locked in one statement: DO UPDATE takes the row lock of an existing row (used unchanged), in
      // (cap, period) order, the order single claims take them in, so an import and a live sale never deadlock.
      const sorted = [
        ...new Map(periods.map((p) => [`${p.capId} ${p.periodStart}`, p]))
          .values(),
      ].sort((a, b) =>
        a.capId - b.capId ||
        (a.periodStart < b.periodStart
          ? -1
          : a.periodStart > b.periodStart
          ? 1
          : 0)
      );
      const rows = await sql<
        {
          cap_id: number;
          period_start: string;
          used: string;
          cap_limit: string;
        }[]
      >`
        INSERT INTO offer_cap_usage AS u (cap_id, period_start)
        SELECT c, d FROM unnest(${sorted.map((p) => p.capId)}::bigint[], ${
        sorted.map((p) => p.periodStart)
      }::date[]) WITH ORDINALITY AS t(c, d, n)
        ORDER BY n
        ON CONFLICT (cap_id, period_start) DO UPDATE SET used = u.used
        RETURNING u.cap_id, u.period_start::text, u.used::text,
          (SELECT k.cap_limit FROM offer_caps k WHERE k.id = u.cap_id)::text AS cap_limit`;
      return rows.map((r) => ({
        capId: Number(r.cap_id),
        periodStart: r.period_start,
        used: Number(r.used),
        limit: Number(r.cap_limit),
      }));
    },
    async setUsed(periods) {
      if (periods.length === 0) return;
      await sql`
        UPDATE offer_cap_usage u SET used = t.used
        FROM unnest(${periods.map((p) => p.capId)}::bigint[], ${
        periods.map((p) => p.periodStart)
      }::date[], ${
        periods.map((p) => p.used)
      }::bigint[]) AS t(cap_id, period_start, used)
        WHERE u.cap_id = t.cap_id AND u.period_start = t.period_start`;
    },
    async claim(c) {
      const caps = await capsOf(c.productId, c.goal, c.userId);
      const raised: { id: number; start: string; n: number }[] = [];
      for (const cap of caps) {
        const start = cap.period === "day" ? c.date : startOfMonth(c.date);
        const n = cap.unit === "conversions" ? 1 : c.earningMinor;
        if (!made.has(`${cap.id} ${start}`)) {
          await sql`
            INSERT INTO offer_cap_usage (cap_id, period_start) VALUES (${cap.id}, ${start}::date)
            ON CONFLICT DO NOTHING`;
          made.add(`${cap.id} ${start}`);
        }
        const done = await sql`
          UPDATE offer_cap_usage u SET used = u.used + ${n}
          FROM offer_caps k
          WHERE u.cap_id = ${cap.id} AND u.period_start = ${start}::date AND k.id = u.cap_id
            AND u.used + ${n} <= k.cap_limit
          RETURNING u.cap_id`;
        if (done.length === 0) {
          for (const r of raised) {
            await sql`
              UPDATE offer_cap_usage SET used = used - ${r.n}
              WHERE cap_id = ${r.id} AND period_start = ${r.start}::date`;
          }
          return Number(cap.id);
        }
        raised.push({ id: Number(cap.id), start, n });
      }
      return null;
    },
  };
}
