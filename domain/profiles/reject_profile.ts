/** rejectProfile: an admin rejects a pending profile, optionally saying why; the user may edit and resubmit. */
import { err, ok, type Result } from "../shared/result.ts";
import type { ReviewedProfile, ReviewProfileDeps } from "./profile_repos.ts";
import type { ReviewProfileError } from "./review_errors.ts";
import { decideProfile } from "./decide_profile.ts";

const MAX_REASON = 1000;

/** Rejects the profile (keeping the user unapproved) and writes the audit row in the same transaction. */
export async function rejectProfile(
  deps: ReviewProfileDeps,
  input: { adminId: number; userId: number; reason?: string | null },
): Promise<
  Result<
    ReviewedProfile & { reason: string | null },
    ReviewProfileError | { code: "VALIDATION_ERROR"; message: string }
  >
> {
  const reason = input.reason?.trim() || null;
  if (reason !== null && reason.length > MAX_REASON) {
    return err({
      code: "VALIDATION_ERROR" as const,
      message: `The reason is too long (at most ${MAX_REASON} characters).`,
    });
  }
  const at = deps.clock.now();
  return await deps.uow.run(async (repos) => {
    const decided = await decideProfile(repos, {
      userId: input.userId,
      adminId: input.adminId,
      status: "rejected",
      reason,
      at,
      action: "Reject Profile",
      details: (email) =>
        `Rejected the profile of user #${input.userId} (${email}).` +
        (reason ? ` Reason: ${reason}` : ""),
    });
    return decided.ok ? ok({ ...decided.value, reason }) : decided;
  });
}
