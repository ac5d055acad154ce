/**
 * Use case: an admin replaces an offer's goals (PUT /api/admin/products/{id}/goals), audited. The sale goal stays and
 * is kept in step with the product's commission and refund policy; every changed payout appends an offer-level rule
 * starting now; a removed goal stops taking conversions and its live caps end (its history stays). docs/offers.md.
 */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { type Goal, SALE_GOAL } from "./goal.ts";
import { type GoalInputError, readGoals } from "./goal_input.ts";
import type { OfferConfigRepos } from "./offer_config_repos.ts";
import {
  appendOfferRate,
  describePayout,
  saleGoalOf,
  samePayout,
} from "./offer_rates.ts";

/** Why goals were not replaced. */
export type ReplaceGoalsError = GoalInputError | {
  code: "PRODUCT_NOT_FOUND";
  message: string;
};

/** Replaces product `productId`'s goals with `goals` (the wire list); answers the stored list. */
export async function replaceGoals(
  deps: { uow: UnitOfWork<OfferConfigRepos>; clock: Clock },
  input: { adminId: number; productId: number; goals: unknown },
): Promise<Result<Goal[], ReplaceGoalsError>> {
  const read = readGoals(input.productId, input.goals);
  if (!read.ok) return err(read.error);
  const now = deps.clock.now();
  return await deps.uow.run(
    async ({ goals, rules, caps, products, audit }) => {
      const product = await products.get(input.productId);
      if (!product) {
        return err({
          code: "PRODUCT_NOT_FOUND" as const,
          message: "Product not found.",
        });
      }
      const before = new Map(
        (await goals.list(product.id)).map((g) => [g.key, g]),
      );
      const changes: string[] = [];
      for (const [position, goal] of read.value.entries()) {
        const old = before.get(goal.key) ??
          (goal.key === SALE_GOAL
            ? saleGoalOf(product.id, product.commissionBp, -1)
            : null);
        await goals.save(goal, position);
        if (!old || !samePayout(old.payout, goal.payout)) {
          await appendOfferRate(rules, goal, now, input.adminId);
          changes.push(`${goal.key} ${describePayout(goal.payout)}`);
        }
        if (goal.key === SALE_GOAL) {
          // A flat sale payout leaves commissionPercent at the percent it last had (docs/offers.md).
          await products.setSaleTerms(product.id, {
            commissionBp: goal.payout.type === "percent"
              ? goal.payout.value
              : product.commissionBp,
            holdDays: goal.holdDays,
          });
        }
        before.delete(goal.key);
      }
      for (const key of before.keys()) {
        await goals.remove(product.id, key);
        await caps.removeForGoal(product.id, key);
        changes.push(`${key} removed`);
      }
      await audit.append({
        adminId: input.adminId,
        action: "Update Goals",
        details: `Product #${product.id} goals: ${
          read.value.map((g) =>
            `${g.key} ${describePayout(g.payout)} hold ${g.holdDays}d`
          ).join(", ")
        }${changes.length ? ` (changed: ${changes.join(", ")})` : ""}`,
      });
      return ok(await goals.list(product.id));
    },
  );
}
