/** AppContext: the infrastructure every router and wiring function receives from the composition root. */
import type { Sql } from "postgres";
import type { MiddlewareHandler } from "hono";
import type { AppConfig } from "./config.ts";
import type { Clock } from "../domain/shared/clock.ts";
import type { RandomSource } from "../domain/shared/random.ts";
import type { Mailer } from "../domain/mail/mailer.ts";
import type { CaptchaVerifier } from "../domain/auth/captcha_verifier.ts";

/** Secrets resolved at start: from the environment, or generated once and kept in app_secrets (development). */
export interface AppSecrets {
  jwtSecret: string;
  altchaHmacKey: string;
  conversionsSecret: string;
}

/** The signed-in caller, set by the auth guards as c.get("session"). */
export interface Session {
  userId: number;
  role: "user" | "admin";
  isApproved: boolean;
}

/** Hono middlewares that authenticate the bearer token and check the role. */
export interface AuthGuards {
  /** Any signed-in, non-deleted user (401 / 410 otherwise). */
  requireUser: MiddlewareHandler<{ Variables: { session: Session } }>;
  /** Signed-in admin (401 without a valid token, 403 for a user token). */
  requireAdmin: MiddlewareHandler<{ Variables: { session: Session } }>;
}

/** Everything routers need; built once in adapters/bootstrap.ts. */
export interface AppContext {
  config: AppConfig;
  secrets: AppSecrets;
  sql: Sql;
  clock: Clock;
  random: RandomSource;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  auth: AuthGuards;
  /** Tasks to run on graceful shutdown (e.g. flushing buffered clicks), in registration order. */
  onShutdown(task: () => Promise<void>): void;
}
