/** The flow approving and rejecting share: decide the pending profile, set the user's approval, write the audit row. */
import { err, ok, type Result } from "../shared/result.ts";
import type { ReviewedProfile, ReviewRepos } from "./profile_repos.ts";
import {
  PROFILE_NOT_FOUND,
  PROFILE_NOT_PENDING,
  type ReviewProfileError,
} from "./review_errors.ts";

/** One admin decision on a user's profile, with the audit row it writes (details get the user's email). */
export interface ProfileDecision {
  userId: number;
  adminId: number;
  status: "approved" | "rejected";
  reason: string | null;
  at: Date;
  action: string;
  details: (email: string) => string;
}

/** Records the decision inside the caller's transaction; NOT_FOUND without a profile, not pending once decided. */
export async function decideProfile(
  { profiles, users, audit, outbox }: ReviewRepos,
  decision: ProfileDecision,
): Promise<Result<ReviewedProfile, ReviewProfileError>> {
  const profile = await profiles.findByUserId(decision.userId);
  if (!profile) return err(PROFILE_NOT_FOUND);
  const decided = await profiles.decide(decision.userId, {
    status: decision.status,
    reason: decision.reason,
    adminId: decision.adminId,
    at: decision.at,
  });
  if (!decided) return err(PROFILE_NOT_PENDING);
  // Only an approval makes the user an approved affiliate; sessions stay valid either way.
  await users.setApproved(
    decision.userId,
    decision.status === "approved",
    false,
  );
  await audit.append({
    adminId: decision.adminId,
    action: decision.action,
    details: decision.details(profile.email),
  });
  if (decision.status === "approved") {
    await outbox.emit({
      type: "affiliate.approved",
      affiliate: {
        id: decision.userId,
        name: profile.name,
        email: profile.email,
      },
    });
  }
  return ok({
    userId: decision.userId,
    name: profile.name,
    email: profile.email,
  });
}
