/** AppContext: the small context every router receives beside its area's services (adapters/services.ts). */
import type { MiddlewareHandler } from "hono";
import type { AppConfig } from "./config.ts";
import type { Clock } from "../domain/shared/clock.ts";

/** Secrets resolved at start: from the environment, or generated once and kept in app_secrets (development). */
export interface AppSecrets {
  jwtSecret: string;
  altchaHmacKey: string;
  conversionsSecret: string;
  /** Signs click ids (adapters/tracking/click_id.ts); always generated and kept in app_secrets. */
  clickIdSecret: string;
}

/** The signed-in caller, set by the auth guards as c.get("session"). */
export interface Session {
  userId: number;
  role: "user" | "admin";
  isApproved: boolean;
}

/** A request made with an API key the key guard accepted for this route (adapters/http/api_key_guard.ts). */
export interface KeyedCaller {
  apiKeyId: number;
  /** An admin's operator key or an affiliate's read-only key. */
  kind: "operator" | "affiliate";
  /** The person who made the key: the key acts as them. */
  userId: number;
}

/**
 * The Hono environment of routers behind the auth guards: the session is c.get("session"); c.get("apiKey") is set
 * when the caller used an API key whose scopes cover the route.
 */
export type SessionEnv = {
  Variables: { session: Session; apiKey: KeyedCaller | undefined };
};

/** Hono middlewares that authenticate the bearer token and check the role. */
export interface AuthGuards {
  /** Any signed-in, non-deleted user (401 / 410 otherwise). */
  requireUser: MiddlewareHandler<SessionEnv>;
  /** Signed-in admin (401 without a valid token, 403 for a user token). */
  requireAdmin: MiddlewareHandler<SessionEnv>;
}

/** What every router may use besides its area's bundle: settings, time and the auth guards; never the database. */
export interface AppContext {
  config: AppConfig;
  clock: Clock;
  auth: AuthGuards;
}
