/** AdminUserRepository: the port through which admins list users and change their access. */
import type { UserListQuery, UserSummary } from "./user_summary.ts";
import type { LifecycleStateCounts } from "./lifecycle_state.ts";

/** User administration; deleted users are invisible to it. */
export interface AdminUserRepository {
  list(query: UserListQuery): Promise<{ rows: UserSummary[]; total: number }>;
  /** How many people (matching the search, if any) are in each lifecycle state. */
  countStates(q?: string): Promise<LifecycleStateCounts>;
  findById(id: number): Promise<UserSummary | null>;
  /** Sets isApproved (a profile decision, which also clears any block); with endSessions the token version is bumped so every issued token stops working. */
  setApproved(
    id: number,
    approved: boolean,
    endSessions: boolean,
  ): Promise<void>;
  /**
   * Blocks (isApproved off, sessions ended, the block and the approval it took remembered) or unblocks (isApproved
   * back to what it was before the block, block cleared); answers isApproved after the change.
   */
  setBlocked(id: number, blocked: boolean): Promise<boolean>;
  /** Every admin, row-locked in id order (as removing an admin locks them), and whether each is active: verified
   * and not blocked. Blocking and removing admins under this lock can never leave no active admin. */
  lockAdmins(): Promise<{ id: number; active: boolean }[]>;
  /** True while the user is blocked: not approved because of a block, not for want of a profile review. */
  isBlocked(id: number): Promise<boolean>;
  /** Stores a new password hash and bumps the token version, ending every session. */
  setPasswordHash(id: number, passwordHash: string): Promise<void>;
}
