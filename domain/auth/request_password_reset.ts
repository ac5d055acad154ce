/** Forgot password: emails a reset link when the account exists, always answering the same way. */
import { err, ok, type Result } from "../shared/result.ts";
import type { AuthDeps } from "./auth_deps.ts";
import { RESET_TOKEN_TTL_MS } from "./auth_deps.ts";
import type { AuthError } from "./auth_error.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import {
  type EmailLinkRequest,
  guardEmailLinkRequest,
} from "./email_request_guard.ts";
import { issueEmailToken } from "./issue_email_token.ts";

/** Sends a reset link to an existing account; the answer never reveals whether it exists. */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: EmailLinkRequest,
): Promise<Result<{ message: string }, AuthError>> {
  const guarded = await guardEmailLinkRequest(deps, "forgot", input);
  if (!guarded.ok) return err(guarded.error);
  const user = await deps.users.findByEmail(guarded.value);
  if (user && !user.deletedAt) {
    const token = await issueEmailToken(
      deps,
      user.id,
      "reset_password",
      RESET_TOKEN_TTL_MS,
    );
    await deps.notifier.passwordResetLink({
      to: user.email,
      name: user.name,
      link: `${deps.publicUrl}/reset-password/${token}`,
      language: user.language ?? "en",
    });
  }
  return ok({ message: AUTH_MESSAGES.resetRequested });
}
