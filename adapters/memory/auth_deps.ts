/** In-memory AuthDeps for use-case tests, with handles to inspect users, tokens and sent mail. */
import type { AuthDeps } from "../../domain/auth/auth_deps.ts";
import { createFixedClock } from "../../domain/shared/clock.ts";
import type { RandomSource } from "../../domain/shared/random.ts";
import { authEmails } from "../mail/templates/auth_emails.ts";
import { createInMemoryAuthTokenRepository } from "./auth_token_repository.ts";
import { createInMemoryCaptchaVerifier } from "./captcha_verifier.ts";
import { createInMemoryMailer } from "./mailer.ts";
import { createInMemoryPasswordHasher } from "./password_hasher.ts";
import { createInMemoryRateLimiter } from "./rate_limiter.ts";
import { createInMemoryTokenIssuer } from "./token_issuer.ts";
import { createInMemoryUserRepository } from "./user_repository.ts";

/** The captcha token the in-memory verifier accepts. */
export const VALID_CAPTCHA = "solved-captcha";

/** Fresh in-memory AuthDeps at 2026-01-15T10:00Z with numbered tokens ("tok1", "tok2", …). */
export function createInMemoryAuthDeps() {
  const users = createInMemoryUserRepository();
  const tokens = createInMemoryAuthTokenRepository();
  const mailer = createInMemoryMailer();
  const clock = createFixedClock(new Date("2026-01-15T10:00:00Z"));
  let n = 0;
  const random: RandomSource = { token: () => `tok${++n}` };
  const deps: AuthDeps = {
    users,
    tokens,
    passwordHasher: createInMemoryPasswordHasher(),
    tokenIssuer: createInMemoryTokenIssuer(),
    rateLimiter: createInMemoryRateLimiter(),
    captcha: createInMemoryCaptchaVerifier(VALID_CAPTCHA),
    mailer,
    emails: authEmails,
    clock,
    random,
    publicUrl: "https://kamai.test",
  };
  return { deps, users, tokens, mailer, clock };
}
