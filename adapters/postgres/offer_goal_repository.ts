/** Postgres offer goals (table offer_goals). */
import type { Goal, PayoutType } from "../../domain/offers/goal.ts";
import type { GoalRepository } from "../../domain/offers/goal_repository.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface GoalRow {
  product_id: number;
  goal: string;
  name: string;
  payout_type: PayoutType;
  payout_value: number;
  revenue_type: PayoutType | null;
  revenue_value: number | null;
  hold_days: number;
}

function toGoal(r: GoalRow): Goal {
  return {
    productId: Number(r.product_id),
    key: r.goal,
    name: r.name,
    payout: { type: r.payout_type, value: Number(r.payout_value) },
    revenue: r.revenue_type === null
      ? null
      : { type: r.revenue_type, value: Number(r.revenue_value) },
    holdDays: Number(r.hold_days),
  };
}

/** A goal repository on a connection or transaction. */
export function createPostgresGoalRepository(sql: SqlClient): GoalRepository {
  return {
    async list(productId) {
      const rows = await sql<GoalRow[]>`
        SELECT product_id, goal, name, payout_type, payout_value, revenue_type, revenue_value, hold_days
        FROM offer_goals WHERE product_id = ${productId}
        ORDER BY (goal = 'sale') DESC, position, goal`;
      return rows.map(toGoal);
    },
    async get(productId, key) {
      const [row] = await sql<GoalRow[]>`
        SELECT product_id, goal, name, payout_type, payout_value, revenue_type, revenue_value, hold_days
        FROM offer_goals WHERE product_id = ${productId} AND goal = ${key}`;
      return row ? toGoal(row) : null;
    },
    async save(goal, position) {
      await sql`
        INSERT INTO offer_goals (product_id, goal, name, payout_type, payout_value, revenue_type, revenue_value,
                                 hold_days, position)
        VALUES (${goal.productId}, ${goal.key}, ${goal.name}, ${goal.payout.type}, ${goal.payout.value},
                ${goal.revenue?.type ?? null}, ${
        goal.revenue?.value ?? null
      }, ${goal.holdDays},
                ${position ?? 0})
        ON CONFLICT (product_id, goal) DO UPDATE SET
          name = EXCLUDED.name, payout_type = EXCLUDED.payout_type, payout_value = EXCLUDED.payout_value,
          revenue_type = EXCLUDED.revenue_type, revenue_value = EXCLUDED.revenue_value,
          hold_days = EXCLUDED.hold_days,
          position = COALESCE(${
        position ?? null
      }::integer, offer_goals.position), updated_at = now()`;
    },
    async remove(productId, key) {
      await sql`DELETE FROM offer_goals WHERE product_id = ${productId} AND goal = ${key}`;
    },
  };
}
