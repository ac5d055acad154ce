/**
 * Use case: an admin approves or rejects applications, one or many (docs/offer-directory.md). Each decision is
 * audited in the same transaction; an approval makes the affiliate's link. Applications already decided, or whose
 * offer has no destination URL to link to (approval), are skipped and named in the answer.
 */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { RandomSource } from "../shared/random.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  type OfferApplication,
} from "./application.ts";
import type { ApplicationRepos } from "./directory_repos.ts";
import { linkForApproval } from "./approve_application.ts";

/** One skipped application and why. */
export interface SkippedApplication {
  id: number;
  code: "NOT_FOUND" | "NOT_PENDING" | "NO_DESTINATION";
  message: string;
}

/** What was decided and what was skipped. */
export interface DecisionOutcome {
  decided: OfferApplication[];
  skipped: SkippedApplication[];
}

/** Most applications one call decides. */
export const MAX_DECISIONS = 100;

/** Decides the applications `ids`; a rejection needs a reason. */
export async function decideApplications(
  deps: {
    uow: UnitOfWork<ApplicationRepos>;
    random: RandomSource;
    clock: Clock;
  },
  input: {
    adminId: number;
    ids: unknown;
    decision: unknown;
    reason?: unknown;
  },
): Promise<
  Result<DecisionOutcome, { code: "VALIDATION_ERROR"; message: string }>
> {
  const ids = Array.isArray(input.ids) &&
      input.ids.every((id) => Number.isSafeInteger(id) && id > 0)
    ? [...new Set(input.ids as number[])]
    : [];
  if (ids.length === 0 || ids.length > MAX_DECISIONS) {
    return err({ code: "VALIDATION_ERROR", message: APPLICATION_MESSAGES.ids });
  }
  if (input.decision !== "approve" && input.decision !== "reject") {
    return err({
      code: "VALIDATION_ERROR",
      message: APPLICATION_MESSAGES.decision,
    });
  }
  const approve = input.decision === "approve";
  const reason = typeof input.reason === "string" ? input.reason.trim() : "";
  if (
    (!approve && !reason) || reason.length > APPLICATION_LIMITS.reason ||
    (input.reason !== undefined && input.reason !== null &&
      typeof input.reason !== "string")
  ) {
    return err({
      code: "VALIDATION_ERROR",
      message: APPLICATION_MESSAGES.reason,
    });
  }
  return ok(
    await deps.uow.run(
      async ({ applications, products, links, audit, alerts }) => {
        const found = await applications.lockMany(ids);
        const outcome: DecisionOutcome = { decided: [], skipped: [] };
        for (const id of ids) {
          const a = found.find((f) => f.id === id);
          if (!a) {
            outcome.skipped.push({
              id,
              code: "NOT_FOUND",
              message: "Application not found.",
            });
            continue;
          }
          if (a.status !== "pending") {
            outcome.skipped.push({
              id,
              code: "NOT_PENDING",
              message: APPLICATION_MESSAGES.notPending,
            });
            continue;
          }
          const product = await products.get(a.productId);
          if (approve) {
            const link = product
              ? await linkForApproval(links, deps.random, a.userId, product)
              : null;
            if (!link) {
              outcome.skipped.push({
                id,
                code: "NO_DESTINATION",
                message: APPLICATION_MESSAGES.noDestination,
              });
              continue;
            }
          }
          const decided = await applications.decide(id, {
            status: approve ? "approved" : "rejected",
            reason: reason || null,
            adminId: input.adminId,
            at: deps.clock.now(),
          });
          await audit.append({
            adminId: input.adminId,
            action: approve ? "Approve Application" : "Reject Application",
            details: `Application #${id}: user #${a.userId} → "${
              product?.title ?? "?"
            }" (product #${a.productId})${reason ? `: ${reason}` : ""}`,
          });
          await alerts.enqueue([{
            userId: a.userId,
            kind: "applicationDecided",
            payload: {
              applicationId: id,
              productId: a.productId,
              status: approve ? "approved" : "rejected",
              reason: reason || null,
            },
          }]);
          outcome.decided.push(decided);
        }
        return outcome;
      },
    ),
  );
}
