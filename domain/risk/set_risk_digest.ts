/** setRiskDigest: an admin turns their own daily risk digest email on or off (audited). */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { RiskRepos } from "./risk_repos.ts";

/** The message of the digest switch rule. */
export const DIGEST_MESSAGE = "enabled must be true or false.";

/** Stores the admin's choice and audits it in one transaction. */
export async function setRiskDigest(
  deps: { uow: UnitOfWork<RiskRepos> },
  input: { adminId: number; enabled: unknown },
): Promise<
  Result<
    boolean,
    { code: "VALIDATION_ERROR"; message: string; field: "enabled" }
  >
> {
  const enabled = input.enabled;
  if (typeof enabled !== "boolean") {
    return err({
      code: "VALIDATION_ERROR",
      message: DIGEST_MESSAGE,
      field: "enabled",
    });
  }
  await deps.uow.run(async ({ digest, audit }) => {
    if ((await digest.get(input.adminId)) === enabled) return;
    await digest.set(input.adminId, enabled);
    await audit.append({
      adminId: input.adminId,
      action: "Update Risk Digest",
      details: `Daily risk digest email turned ${enabled ? "on" : "off"}`,
    });
  });
  return ok(enabled);
}
