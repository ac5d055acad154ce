/** Use case: an admin deletes a payout rule not yet in force (one in force or past stays: history), audited. */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { OfferConfigRepos } from "./offer_config_repos.ts";

/** Why a rule was not deleted. */
export interface DeletePayoutRuleError {
  code: "RULE_NOT_FOUND" | "RULE_IN_FORCE";
  message: string;
}

/** Deletes rule `id` when its start is still ahead. */
export async function deletePayoutRule(
  deps: { uow: UnitOfWork<OfferConfigRepos>; clock: Clock },
  input: { adminId: number; id: number },
): Promise<Result<{ id: number }, DeletePayoutRuleError>> {
  const now = deps.clock.now();
  return await deps.uow.run(async ({ rules, audit }) => {
    const rule = await rules.get(input.id);
    if (!rule) {
      return err({
        code: "RULE_NOT_FOUND" as const,
        message: "Payout rule not found.",
      });
    }
    if (rule.startsAt.getTime() <= now.getTime()) {
      return err({
        code: "RULE_IN_FORCE" as const,
        message:
          "This rule has started and is part of the history; add a new rule to supersede it.",
      });
    }
    await rules.remove(rule.id);
    await audit.append({
      adminId: input.adminId,
      action: "Delete Payout Rule",
      details:
        `Rule #${rule.id} (product #${rule.productId} ${rule.goal}, from ${rule.startsAt.toISOString()}) deleted before it started`,
    });
    return ok({ id: rule.id });
  });
}
