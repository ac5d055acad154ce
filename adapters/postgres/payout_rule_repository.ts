/** Postgres payout rules (table payout_rules): appended, never updated except to mark a future rule deleted. */
import type { PayoutType } from "../../domain/offers/goal.ts";
import type { PayoutRule } from "../../domain/offers/payout_rule.ts";
import type { PayoutRuleRepository } from "../../domain/offers/payout_rule_repository.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** A payout_rules row as selected. */
export interface RuleRow {
  id: number;
  product_id: number | null;
  goal: string;
  group_id: number | null;
  user_id: number | null;
  payout_type: PayoutType;
  payout_value: number;
  starts_at: Date;
  created_at: Date;
}

const num = (v: number | null) => (v === null ? null : Number(v));

/** Maps a payout_rules row to the domain rule. */
export function toRule(r: RuleRow): PayoutRule {
  return {
    id: Number(r.id),
    productId: num(r.product_id),
    goal: r.goal,
    groupId: num(r.group_id),
    userId: num(r.user_id),
    payout: { type: r.payout_type, value: Number(r.payout_value) },
    startsAt: new Date(r.starts_at),
    createdAt: new Date(r.created_at),
  };
}

/** A payout rule repository on a connection or transaction. */
export function createPostgresPayoutRuleRepository(
  sql: SqlClient,
): PayoutRuleRepository {
  return {
    async append(rule) {
      const [row] = await sql<RuleRow[]>`
        INSERT INTO payout_rules (product_id, goal, group_id, user_id, payout_type, payout_value, starts_at,
                                  created_by)
        VALUES (${rule.productId}, ${rule.goal}, ${rule.groupId}, ${rule.userId}, ${rule.payout.type},
                ${rule.payout.value}, ${rule.startsAt}, ${rule.createdBy})
        RETURNING id, product_id, goal, group_id, user_id, payout_type, payout_value, starts_at, created_at`;
      return toRule(row);
    },
    async get(id) {
      const [row] = await sql<RuleRow[]>`
        SELECT id, product_id, goal, group_id, user_id, payout_type, payout_value, starts_at, created_at
        FROM payout_rules WHERE id = ${id} AND deleted_at IS NULL`;
      return row ? toRule(row) : null;
    },
    async remove(id) {
      const rows = await sql`
        UPDATE payout_rules SET deleted_at = now() WHERE id = ${id} AND deleted_at IS NULL RETURNING id`;
      return rows.length === 1;
    },
    async list(f) {
      const rows = await sql<RuleRow[]>`
        SELECT id, product_id, goal, group_id, user_id, payout_type, payout_value, starts_at, created_at
        FROM payout_rules
        WHERE deleted_at IS NULL
          AND (${f.productId ?? null}::bigint IS NULL OR product_id = ${
        f.productId ?? null
      }::bigint)
          AND (${f.groupId ?? null}::bigint IS NULL OR group_id = ${
        f.groupId ?? null
      }::bigint)
          AND (${f.userId ?? null}::bigint IS NULL OR user_id = ${
        f.userId ?? null
      }::bigint)
        ORDER BY starts_at, id
        LIMIT 5000`;
      return rows.map(toRule);
    },
    async forOffer(productId) {
      const rows = await sql<RuleRow[]>`
        SELECT id, product_id, goal, group_id, user_id, payout_type, payout_value, starts_at, created_at
        FROM payout_rules
        WHERE deleted_at IS NULL AND (product_id = ${productId} OR product_id IS NULL)
        ORDER BY starts_at, id`;
      return rows.map(toRule);
    },
  };
}
