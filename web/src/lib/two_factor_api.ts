/** Typed calls of the two-factor API (docs/two-factor.md) and the admin guard's enrolment check. */
import { api, ApiError } from "./api.ts";
import type { LoginSession } from "@wire/auth.ts";
import type { MessageBody } from "@wire/common.ts";
import type {
  TwoFactorDisableBody,
  TwoFactorEnabled,
  TwoFactorRecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
  TwoFactorVerifyBody,
} from "@wire/two_factor.ts";

/** The page of the enrolment screen. */
export const TWO_FACTOR_PATH = "/two-factor";

/** POST /api/auth/2fa/verify: the sign-in code step (public: its errors are the login page's to explain). */
export function verifyTwoFactor(input: TwoFactorVerifyBody) {
  return api<LoginSession>("/api/auth/2fa/verify", {
    body: input,
    public: true,
  });
}

/** GET /api/auth/2fa. */
export function fetchTwoFactorStatus() {
  return api<TwoFactorStatus>("/api/auth/2fa");
}

/** POST /api/auth/2fa/setup. */
export function startTwoFactorSetup() {
  return api<TwoFactorSetup>("/api/auth/2fa/setup", { method: "POST" });
}

/** POST /api/auth/2fa/confirm. */
export function confirmTwoFactor(code: string) {
  return api<TwoFactorEnabled>("/api/auth/2fa/confirm", { body: { code } });
}

/** POST /api/auth/2fa/recovery-codes: new codes for a current 6-digit code; the old ones stop working. */
export function regenerateRecoveryCodes(code: string) {
  return api<TwoFactorRecoveryCodes>("/api/auth/2fa/recovery-codes", {
    body: { code },
  });
}

/** POST /api/auth/2fa/disable. */
export function disableTwoFactor(input: TwoFactorDisableBody) {
  return api<MessageBody>("/api/auth/2fa/disable", { body: input });
}

/** The secret in groups of four, as authenticator apps show it for typing. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** The text of the recovery codes file: one code per line, with a heading saying what they are. */
export function recoveryCodesText(codes: string[], account: string): string {
  return [
    `Kamai recovery codes for ${account}`,
    "Each code signs you in once when your authenticator app is not at hand.",
    "",
    ...codes,
    "",
  ].join("\n");
}

// Tokens whose admin already has two-factor on (or is not asked to): checked once per token.
const satisfied = new Set<string>();

/**
 * The enrolment screen when the server requires this admin to enrol first (ADMIN_2FA=required), else null.
 * Failures let the page load: its own calls then answer with the global rules (403 TWO_FACTOR_REQUIRED included).
 */
export async function twoFactorRedirect(token: string): Promise<string | null> {
  if (satisfied.has(token)) return null;
  try {
    const status = await api<TwoFactorStatus>("/api/auth/2fa", {
      public: true,
    });
    if (status.required && !status.enabled) return TWO_FACTOR_PATH;
    satisfied.add(token);
    return null;
  } catch (err) {
    if (err instanceof ApiError) return null;
    throw err;
  }
}
