/** Use case: an admin sets the global commission percent (0–100), audited in the same transaction. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { basisPointsToPercent } from "../products/commission_percent.ts";
import { exactPercent } from "../products/exact_percent.ts";
import type { CommissionRepos } from "./commission_repos.ts";
import type { Clock } from "../shared/clock.ts";
import { SALE_GOAL } from "../offers/goal.ts";

/** What updateCommission needs. */
export interface UpdateCommissionDeps {
  uow: UnitOfWork<CommissionRepos>;
  /** When a change's global rule starts. */
  clock: Clock;
}

/** A rejected commission value. */
export interface CommissionError {
  code: "VALIDATION_ERROR";
  message: string;
}

/** The message for a missing or out-of-range commission. */
export const COMMISSION_RANGE_MESSAGE =
  "Commission must be a number between 0 and 100.";

/** Validates and stores the global commission, appending a global payout rule from now when it changes. */
export async function updateCommission(
  deps: UpdateCommissionDeps,
  input: { adminId: number; globalCommissionPercent: unknown },
): Promise<Result<{ globalCommissionPercent: number }, CommissionError>> {
  // Read from the decimals as written, so 12.345 rounds half up to 12.35 rather than from its double (12.34).
  const exact = exactPercent(input.globalCommissionPercent);
  if (!exact || exact.belowZero || exact.aboveHundred) {
    return err({ code: "VALIDATION_ERROR", message: COMMISSION_RANGE_MESSAGE });
  }
  const bp = exact.basisPoints;
  await deps.uow.run(async ({ commission, rules, audit }) => {
    const before = await commission.getGlobalBp();
    await commission.setGlobalBp(bp);
    if (before !== bp) {
      await rules.append({
        productId: null,
        goal: SALE_GOAL,
        groupId: null,
        userId: null,
        payout: { type: "percent", value: bp },
        startsAt: deps.clock.now(),
        createdBy: input.adminId,
      });
    }
    await audit.append({
      adminId: input.adminId,
      action: "Update Commission",
      details: `Global commission ${basisPointsToPercent(before)}% → ${
        basisPointsToPercent(bp)
      }%`,
    });
  });
  return ok({ globalCommissionPercent: basisPointsToPercent(bp) });
}
