/** approveProfile: an admin approves a pending profile, which makes its user an approved affiliate. */
import type { Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { AdminUserRepository } from "../users/admin_user_repository.ts";
import type { ProfileRepository } from "./profile_repository.ts";
import type { ReviewProfileError } from "./review_errors.ts";
import { decideProfile } from "./decide_profile.ts";

/** Repositories a profile decision changes together. */
export interface ReviewRepos {
  profiles: ProfileRepository;
  users: AdminUserRepository;
  audit: AuditRepository;
}

/** What approveProfile and rejectProfile need. */
export interface ReviewProfileDeps {
  uow: UnitOfWork<ReviewRepos>;
  clock: Clock;
}

/** Who to notify about the decision. */
export interface ReviewedProfile {
  userId: number;
  name: string;
  email: string;
}

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
