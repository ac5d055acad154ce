/** The admin user area's ports as use cases and routers receive them. */
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { AdminUserRepository } from "./admin_user_repository.ts";

/** Repositories an admin action on a user changes together. */
export interface AdminUserRepos {
  users: AdminUserRepository;
  audit: AuditRepository;
}

/** The read side of the users table: the admin's paged, searchable list. */
export type AdminUserReader = Pick<AdminUserRepository, "list">;
