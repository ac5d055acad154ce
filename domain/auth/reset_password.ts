/** Reset password: sets a new password once per emailed token and ends every existing session. */
import { err, ok, type Result } from "../shared/result.ts";
import type { AuthDeps } from "./auth_deps.ts";
import { type AuthError, authError } from "./auth_error.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import { checkNewPassword, hashToken } from "./auth_rules.ts";

/** The reset form as sent. */
export interface ResetPasswordInput {
  token: string;
  password: string;
}

/** Sets the password behind a reset token; INVALID_TOKEN when unknown, used or expired. */
export async function resetPassword(
  deps: Pick<AuthDeps, "users" | "tokens" | "passwordHasher" | "clock">,
  input: ResetPasswordInput,
): Promise<Result<{ message: string }, AuthError>> {
  const invalidPassword = checkNewPassword(input.password);
  if (invalidPassword) return err(invalidPassword);
  const invalid = err(authError("INVALID_TOKEN", AUTH_MESSAGES.invalidToken));
  if (input.token === "" || input.token.length > 512) return invalid;
  // Hash first so the token is consumed only when the new password is ready to store.
  const passwordHash = await deps.passwordHasher.hash(input.password);
  const now = deps.clock.now();
  const userId = await deps.tokens.consume(
    "reset_password",
    await hashToken(input.token),
    now,
  );
  if (userId === null) return invalid;
  const user = await deps.users.findById(userId);
  if (!user || user.deletedAt) return invalid;
  await deps.users.setPassword(user.id, passwordHash);
  // The link proved the mailbox is theirs, which is what verification proves.
  if (!user.isVerified) await deps.users.markVerified(user.id);
  await deps.tokens.revokeAll(user.id, "reset_password", now);
  return ok({ message: AUTH_MESSAGES.passwordReset });
}
