/** Resend verification: emails a fresh verification link to an unverified account, answering neutrally. */
import { err, ok, type Result } from "../shared/result.ts";
import type { AuthDeps } from "./auth_deps.ts";
import { VERIFY_TOKEN_TTL_MS } from "./auth_deps.ts";
import type { AuthError } from "./auth_error.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import {
  type EmailLinkRequest,
  guardEmailLinkRequest,
} from "./email_request_guard.ts";
import { issueEmailToken } from "./issue_email_token.ts";

/** Sends a new verification link when the account exists and is unverified; same answer otherwise. */
export async function resendVerification(
  deps: AuthDeps,
  input: EmailLinkRequest,
): Promise<Result<{ message: string }, AuthError>> {
  const guarded = await guardEmailLinkRequest(deps, "resend", input);
  if (!guarded.ok) return err(guarded.error);
  const user = await deps.users.findByEmail(guarded.value);
  if (user && !user.deletedAt && !user.isVerified) {
    const token = await issueEmailToken(
      deps,
      user.id,
      "verify_email",
      VERIFY_TOKEN_TTL_MS,
    );
    await deps.mailer.send(
      deps.emails.verifyEmail({
        to: user.email,
        name: user.name,
        link: `${deps.publicUrl}/verify/${token}`,
      }),
    );
  }
  return ok({ message: AUTH_MESSAGES.verificationResent });
}
