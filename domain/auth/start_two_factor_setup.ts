/** Start two-factor set-up: a new secret for the account, sealed and stored as pending until a code confirms it. */
import { err, ok, type Result } from "../shared/result.ts";
import { type AuthError, authError } from "./auth_error.ts";
import type { TwoFactorAuthDeps } from "./auth_deps.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import { TWO_FACTOR_MESSAGES } from "./two_factor.ts";

/** The secret (for manual entry) and the otpauth:// URI (for the QR code); answered only during set-up. */
export interface TwoFactorSetup {
  secret: string;
  uri: string;
}

/** Starts (or restarts) enrolment; TWO_FACTOR_ALREADY_ENABLED once it is on (disable it first). */
export async function startTwoFactorSetup(
  deps: TwoFactorAuthDeps,
  userId: number,
): Promise<Result<TwoFactorSetup, AuthError>> {
  const user = await deps.users.findById(userId);
  if (!user || user.deletedAt) {
    return err(authError("USER_DELETED", AUTH_MESSAGES.userDeleted));
  }
  const { totp, secrets, store } = deps.twoFactor;
  const secret = totp.newSecret();
  if (!(await store.savePending(userId, await secrets.seal(secret)))) {
    return err(
      authError(
        "TWO_FACTOR_ALREADY_ENABLED",
        TWO_FACTOR_MESSAGES.alreadyEnabled,
      ),
    );
  }
  return ok({ secret, uri: totp.uri(secret, user.email) });
}
