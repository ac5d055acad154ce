/** Resend verification: emails a fresh verification link to an unverified account, answering neutrally. */
import { err, ok, type Result } from "../shared/result.ts";
import type { AuthDeps } from "./auth_deps.ts";
import type { AuthError } from "./auth_error.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import {
  type EmailLinkRequest,
  guardEmailLinkRequest,
} from "./email_request_guard.ts";
import { sendVerificationEmail } from "./issue_email_token.ts";

/** Sends a new verification link when the account exists and is unverified; same answer otherwise. */
export async function resendVerification(
  deps: AuthDeps,
  input: EmailLinkRequest,
): Promise<Result<{ message: string }, AuthError>> {
  const guarded = await guardEmailLinkRequest(deps, "resend", input);
  if (!guarded.ok) return err(guarded.error);
  const user = await deps.users.findByEmail(guarded.value);
  if (user && !user.deletedAt && !user.isVerified) {
    await sendVerificationEmail(deps, user);
  }
  return ok({ message: AUTH_MESSAGES.verificationResent });
}
