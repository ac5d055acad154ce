/** AuthDeps: the ports the auth use cases run against, and the limits they apply. */
import type { Clock } from "../shared/clock.ts";
import type { RandomSource } from "../shared/random.ts";
import type { CaptchaVerifier } from "./captcha_verifier.ts";
import type { UserRepository } from "./user_repository.ts";
import type { AuthTokenRepository } from "./auth_token_repository.ts";
import type { PasswordHasher } from "./password_hasher.ts";
import type { TokenIssuer } from "./token_issuer.ts";
import type { RateLimiter, RateRule } from "./rate_limiter.ts";
import type { AuthNotifier } from "./auth_notifier.ts";

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
}

const MINUTE = 60_000;

/** How long emailed tokens live. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * MINUTE;
export const RESET_TOKEN_TTL_MS = 30 * MINUTE;
/** Random bits in emailed tokens. */
export const EMAIL_TOKEN_BITS = 256;

/** Rate limits (docs/rate-limits.md): failures per account, per account and address, attempts per address. */
export const RATE_RULES = {
  /** Wrong passwords for an account from all addresses; past it wrong ones answer RATE_LIMITED, right ones still sign in. */
  loginFailuresPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  /** Wrong passwords for an account from one address; past it that address is refused before any check. */
  loginFailuresPerEmailAndAddress: { limit: 5, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  mailRequestsPerEmail: { limit: 3, windowMs: 15 * MINUTE },
  mailRequestsPerAddress: { limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;
