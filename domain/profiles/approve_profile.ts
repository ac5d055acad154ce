/** approveProfile: an admin approves a pending profile, which makes its user an approved affiliate. */
import type { Result } from "../shared/result.ts";
import type { ReviewedProfile, ReviewProfileDeps } from "./profile_repos.ts";
import type { ReviewProfileError } from "./review_errors.ts";
import { decideProfile } from "./decide_profile.ts";

/** Approves the profile, sets the user approved and writes the audit row, all in one transaction. */
export async function approveProfile(
  deps: ReviewProfileDeps,
  input: { adminId: number; userId: number },
): Promise<Result<ReviewedProfile, ReviewProfileError>> {
  const at = deps.clock.now();
  return await deps.uow.run((repos) =>
    decideProfile(repos, {
      userId: input.userId,
      adminId: input.adminId,
      status: "approved",
      reason: null,
      at,
      action: "Approve Profile",
      details: (email) =>
        `Approved the profile of user #${input.userId} (${email}).`,
    })
  );
}
