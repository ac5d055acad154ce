/** AuthDeps: the ports the auth use cases run against, and the limits they apply. */
import type { Clock } from "../shared/clock.ts";
import type { RandomSource } from "../shared/random.ts";
import type { CaptchaVerifier } from "./captcha_verifier.ts";
import type { UserRepository } from "./user_repository.ts";
import type { AuthTokenRepository } from "./auth_token_repository.ts";
import type { PasswordHasher } from "./password_hasher.ts";
import type { TokenIssuer } from "./token_issuer.ts";
import type { RateLimiter } from "./rate_limiter.ts";
import type { RateLimits } from "./rate_limits.ts";
import type { AuthNotifier } from "./auth_notifier.ts";
import type { TwoFactorServices } from "./two_factor.ts";

/** Everything the auth use cases need. */
export interface AuthDeps {
  users: UserRepository;
  tokens: AuthTokenRepository;
  passwordHasher: PasswordHasher;
  tokenIssuer: TokenIssuer;
  rateLimiter: RateLimiter;
  captcha: CaptchaVerifier;
  notifier: AuthNotifier;
  clock: Clock;
  random: RandomSource;
  /** Base URL of the web app for links in emails, no trailing slash. */
  publicUrl: string;
  /** The rate limits in force (settings); absent: DEFAULT_RATE_LIMITS. */
  rateLimits?: RateLimits;
  /** Two-factor sign-in; absent: nobody is asked for a code (unit tests of the password step). */
  twoFactor?: TwoFactorServices;
}

/** The auth ports with two-factor sign-in wired. */
export type TwoFactorAuthDeps = AuthDeps & { twoFactor: TwoFactorServices };

const MINUTE = 60_000;

/** How long emailed tokens live. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * MINUTE;
export const RESET_TOKEN_TTL_MS = 30 * MINUTE;
/** Random bits in emailed tokens. */
export const EMAIL_TOKEN_BITS = 256;
