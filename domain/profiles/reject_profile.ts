/** rejectProfile: an admin rejects a pending profile, optionally saying why; the user may edit and resubmit. */
import { err, ok, type Result } from "../shared/result.ts";
import type { ReviewedProfile, ReviewProfileDeps } from "./approve_profile.ts";
import {
  PROFILE_NOT_FOUND,
  PROFILE_NOT_PENDING,
  type ReviewProfileError,
} from "./review_errors.ts";

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
  return await deps.uow.run(async ({ profiles, users, audit }) => {
    const profile = await profiles.findByUserId(input.userId);
    if (!profile) return err(PROFILE_NOT_FOUND);
    const decided = await profiles.decide(input.userId, {
      status: "rejected",
      reason,
      adminId: input.adminId,
      at,
    });
    if (!decided) return err(PROFILE_NOT_PENDING);
    await users.setApproved(input.userId, false, false);
    await audit.append({
      adminId: input.adminId,
      action: "Reject Profile",
      details:
        `Rejected the profile of user #${input.userId} (${profile.email}).` +
        (reason ? ` Reason: ${reason}` : ""),
    });
    return ok({
      userId: input.userId,
      name: profile.name,
      email: profile.email,
      reason,
    });
  });
}
