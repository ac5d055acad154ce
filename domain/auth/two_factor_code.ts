/** Checks a second-factor code (authenticator code or recovery code) against an enabled account, using it up. */
import type { TwoFactorRecord, TwoFactorServices } from "./two_factor.ts";
import type { TwoFactorRepository } from "./two_factor.ts";
import { hashRecoveryCode, isTotpCode, normalizeCode } from "./two_factor.ts";

/** What a code check found: accepted (and now used), wrong, or a replay of an already used code. */
export type CodeCheck = "accepted" | "invalid" | "replayed";

/**
 * Accepts a current authenticator code once per time step (one step either side of now), or an unused recovery
 * code once when `allowRecovery`; the repository's atomic updates make parallel uses of one code win once.
 */
export async function useSecondFactor(
  services: Pick<TwoFactorServices, "totp" | "secrets">,
  repo: TwoFactorRepository,
  record: TwoFactorRecord,
  code: string,
  now: Date,
  allowRecovery = true,
): Promise<CodeCheck> {
  const normalized = normalizeCode(code);
  if (isTotpCode(normalized)) {
    const secret = await services.secrets.open(record.secretSealed);
    if (secret === null) return "invalid";
    const step = services.totp.matchStep(secret, normalized, now);
    if (step === null) return "invalid";
    return (await repo.useStep(record.userId, step)) ? "accepted" : "replayed";
  }
  if (!allowRecovery || normalized === "" || normalized.length > 64) {
    return "invalid";
  }
  const used = await repo.useRecoveryCode(
    record.userId,
    await hashRecoveryCode(normalized),
    now,
  );
  return used ? "accepted" : "invalid";
}
