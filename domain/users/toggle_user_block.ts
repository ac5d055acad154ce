/** toggleUserBlock: an admin blocks an approved user or unblocks a blocked one (docs/product.md §4; docs/decisions.md). */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AdminUserRepos } from "./user_repos.ts";
import {
  type SelfActionForbidden,
  USER_NOT_FOUND,
  type UserNotFound,
} from "./admin_errors.ts";
import { USER_NOT_BLOCKED, type UserNotBlocked } from "./block_errors.ts";

/** What toggleUserBlock needs. */
export interface ToggleUserBlockDeps {
  uow: UnitOfWork<AdminUserRepos>;
}

/** Toggles isApproved through a remembered block; a block also ends the user's sessions; audited in the same transaction. */
export async function toggleUserBlock(
  deps: ToggleUserBlockDeps,
  input: { adminId: number; userId: number },
): Promise<
  Result<
    { message: "User blocked." | "User unblocked."; isApproved: boolean },
    UserNotFound | SelfActionForbidden | UserNotBlocked
  >
> {
  if (input.adminId === input.userId) {
    return err({
      code: "SELF_ACTION_FORBIDDEN" as const,
      message: "You cannot block your own account.",
    });
  }
  return await deps.uow.run(async ({ users, audit }) => {
    const user = await users.findById(input.userId);
    if (!user) return err(USER_NOT_FOUND);
    const block = user.isApproved;
    // Unblocking gives back what a block took; it never approves a user no profile review approved.
    if (!block && !(await users.isBlocked(user.id))) {
      return err(USER_NOT_BLOCKED);
    }
    await users.setBlocked(user.id, block);
    await audit.append({
      adminId: input.adminId,
      action: block ? "Block User" : "Unblock User",
      details: `${
        block ? "Blocked" : "Unblocked"
      } user #${user.id} (${user.email}).`,
    });
    return ok(
      block
        ? { message: "User blocked." as const, isApproved: false }
        : { message: "User unblocked." as const, isApproved: true },
    );
  });
}
