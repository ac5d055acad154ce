/** Verify email: consumes a verification token once and signs the user in. */
import { err, ok, type Result } from "../shared/result.ts";
import type { AuthDeps } from "./auth_deps.ts";
import { type AuthError, authError } from "./auth_error.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import { hashToken } from "./auth_rules.ts";
import type { Role } from "./user_repository.ts";

/** What a successful verification answers. */
export interface VerifiedSession {
  token: string;
  role: Role;
  approved: boolean;
  message: string;
}

/** Verifies the account behind the token; INVALID_TOKEN when unknown, used or expired. */
export async function verifyEmail(
  deps: Pick<AuthDeps, "users" | "tokens" | "tokenIssuer" | "clock">,
  token: string,
): Promise<Result<VerifiedSession, AuthError>> {
  const invalid = err(authError("INVALID_TOKEN", AUTH_MESSAGES.invalidToken));
  if (token === "" || token.length > 512) return invalid;
  const userId = await deps.tokens.consume(
    "verify_email",
    await hashToken(token),
    deps.clock.now(),
  );
  if (userId === null) return invalid;
  const user = await deps.users.findById(userId);
  if (!user || user.deletedAt) return invalid;
  if (!user.isVerified) await deps.users.markVerified(user.id);
  const session = await deps.tokenIssuer.issue({
    userId: user.id,
    role: user.role,
    tokenVersion: user.tokenVersion,
  });
  return ok({
    token: session,
    role: user.role,
    approved: user.isApproved,
    message: AUTH_MESSAGES.emailVerified,
  });
}
