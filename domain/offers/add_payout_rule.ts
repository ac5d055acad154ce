/** Use case: an admin adds a dated payout rule for an offer's goal, a group or an affiliate, audited. */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { isGoalKey, readPayout } from "./goal.ts";
import type { OfferConfigRepos } from "./offer_config_repos.ts";
import type { PayoutRule } from "./payout_rule.ts";
import { describePayout } from "./offer_rates.ts";

/** Why a rule was refused. */
export interface AddPayoutRuleError {
  code:
    | "VALIDATION_ERROR"
    | "PRODUCT_NOT_FOUND"
    | "UNKNOWN_GOAL"
    | "GROUP_NOT_FOUND"
    | "USER_NOT_FOUND";
  message: string;
}

const bad = (message: string) =>
  err<AddPayoutRuleError>({ code: "VALIDATION_ERROR", message });

const isId = (v: unknown): v is number =>
  typeof v === "number" && Number.isSafeInteger(v) && v > 0;

const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant with its offset ("2026-12-01T00:00:00+05:00"), or null; the calendar date must exist. */
function readInstant(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const m = INSTANT.exec(value);
  if (!m) return null;
  const day = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  if (day.getUTCMonth() !== +m[2] - 1 || day.getUTCDate() !== +m[3]) {
    return null;
  }
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Appends the rule `body` describes; `startsAt` defaults to now and may be in the past or the future. */
export async function addPayoutRule(
  deps: { uow: UnitOfWork<OfferConfigRepos>; clock: Clock },
  input: { adminId: number; body: Record<string, unknown> },
): Promise<Result<PayoutRule, AddPayoutRuleError>> {
  const b = input.body;
  if (!isId(b.offerId)) return bad("offerId must be a product id.");
  if (!isGoalKey(b.goal)) return bad("goal must be a goal key.");
  const groupId = b.groupId ?? null;
  const userId = b.userId ?? null;
  if (groupId !== null && !isId(groupId)) {
    return bad("groupId must be a group id.");
  }
  if (userId !== null && !isId(userId)) return bad("userId must be a user id.");
  if (groupId !== null && userId !== null) {
    return bad("A rule is for a group or for an affiliate, not both.");
  }
  const payout = readPayout(b.payout);
  if (!payout.ok) return err(payout.error);
  let startsAt = deps.clock.now();
  if (b.startsAt !== undefined && b.startsAt !== null) {
    const at = readInstant(b.startsAt);
    if (!at) {
      return bad(
        'startsAt must be an ISO 8601 instant with its offset, e.g. "2026-12-01T00:00:00+05:00".',
      );
    }
    startsAt = at;
  }
  return await deps.uow.run(
    async ({ products, goals, groups, rules, audit }) => {
      const product = await products.get(b.offerId as number);
      if (!product) {
        return err({
          code: "PRODUCT_NOT_FOUND" as const,
          message: "Offer not found.",
        });
      }
      if (!(await goals.get(product.id, b.goal as string))) {
        return err({
          code: "UNKNOWN_GOAL" as const,
          message: `The offer has no goal "${b.goal}".`,
        });
      }
      const group = groupId === null
        ? null
        : await groups.get(groupId as number);
      if (groupId !== null && !group) {
        return err({
          code: "GROUP_NOT_FOUND" as const,
          message: "Group not found.",
        });
      }
      if (group?.isDefault) {
        return err({
          code: "VALIDATION_ERROR" as const,
          message:
            "The default group earns the offer's own rate; change the goal's payout instead.",
        });
      }
      if (userId !== null && !(await groups.placement(userId as number))) {
        return err({
          code: "USER_NOT_FOUND" as const,
          message: "Affiliate not found.",
        });
      }
      const rule = await rules.append({
        productId: product.id,
        goal: b.goal as string,
        groupId: groupId as number | null,
        userId: userId as number | null,
        payout: payout.value,
        startsAt,
        createdBy: input.adminId,
      });
      const who = userId !== null
        ? `user #${userId}`
        : groupId !== null
        ? `group #${groupId}`
        : "offer";
      await audit.append({
        adminId: input.adminId,
        action: "Add Payout Rule",
        details:
          `Rule #${rule.id}: product #${product.id} ${rule.goal} for ${who}: ${
            describePayout(rule.payout)
          } from ${startsAt.toISOString()}`,
      });
      return ok(rule);
    },
  );
}
