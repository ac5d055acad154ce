/** toggleUserBlock: an admin blocks any user (approved, pending or a sign-up with no profile) or unblocks a blocked
 * one, who gets back exactly the approval the block took (docs/product.md §4; docs/decisions.md). */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AdminUserRepos } from "./user_repos.ts";
import {
  type LastActiveAdmin,
  type SelfActionForbidden,
  USER_NOT_FOUND,
  type UserNotFound,
} from "./admin_errors.ts";

/** What toggleUserBlock needs. */
export interface ToggleUserBlockDeps {
  uow: UnitOfWork<AdminUserRepos>;
}

/** The messages of blocking. */
export const BLOCK_MESSAGES = {
  self: "You cannot block your own account.",
  lastAdmin:
    "The last active admin cannot be blocked: make another admin first.",
} as const;

/**
 * Blocks a user who is not blocked, unblocks one who is; a block ends the user's sessions; audited in the same
 * transaction. Blocking an admin locks the admins first, so the last active admin is never blocked, not even by two
 * admins blocking each other at once.
 */
export async function toggleUserBlock(
  deps: ToggleUserBlockDeps,
  input: { adminId: number; userId: number },
): Promise<
  Result<
    { message: "User blocked." | "User unblocked."; isApproved: boolean },
    UserNotFound | SelfActionForbidden | LastActiveAdmin
  >
> {
  return await deps.uow.run(async ({ users, audit }) => {
    const user = await users.findById(input.userId);
    if (!user) return err(USER_NOT_FOUND);
    if (user.role === "admin") {
      const admins = await users.lockAdmins();
      const target = admins.find((a) => a.id === user.id);
      const othersActive = admins.some((a) => a.active && a.id !== user.id);
      if (target?.active && !othersActive) {
        return err({
          code: "LAST_ADMIN" as const,
          message: BLOCK_MESSAGES.lastAdmin,
        });
      }
    }
    if (input.adminId === input.userId) {
      return err({
        code: "SELF_ACTION_FORBIDDEN" as const,
        message: BLOCK_MESSAGES.self,
      });
    }
    // Read after the admins' lock, so a block that just committed is seen.
    const block = !(await users.isBlocked(user.id));
    const isApproved = await users.setBlocked(user.id, block);
    await audit.append({
      adminId: input.adminId,
      action: block ? "Block User" : "Unblock User",
      details: `${
        block ? "Blocked" : "Unblocked"
      } user #${user.id} (${user.email}).`,
    });
    return ok(
      block
        ? { message: "User blocked." as const, isApproved }
        : { message: "User unblocked." as const, isApproved },
    );
  });
}
