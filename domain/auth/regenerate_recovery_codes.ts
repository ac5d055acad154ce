/** Regenerate recovery codes: a current authenticator code buys a new set; every old code (used or not) dies. */
import { err, ok, type Result } from "../shared/result.ts";
import { type AuthError, authError } from "./auth_error.ts";
import type { TwoFactorAuthDeps } from "./auth_deps.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import { countAttempt } from "./rate_limit_check.ts";
import { DEFAULT_RATE_LIMITS } from "./rate_limits.ts";
import {
  isTotpCode,
  newRecoveryCodes,
  normalizeCode,
  TWO_FACTOR_MESSAGES,
} from "./two_factor.ts";
import { useSecondFactor } from "./two_factor_code.ts";

/**
 * Checks a current 6-digit code (not a recovery code: whoever holds one old code must not get ten new ones),
 * counted against the account's code attempts like disabling; then replaces the recovery codes and audits it in
 * one transaction. Answers the new codes, shown once.
 */
export async function regenerateRecoveryCodes(
  deps: TwoFactorAuthDeps,
  input: { userId: number; code: string },
): Promise<Result<{ recoveryCodes: string[] }, AuthError>> {
  const code = normalizeCode(input.code);
  if (!isTotpCode(code)) {
    return err(
      authError("VALIDATION_ERROR", TWO_FACTOR_MESSAGES.regenerateNeedsCode),
    );
  }
  const { store, uow, totp } = deps.twoFactor;
  const user = await deps.users.findById(input.userId);
  if (!user || user.deletedAt) {
    return err(authError("USER_DELETED", AUTH_MESSAGES.userDeleted));
  }
  const record = await store.find(input.userId);
  if (!record?.enabledAt) {
    return err(
      authError("TWO_FACTOR_NOT_ENABLED", TWO_FACTOR_MESSAGES.notEnabled),
    );
  }
  const now = deps.clock.now();
  const limits = deps.rateLimits ?? DEFAULT_RATE_LIMITS;
  const failKey = `2fa:fail:user:${input.userId}`;
  const limited = await countAttempt(
    deps.rateLimiter,
    failKey,
    limits.twoFactorFailuresPerAccount,
    now,
  );
  if (limited) return err(limited);
  const check = await useSecondFactor(
    deps.twoFactor,
    store,
    record,
    code,
    now,
    false,
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
  const { codes, hashes } = await newRecoveryCodes(totp);
  return await uow.run(async ({ twoFactor, audit }) => {
    await twoFactor.replaceRecoveryCodes(input.userId, hashes);
    await audit.append({
      adminId: input.userId,
      action: "Regenerate Recovery Codes",
      details:
        `User #${input.userId} replaced their two-factor recovery codes; the old ones no longer work.`,
    });
    return ok({ recoveryCodes: codes });
  });
}
