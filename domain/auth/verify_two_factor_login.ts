/** The code step of sign-in: a challenge from the password step plus a code (or a recovery code) answer the session. */
import { err, ok, type Result } from "../shared/result.ts";
import { type AuthError, authError } from "./auth_error.ts";
import type { TwoFactorAuthDeps } from "./auth_deps.ts";
import type { LoginSession } from "./log_in.ts";
import { addressKey, countAttempt } from "./rate_limit_check.ts";
import { DEFAULT_RATE_LIMITS } from "./rate_limits.ts";
import { normalizeCode, TWO_FACTOR_MESSAGES } from "./two_factor.ts";
import { useSecondFactor } from "./two_factor_code.ts";

/** The code step as sent. */
export interface VerifyTwoFactorInput {
  challenge: string;
  code: string;
  remoteAddress: string | null;
}

/**
 * Answers the session for a valid challenge and an accepted code. Attempts are limited per address and per
 * account (a slot is taken before the code is checked, so parallel guesses cannot all be checked, and the account's
 * slots are given back on success). A code is accepted once per time step; a recovery code once ever.
 */
export async function verifyTwoFactorLogin(
  deps: TwoFactorAuthDeps,
  input: VerifyTwoFactorInput,
): Promise<Result<LoginSession, AuthError>> {
  if (normalizeCode(input.code) === "") {
    return err(authError("VALIDATION_ERROR", TWO_FACTOR_MESSAGES.codeRequired));
  }
  const now = deps.clock.now();
  const limits = deps.rateLimits ?? DEFAULT_RATE_LIMITS;
  const byAddress = await countAttempt(
    deps.rateLimiter,
    addressKey("2fa", input.remoteAddress),
    limits.twoFactorPerAddress,
    now,
  );
  if (byAddress) return err(byAddress);
  const expired = authError(
    "TWO_FACTOR_CHALLENGE_EXPIRED",
    TWO_FACTOR_MESSAGES.challengeExpired,
  );
  const claims = await deps.twoFactor.challenges.verify(input.challenge);
  if (!claims) return err(expired);
  const user = await deps.users.findById(claims.userId);
  // A password reset or block since the password step (token version bump) voids the challenge.
  if (!user || user.deletedAt || user.tokenVersion !== claims.tokenVersion) {
    return err(expired);
  }
  const { store } = deps.twoFactor;
  const record = await store.find(user.id);
  if (!record?.enabledAt) return err(expired);

  const failKey = `2fa:fail:user:${user.id}`;
  const byAccount = await countAttempt(
    deps.rateLimiter,
    failKey,
    limits.twoFactorFailuresPerAccount,
    now,
  );
  if (byAccount) return err(byAccount);
  const check = await useSecondFactor(
    deps.twoFactor,
    store,
    record,
    input.code,
    now,
  );
  if (check !== "accepted") {
    return err(
      authError(
        "INVALID_TWO_FACTOR_CODE",
        check === "replayed"
          ? TWO_FACTOR_MESSAGES.codeUsed
          : TWO_FACTOR_MESSAGES.invalidCode,
      ),
    );
  }
  await deps.rateLimiter.clear(failKey);
  const token = await deps.tokenIssuer.issue({
    userId: user.id,
    role: user.role,
    tokenVersion: user.tokenVersion,
  });
  return ok({ token, role: user.role, approved: user.isApproved });
}
