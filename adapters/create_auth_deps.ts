/** Wires the auth use cases' ports to the app's real adapters. */
import type { AppContext } from "./app_context.ts";
import type { AuthDeps } from "../domain/auth/auth_deps.ts";
import { createArgon2PasswordHasher } from "./crypto/argon2_password_hasher.ts";
import { createSessionTokens } from "./crypto/jwt_tokens.ts";
import { authEmails } from "./mail/templates/auth_emails.ts";
import { createPostgresAuthTokenRepository } from "./postgres/auth_token_repository.ts";
import { createPostgresRateLimiter } from "./postgres/rate_limit_store.ts";
import { createPostgresUserRepository } from "./postgres/user_repository.ts";

/** AuthDeps over PostgreSQL, argon2id, HS256 JWTs and the app's mailer, captcha, clock and randomness. */
export function createAuthDeps(ctx: AppContext): AuthDeps {
  return {
    users: createPostgresUserRepository(ctx.sql),
    tokens: createPostgresAuthTokenRepository(ctx.sql),
    passwordHasher: createArgon2PasswordHasher(),
    tokenIssuer: createSessionTokens(
      ctx.secrets.jwtSecret,
      ctx.config.publicUrl,
      ctx.clock,
    ),
    rateLimiter: createPostgresRateLimiter(ctx.sql),
    captcha: ctx.captcha,
    mailer: ctx.mailer,
    emails: authEmails,
    clock: ctx.clock,
    random: ctx.random,
    publicUrl: ctx.config.publicUrl,
  };
}
