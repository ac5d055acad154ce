/** The admin user area's ports as use cases and routers receive them. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { PasswordHasher } from "../auth/password_hasher.ts";
import type { RedirectCache } from "../tracking/tracking_repos.ts";
import type { FullProfileReader } from "./full_profile.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { AdminUserRepository } from "./admin_user_repository.ts";

/** Repositories an admin action on a user changes together. */
export interface AdminUserRepos {
  users: AdminUserRepository;
  audit: AuditRepository;
}

/** The read side of the users table: the admin's paged, searchable list. */
export type AdminUserReader = Pick<
  AdminUserRepository,
  "list" | "countStates"
>;

/** Admin users: the users table and full profiles (read), block and password reset (write). */
export interface AdminUserServices {
  reader: AdminUserReader;
  fullProfiles: FullProfileReader;
  uow: UnitOfWork<AdminUserRepos>;
  hasher: Pick<PasswordHasher, "hash">;
  /** A block stops this instance counting the user's clicks at once (other instances within the cache's TTL). */
  linkCache: RedirectCache;
}
