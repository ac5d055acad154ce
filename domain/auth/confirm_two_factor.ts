/** Confirm two-factor set-up: the first code turns it on and answers the recovery codes, shown this once. */
import { err, ok, type Result } from "../shared/result.ts";
import { type AuthError, authError } from "./auth_error.ts";
import type { TwoFactorAuthDeps } from "./auth_deps.ts";
import {
  hashRecoveryCode,
  isTotpCode,
  normalizeCode,
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_MESSAGES,
} from "./two_factor.ts";

/** The one-time recovery codes; only their hashes are kept. */
export interface TwoFactorEnabled {
  recoveryCodes: string[];
}

/** Checks the code against the pending secret, then enables two-factor and audits it in one transaction. */
export async function confirmTwoFactor(
  deps: TwoFactorAuthDeps,
  input: { userId: number; code: string },
): Promise<Result<TwoFactorEnabled, AuthError>> {
  const code = normalizeCode(input.code);
  if (!isTotpCode(code)) {
    return err(
      authError("VALIDATION_ERROR", TWO_FACTOR_MESSAGES.codeRequired),
    );
  }
  const { totp, secrets, store, uow } = deps.twoFactor;
  const record = await store.find(input.userId);
  if (!record) {
    return err(
      authError("TWO_FACTOR_NOT_STARTED", TWO_FACTOR_MESSAGES.notStarted),
    );
  }
  if (record.enabledAt) {
    return err(
      authError(
        "TWO_FACTOR_ALREADY_ENABLED",
        TWO_FACTOR_MESSAGES.alreadyEnabled,
      ),
    );
  }
  const now = deps.clock.now();
  const secret = await secrets.open(record.secretSealed);
  const step = secret === null ? null : totp.matchStep(secret, code, now);
  if (step === null) {
    return err(
      authError("INVALID_TWO_FACTOR_CODE", TWO_FACTOR_MESSAGES.invalidCode),
    );
  }
  const recoveryCodes = Array.from(
    { length: RECOVERY_CODE_COUNT },
    () => totp.newRecoveryCode(),
  );
  const hashes = await Promise.all(recoveryCodes.map(hashRecoveryCode));
  return await uow.run(async ({ twoFactor, audit }) => {
    if (!(await twoFactor.enable(input.userId, now, step, hashes))) {
      return err(
        authError("TWO_FACTOR_NOT_STARTED", TWO_FACTOR_MESSAGES.notStarted),
      );
    }
    await audit.append({
      adminId: input.userId,
      action: "Enable Two-Factor",
      details: `User #${input.userId} turned on two-factor sign-in.`,
    });
    return ok({ recoveryCodes });
  });
}
