/** The profile area's ports as the use cases receive them: the review transaction's repositories and deps. */
import type { EventOutbox } from "../events/event_outbox.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { AdminUserRepository } from "../users/admin_user_repository.ts";
import type { ProfileRepository } from "./profile_repository.ts";
import type { RiskRepository } from "../risk/risk_repos.ts";

/** Repositories a profile decision changes together. */
export interface ReviewRepos {
  profiles: ProfileRepository;
  users: AdminUserRepository;
  audit: AuditRepository;
  /** Events out: affiliate.approved (docs/webhooks.md). */
  outbox: EventOutbox;
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

/** The read side of profiles: a user's own profile and the admin review queue. */
export type ProfileReader = Pick<
  ProfileRepository,
  "findByUserId" | "listPending"
>;

/** Sends the decision notices; called after the decision has committed (email in production). */
export interface ProfileNotifier {
  profileApproved(profile: ReviewedProfile): Promise<void>;
  profileRejected(
    profile: ReviewedProfile & { reason: string | null },
  ): Promise<void>;
}

/** Profiles: the affiliate's own profile and the review queue (read), review decisions (write) and their emails. */
export interface ProfileServices {
  reader: ProfileReader;
  /** The caller's account as the users table shows it: its one lifecycle state on /api/profile/me. */
  accounts: Pick<AdminUserRepository, "findById">;
  /** Profile decisions, and submissions (which record the profile's CNIC as a risk identity). */
  reviewUow: UnitOfWork<ReviewRepos & { risk: RiskRepository }>;
  notifier: ProfileNotifier;
}
