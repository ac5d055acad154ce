/** Confirm two-factor set-up: the first code turns it on and answers the recovery codes, shown this once. */
import { err, ok, type Result } from "../shared/result.ts";
import { type AuthError, authError } from "./auth_error.ts";
import type { TwoFactorAuthDeps } from "./auth_deps.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import {
  isTotpCode,
  newRecoveryCodes,
  normalizeCode,
  TWO_FACTOR_MESSAGES,
} from "./two_factor.ts";

/** The one-time recovery codes (only their hashes are kept) and this browser's new session. */
export interface TwoFactorEnabled {
  recoveryCodes: string[];
  /** Turning two-factor on ends every session of the account; this one replaces the caller's. */
  token: string;
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
  const user = await deps.users.findById(input.userId);
  if (!user || user.deletedAt) {
    return err(authError("USER_DELETED", AUTH_MESSAGES.userDeleted));
  }
  const { codes: recoveryCodes, hashes } = await newRecoveryCodes(totp);
  const enabled = await uow.run(
    async ({ twoFactor, audit }): Promise<Result<number, AuthError>> => {
      if (!(await twoFactor.enable(input.userId, now, step, hashes))) {
        return err(
          authError("TWO_FACTOR_NOT_STARTED", TWO_FACTOR_MESSAGES.notStarted),
        );
      }
      // Sessions opened with the password alone (another browser, a stolen token) end here, as on a password reset.
      const tokenVersion = await twoFactor.endSessions(input.userId);
      await audit.append({
        adminId: input.userId,
        action: "Enable Two-Factor",
        details:
          `User #${input.userId} turned on two-factor sign-in; their other sessions were ended.`,
      });
      return ok(tokenVersion);
    },
  );
  if (!enabled.ok) return enabled;
  const token = await deps.tokenIssuer.issue({
    userId: user.id,
    role: user.role,
    tokenVersion: enabled.value,
  });
  return ok({ recoveryCodes, token });
}
