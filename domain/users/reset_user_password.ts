/** resetUserPassword: an admin sets a new password for a user, ending the user's sessions. */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { PasswordHasher } from "../auth/password_hasher.ts";
import type { AdminUserRepos } from "./user_repos.ts";
import {
  type SelfActionForbidden,
  USER_NOT_FOUND,
  type UserNotFound,
} from "./admin_errors.ts";

/** docs/product.md's minimum-length message. */
export const PASSWORD_TOO_SHORT = "Password should be at least 6 characters.";
/** docs/product.md's success message. */
export const PASSWORD_RESET_DONE = "Password reset successfully.";

const MIN_PASSWORD = 6;
const MAX_PASSWORD = 200;

/** What resetUserPassword needs. */
export interface ResetUserPasswordDeps {
  uow: UnitOfWork<AdminUserRepos>;
  hasher: Pick<PasswordHasher, "hash">;
}

/** Checks the password, stores its hash (bumping the token version) and audits it, in one transaction. */
export async function resetUserPassword(
  deps: ResetUserPasswordDeps,
  input: { adminId: number; userId: number; password: unknown },
): Promise<
  Result<
    { message: string },
    UserNotFound | SelfActionForbidden | {
      code: "VALIDATION_ERROR";
      message: string;
    }
  >
> {
  const password = input.password;
  if (typeof password !== "string" || password.length < MIN_PASSWORD) {
    return err({
      code: "VALIDATION_ERROR" as const,
      message: PASSWORD_TOO_SHORT,
    });
  }
  if (password.length > MAX_PASSWORD) {
    return err({
      code: "VALIDATION_ERROR" as const,
      message: `Password should be at most ${MAX_PASSWORD} characters.`,
    });
  }
  if (input.adminId === input.userId) {
    return err({
      code: "SELF_ACTION_FORBIDDEN" as const,
      message:
        "You cannot reset your own password here; use the password reset page.",
    });
  }
  // Hashing is slow on purpose, so it happens before the transaction opens.
  const hash = await deps.hasher.hash(password);
  return await deps.uow.run(async ({ users, audit }) => {
    const user = await users.findById(input.userId);
    if (!user) return err(USER_NOT_FOUND);
    await users.setPasswordHash(user.id, hash);
    await audit.append({
      adminId: input.adminId,
      action: "Reset Password",
      details: `Reset the password of user #${user.id} (${user.email}).`,
    });
    return ok({ message: PASSWORD_RESET_DONE });
  });
}
