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
  // The live caps of each offer, goal and affiliate, read once per transaction (an import claims per row).
  const live = new Map<string, Promise<CapRow[]>>();
  const capsOf = (productId: number, goal: string, userId: number) => {
    const key = `${productId}:${goal}:${userId}`;
    if (!live.has(key)) {
      live.set(
        key,
        sql<CapRow[]>`
          SELECT id, period, unit FROM offer_caps
          WHERE product_id = ${productId} AND goal = ${goal} AND removed_at IS NULL
            AND (user_id IS NULL OR user_id = ${userId})
          ORDER BY id`.then((rows) => [...rows]),
      );
    }
    return live.get(key)!;
  };
  // Period rows this transaction has made sure of: they are never deleted, so once is enough (an import claims
  // hundreds of conversions of one day).
  const made = new Set<string>();
  return {
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
