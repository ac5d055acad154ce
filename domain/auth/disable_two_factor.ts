/** Disable two-factor: needs a current code (or a recovery code) or the password; audited. */
import { err, ok, type Result } from "../shared/result.ts";
import { type AuthError, authError } from "./auth_error.ts";
import type { TwoFactorAuthDeps } from "./auth_deps.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import { PASSWORD_MAX } from "./auth_rules.ts";
import { countAttempt } from "./rate_limit_check.ts";
import { DEFAULT_RATE_LIMITS } from "./rate_limits.ts";
import { TWO_FACTOR_MESSAGES } from "./two_factor.ts";
import { useSecondFactor } from "./two_factor_code.ts";

/** The proof the owner gives: a code or the password. */
export interface DisableTwoFactorInput {
  userId: number;
  code?: string;
  password?: string;
}

/** Turns two-factor off after checking the proof (counted against the account's code attempts). */
export async function disableTwoFactor(
  deps: TwoFactorAuthDeps,
  input: DisableTwoFactorInput,
): Promise<Result<{ message: string }, AuthError>> {
  const code = input.code?.trim() ?? "";
  const password = input.password ?? "";
  if (code === "" && password === "") {
    return err(
      authError("VALIDATION_ERROR", TWO_FACTOR_MESSAGES.disableNeedsProof),
    );
  }
  const { store, uow } = deps.twoFactor;
  const user = await deps.users.findById(input.userId);
  if (!user || user.deletedAt) {
    return err(authError("USER_DELETED", AUTH_MESSAGES.userDeleted));
  }
  // ADMIN_2FA=required: an admin keeps two-factor whatever proof is offered (the page does not offer it either).
  if (deps.twoFactor.adminRequired && user.role === "admin") {
    return err(
      authError(
        "TWO_FACTOR_REQUIRED_FOR_ADMINS",
        TWO_FACTOR_MESSAGES.requiredForAdmins,
      ),
    );
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
  let proven = false;
  if (code !== "") {
    proven = (await useSecondFactor(
      deps.twoFactor,
      store,
      record,
      code,
      now,
    )) === "accepted";
  } else if (password.length <= PASSWORD_MAX) {
    proven = await deps.passwordHasher.verify(password, user.passwordHash);
  }
  if (!proven) {
    return err(
      code !== ""
        ? authError("INVALID_TWO_FACTOR_CODE", TWO_FACTOR_MESSAGES.invalidCode)
        : authError("WRONG_PASSWORD", TWO_FACTOR_MESSAGES.wrongPassword),
    );
  }
  await deps.rateLimiter.clear(failKey);
  return await uow.run(async ({ twoFactor, audit }) => {
    await twoFactor.remove(input.userId);
    await audit.append({
      adminId: input.userId,
      action: "Disable Two-Factor",
      details:
        `User #${input.userId} turned off two-factor sign-in (proved by ${
          code !== "" ? "a code" : "the password"
        }).`,
    });
    return ok({ message: TWO_FACTOR_MESSAGES.disabled });
  });
}
