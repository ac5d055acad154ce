/** closeRiskFlag: an admin clears (checked, fine) or dismisses (a false signal) an open flag, with a note; audited. */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { RISK_KIND_LABELS, RISK_MESSAGES, type RiskFlag } from "./risk_flag.ts";
import type { RiskRepos } from "./risk_repos.ts";

/** What closeRiskFlag needs. */
export interface CloseRiskFlagDeps {
  uow: UnitOfWork<RiskRepos>;
  clock: Clock;
}

/** A refused close. */
export interface CloseRiskFlagError {
  code: "VALIDATION_ERROR" | "NOT_FOUND" | "RISK_FLAG_CLOSED";
  message: string;
  field?: "note";
}

/** Checks the note (1–1000 characters, trimmed), then closes the open flag and audits it in one transaction. */
export async function closeRiskFlag(
  deps: CloseRiskFlagDeps,
  input: {
    adminId: number;
    flagId: number;
    outcome: "cleared" | "dismissed";
    note: unknown;
  },
): Promise<Result<RiskFlag, CloseRiskFlagError>> {
  const note = typeof input.note === "string" ? input.note.trim() : "";
  if (note === "" || note.length > 1000) {
    return err({
      code: "VALIDATION_ERROR",
      message: RISK_MESSAGES.note,
      field: "note",
    });
  }
  const now = deps.clock.now();
  return await deps.uow.run(
    async ({ risk, audit }): Promise<Result<RiskFlag, CloseRiskFlagError>> => {
      const flag = await risk.findForUpdate(input.flagId);
      if (!flag) {
        return err({ code: "NOT_FOUND", message: RISK_MESSAGES.notFound });
      }
      if (flag.status !== "open") {
        return err({
          code: "RISK_FLAG_CLOSED",
          message: RISK_MESSAGES.notOpen,
        });
      }
      await risk.close(flag.id, {
        status: input.outcome,
        adminId: input.adminId,
        note,
        at: now,
      });
      await audit.append({
        adminId: input.adminId,
        action: input.outcome === "cleared"
          ? "Clear Risk Flag"
          : "Dismiss Risk Flag",
        details: `Risk flag #${flag.id} (${
          RISK_KIND_LABELS[flag.kind]
        }, ${flag.severity}) on ${flag.userEmail} ${input.outcome}: ${note}`,
      });
      return ok({
        ...flag,
        status: input.outcome,
        clearedBy: input.adminId,
        clearedAt: now,
        note,
      });
    },
  );
}
