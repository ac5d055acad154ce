/** Postgres reader of an affiliate's payouts now: goals, the rules that may apply to them, live caps and usage. */
import type { Sql } from "postgres";
import type { AffiliatePayoutReader } from "../../domain/offers/affiliate_payout_reader.ts";
import type { Goal } from "../../domain/offers/goal.ts";
import { payoutsNow } from "../../domain/offers/payouts_now.ts";
import { saleGoalOf } from "../../domain/offers/offer_rates.ts";
import { karachiDate, startOfMonth } from "../../domain/shared/karachi_date.ts";
import { createPostgresCapRepository } from "./offer_cap_repository.ts";
import { type RuleRow, toRule } from "./payout_rule_repository.ts";

/** The reader on the pool. */
export function createPostgresAffiliatePayoutReader(
  sql: Sql,
): AffiliatePayoutReader {
  const capRepo = createPostgresCapRepository(sql);
  return {
    async forAffiliate(userId, at, productId) {
      const [who] = await sql<
        {
          group_id: number;
          name: string;
          is_default: boolean;
          group_pinned: boolean;
        }[]
      >`
        SELECT g.id AS group_id, g.name, g.is_default, u.group_pinned
        FROM users u
        JOIN affiliate_groups g
          ON g.id = COALESCE(u.group_id, (SELECT id FROM affiliate_groups WHERE is_default AND deleted_at IS NULL))
        WHERE u.id = ${userId}`;
      if (!who) return null;
      const groupId = Number(who.group_id);
      const products = await sql<
        { id: number; commission_bp: number; refund_hold_days: number }[]
      >`
        SELECT id, commission_bp, refund_hold_days FROM products
        WHERE deleted_at IS NULL AND (${
        productId ?? null
      }::bigint IS NULL OR id = ${productId ?? null}::bigint)
        ORDER BY id`;
      const ids = products.map((p) => Number(p.id));
      const goalRows = ids.length === 0 ? [] : await sql<
        {
          product_id: number;
          goal: string;
          name: string;
          payout_type: "percent" | "flat";
          payout_value: number;
          hold_days: number;
        }[]
      >`
        SELECT product_id, goal, name, payout_type, payout_value, hold_days FROM offer_goals
        WHERE product_id = ANY(${ids}::bigint[])
        ORDER BY product_id, (goal = 'sale') DESC, position, goal`;
      const goals: Goal[] = goalRows.map((r) => ({
        productId: Number(r.product_id),
        key: r.goal,
        name: r.name,
        payout: { type: r.payout_type, value: Number(r.payout_value) },
        revenue: null,
        holdDays: Number(r.hold_days),
      }));
      // A product stored without its goals (written before goals existed) still has its sale goal.
      const withGoals = new Set(goals.map((g) => g.productId));
      for (const p of products) {
        if (!withGoals.has(Number(p.id))) {
          goals.push(
            saleGoalOf(
              Number(p.id),
              Number(p.commission_bp),
              Number(p.refund_hold_days),
            ),
          );
        }
      }
      const ruleList = ids.length === 0 ? [] : (await sql<RuleRow[]>`
        SELECT id, product_id, goal, group_id, user_id, payout_type, payout_value, starts_at, created_at
        FROM payout_rules
        WHERE deleted_at IS NULL AND starts_at <= ${at}
          AND (product_id IS NULL OR product_id = ANY(${ids}::bigint[]))
          AND (user_id IS NULL OR user_id = ${userId})
          AND (group_id IS NULL OR group_id = ${groupId})`).map(toRule);
      const caps = (await capRepo.list({ productId })).filter((c) =>
        c.userId === null || c.userId === userId
      );
      const today = karachiDate(at);
      const capIds = caps.map((c) => c.id);
      const usage = {
        day: await capRepo.usage(capIds, today),
        month: await capRepo.usage(capIds, startOfMonth(today)),
      };
      const offers = new Map<number, ReturnType<typeof payoutsNow>>();
      for (const id of ids) {
        offers.set(
          id,
          payoutsNow(goals, ruleList, caps, usage, {
            productId: id,
            userId,
            // The default group has no group rules of its own (docs/offers.md).
            groupId: who.is_default ? null : groupId,
            groupName: who.name,
            at,
          }),
        );
      }
      return {
        group: {
          groupId,
          groupName: who.name,
          isDefault: who.is_default,
          pinned: who.group_pinned,
        },
        offers,
      };
    },
  };
}
