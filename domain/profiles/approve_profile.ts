/** approveProfile: an admin approves a pending profile, which makes its user an approved affiliate. */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { AdminUserRepository } from "../users/admin_user_repository.ts";
import type { ProfileRepository } from "./profile_repository.ts";
import {
  PROFILE_NOT_FOUND,
  PROFILE_NOT_PENDING,
  type ReviewProfileError,
} from "./review_errors.ts";

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
  return await deps.uow.run(async ({ profiles, users, audit }) => {
    const profile = await profiles.findByUserId(input.userId);
    if (!profile) return err(PROFILE_NOT_FOUND);
    const decided = await profiles.decide(input.userId, {
      status: "approved",
      reason: null,
      adminId: input.adminId,
      at,
    });
    if (!decided) return err(PROFILE_NOT_PENDING);
    await users.setApproved(input.userId, true, false);
    await audit.append({
      adminId: input.adminId,
      action: "Approve Profile",
      details:
        `Approved the profile of user #${input.userId} (${profile.email}).`,
    });
    return ok({
      userId: input.userId,
      name: profile.name,
      email: profile.email,
    });
  });
}
