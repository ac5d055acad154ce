/** The rate limits as settings: one rule per limited thing, with the defaults docs/rate-limits.md documents. */
import type { RateRule } from "./rate_limiter.ts";

const MINUTE = 60_000;

/** Every rate limit Kamai applies (docs/rate-limits.md). */
export interface RateLimits {
  /** Sign-in attempts per client address. */
  loginPerAddress: RateRule;
  /** Wrong passwords for an account from all addresses; past it wrong ones answer RATE_LIMITED, right ones still sign in. */
  loginFailuresPerEmail: RateRule;
  /** Wrong passwords for an account from one address; past it that address is refused before any check. */
  loginFailuresPerEmailAndAddress: RateRule;
  /** Two-factor code steps (sign-in codes) per client address. */
  twoFactorPerAddress: RateRule;
  /** Two-factor code attempts per account until one succeeds; past it the code step answers RATE_LIMITED. */
  twoFactorFailuresPerAccount: RateRule;
  /** Forgot-password and resend-verification requests per client address. */
  mailRequestsPerAddress: RateRule;
  /** Forgot-password and resend-verification requests per email. */
  mailRequestsPerEmail: RateRule;
  /** Sign-ups per client address. */
  registerPerAddress: RateRule;
  /** Password resets per client address. */
  resetPasswordPerAddress: RateRule;
  /** Email verification link opens per client address. */
  verifyPerAddress: RateRule;
  /** Signed POST /api/conversions calls per client address. */
  conversionsPerAddress: RateRule;
}

/** The defaults: what Kamai applies when no setting says otherwise. */
export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = Object.freeze({
  loginPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  loginFailuresPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  loginFailuresPerEmailAndAddress: { limit: 5, windowMs: 15 * MINUTE },
  twoFactorPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  twoFactorFailuresPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  mailRequestsPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  mailRequestsPerEmail: { limit: 3, windowMs: 15 * MINUTE },
  registerPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  resetPasswordPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  verifyPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  // Merchant servers post every sale: generous, but a signature-guessing flood stops quickly.
  conversionsPerAddress: { limit: 600, windowMs: MINUTE },
});
