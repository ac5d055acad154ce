/** AuthDeps for use-case tests: the real PostgreSQL repositories and rate limiter, fakes for the outside world. */
import type { Sql } from "postgres";
import type { AuthDeps } from "../../domain/auth/auth_deps.ts";
import type { UserAccount } from "../../domain/auth/user_repository.ts";
import type { NewAuthToken } from "../../domain/auth/auth_token_repository.ts";
import { createFixedClock } from "../../domain/shared/clock.ts";
import { createMailAuthNotifier } from "../mail/auth_notifier.ts";
import { createInMemoryCaptchaVerifier } from "../memory/captcha_verifier.ts";
import { createInMemoryMailer } from "../memory/mailer.ts";
import { createInMemoryPasswordHasher } from "../memory/password_hasher.ts";
import { createInMemoryTokenIssuer } from "../memory/token_issuer.ts";
import { createCountingRandomSource } from "../memory/random_source.ts";
import { createPostgresUserRepository } from "./user_repository.ts";
import { createPostgresAuthTokenRepository } from "./auth_token_repository.ts";
import { createPostgresRateLimiter } from "./rate_limit_store.ts";

/** The captcha token the fake verifier accepts. */
export const VALID_CAPTCHA = "solved-captcha";

/** AuthDeps on `sql` at 2026-01-15T10:00Z with numbered tokens ("tok1", "tok2", …), plus database read-outs for assertions. */
export function createTestAuthDeps(sql: Sql) {
  const repo = createPostgresUserRepository(sql);
  const users = {
    ...repo,
    /** Every user row, oldest first. */
    all: async (): Promise<UserAccount[]> => {
      const ids = await sql<{ id: number }[]>`SELECT id FROM users ORDER BY id`;
      return Promise.all(ids.map(async (r) => (await repo.findById(r.id))!));
    },
    /** Soft-deletes a user, as an admin deletion does. */
    markDeleted: async (id: number, at: Date): Promise<void> => {
      await sql`UPDATE users SET deleted_at = ${at} WHERE id = ${id}`;
    },
  };
  const tokenRepo = createPostgresAuthTokenRepository(sql);
  const tokens = {
    ...tokenRepo,
    /** Every stored token row, oldest first. */
    all: async (): Promise<(NewAuthToken & { usedAt: Date | null })[]> =>
      (await sql<
        {
          user_id: number;
          purpose: NewAuthToken["purpose"];
          token_hash: string;
          expires_at: Date;
          used_at: Date | null;
        }[]
      >`
        SELECT user_id, purpose, token_hash, expires_at, used_at
        FROM auth_tokens ORDER BY id`).map((r) => ({
        userId: Number(r.user_id),
        purpose: r.purpose,
        tokenHash: r.token_hash,
        expiresAt: new Date(r.expires_at),
        usedAt: r.used_at && new Date(r.used_at),
      })),
  };
  const mailer = createInMemoryMailer();
  const clock = createFixedClock(new Date("2026-01-15T10:00:00Z"));
  const deps: AuthDeps = {
    users,
    tokens,
    passwordHasher: createInMemoryPasswordHasher(),
    tokenIssuer: createInMemoryTokenIssuer(),
    rateLimiter: createPostgresRateLimiter(sql),
    captcha: createInMemoryCaptchaVerifier(VALID_CAPTCHA),
    notifier: createMailAuthNotifier(mailer),
    clock,
    random: createCountingRandomSource(),
    publicUrl: "https://kamai.test",
  };
  return { deps, users, tokens, mailer, clock };
}
