/** Postgres caps (offer_caps: removed_at marks removed or superseded caps) and their usage (offer_cap_usage). */
import type { CapPeriod, CapUnit, OfferCap } from "../../domain/offers/cap.ts";
import type { CapRepository } from "../../domain/offers/cap_repository.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface CapRow {
  id: number;
  product_id: number;
  goal: string;
  user_id: number | null;
  period: CapPeriod;
  unit: CapUnit;
  cap_limit: number;
  created_at: Date;
  removed_at: Date | null;
}

function toCap(r: CapRow): OfferCap {
  return {
    id: Number(r.id),
    productId: Number(r.product_id),
    goal: r.goal,
    userId: r.user_id === null ? null : Number(r.user_id),
    period: r.period,
    unit: r.unit,
    limit: Number(r.cap_limit),
    createdAt: new Date(r.created_at),
    removedAt: r.removed_at === null ? null : new Date(r.removed_at),
  };
}

/** A cap repository on a connection or transaction. */
export function createPostgresCapRepository(sql: SqlClient): CapRepository {
  return {
    async list(f) {
      const rows = await sql<CapRow[]>`
        SELECT id, product_id, goal, user_id, period, unit, cap_limit, created_at, removed_at
        FROM offer_caps
        WHERE (${f.productId ?? null}::bigint IS NULL OR product_id = ${
        f.productId ?? null
      }::bigint)
          AND (${f.userId ?? null}::bigint IS NULL OR user_id = ${
        f.userId ?? null
      }::bigint)
          AND (${f.withRemoved ?? false} OR removed_at IS NULL)
        ORDER BY id DESC
        LIMIT 1000`;
      return rows.map(toCap);
    },
    async get(id) {
      const [row] = await sql<CapRow[]>`
        SELECT id, product_id, goal, user_id, period, unit, cap_limit, created_at, removed_at
        FROM offer_caps WHERE id = ${id}`;
      return row ? toCap(row) : null;
    },
    async add(cap, adminId) {
      const [old] = await sql<CapRow[]>`
        UPDATE offer_caps SET removed_at = now()
        WHERE product_id = ${cap.productId} AND goal = ${cap.goal}
          AND COALESCE(user_id, 0) = ${
        cap.userId ?? 0
      } AND period = ${cap.period} AND removed_at IS NULL
        RETURNING id, product_id, goal, user_id, period, unit, cap_limit, created_at, removed_at`;
      const [row] = await sql<CapRow[]>`
        INSERT INTO offer_caps (product_id, goal, user_id, period, unit, cap_limit, created_by)
        VALUES (${cap.productId}, ${cap.goal}, ${cap.userId}, ${cap.period}, ${cap.unit}, ${cap.limit}, ${adminId})
        RETURNING id, product_id, goal, user_id, period, unit, cap_limit, created_at, removed_at`;
      return { cap: toCap(row), superseded: old ? toCap(old) : null };
    },
    async remove(id) {
      const rows = await sql`
        UPDATE offer_caps SET removed_at = now() WHERE id = ${id} AND removed_at IS NULL RETURNING id`;
      return rows.length === 1;
    },
    async removeForGoal(productId, goal) {
      const rows = await sql`
        UPDATE offer_caps SET removed_at = now()
        WHERE product_id = ${productId} AND goal = ${goal} AND removed_at IS NULL RETURNING id`;
      return rows.length;
    },
    async usage(capIds, periodStart) {
      const used = new Map<number, number>();
      if (capIds.length === 0) return used;
      const rows = await sql<{ cap_id: number; used: number }[]>`
        SELECT cap_id, used FROM offer_cap_usage
        WHERE cap_id = ANY(${capIds}::bigint[]) AND period_start = ${periodStart}::date`;
      for (const r of rows) used.set(Number(r.cap_id), Number(r.used));
      return used;
    },
  };
}
