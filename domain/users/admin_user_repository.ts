/** AdminUserRepository: the port through which admins list users and change their access. */
import type { UserListQuery, UserSummary } from "./user_summary.ts";

/** User administration; deleted users are invisible to it. */
export interface AdminUserRepository {
  list(query: UserListQuery): Promise<{ rows: UserSummary[]; total: number }>;
  findById(id: number): Promise<UserSummary | null>;
  /** Sets isApproved; with endSessions the token version is bumped so every issued token stops working. */
  setApproved(
    id: number,
    approved: boolean,
    endSessions: boolean,
  ): Promise<void>;
  /** Stores a new password hash and bumps the token version, ending every session. */
  setPasswordHash(id: number, passwordHash: string): Promise<void>;
}
