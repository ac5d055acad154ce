/**
 * The API key guard (docs/api-keys.md): a request carrying `Authorization: Bearer kamai_sk_…` is let through only to
 * the operations the key's scopes cover (403 INSUFFICIENT_SCOPE elsewhere), counted per key, and then acts as the
 * admin who made the key. Session tokens and anonymous requests pass untouched.
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { KeyedCaller, SessionEnv } from "../app_context.ts";
import type { Clock } from "../../domain/shared/clock.ts";
import type { RateLimiter } from "../../domain/auth/rate_limiter.ts";
import type { ApiKeyLookup } from "../../domain/api_keys/api_key_repos.ts";
import {
  API_KEY_MESSAGES,
  API_KEY_RATE_RULE,
  OPERATOR_KEY_PREFIX,
} from "../../domain/api_keys/api_key.ts";
import { countAttempt } from "../../domain/auth/rate_limit_check.ts";
import { OPERATIONS } from "./openapi/api_operations.ts";
import { operationKey } from "./route_inventory.ts";
import { scopeOf } from "./api_key_scopes.ts";
import { bearerToken } from "./auth_middleware.ts";
import { apiError, errorResponse } from "./api_error.ts";

/** One declared operation as a matcher of concrete paths. */
interface Matcher {
  method: string;
  pattern: RegExp;
  key: string;
  open: boolean;
  /** How many path parameters: fewer is more specific. */
  params: number;
}

/** Every operation as a matcher; fixed paths first, so /api/payouts/admin wins over /api/payouts/{id}. */
function matchers(): Matcher[] {
  const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  return OPERATIONS.map((op) => ({
    method: op.method.toUpperCase(),
    pattern: new RegExp(
      `^${op.path.split(/\{\w+\}/).map(escape).join("[^/]+")}/?$`,
    ),
    key: operationKey(op),
    open: op.access === "public",
    params: (op.path.match(/\{/g) ?? []).length,
  })).sort((a, b) => a.params - b.params);
}

/** What the guard reads keys and counts calls with. */
export interface ApiKeyGuardDeps {
  lookup: ApiKeyLookup;
  limiter: RateLimiter;
  clock: Clock;
}

/** The guard middleware for /api/*. */
export function apiKeyGuard(
  { lookup, limiter, clock }: ApiKeyGuardDeps,
): MiddlewareHandler<SessionEnv> {
  const table = matchers();
  const find = (method: string, path: string) =>
    table.find((m) =>
      m.method === (method === "HEAD" ? "GET" : method) && m.pattern.test(path)
    );
  return async (c: Context<SessionEnv>, next) => {
    const token = bearerToken(c.req.header("authorization"));
    if (!token?.startsWith(OPERATOR_KEY_PREFIX)) return await next();
    const operation = find(c.req.method, c.req.path);
    // Anyone may call a public operation (or get the 404 of an unknown one): the key is simply not needed.
    if (!operation || operation.open) return await next();
    const key = await lookup.findLive(token);
    if (!key) throw apiError("INVALID_API_KEY", API_KEY_MESSAGES.invalid);
    const scope = scopeOf(operation.key);
    if (!scope || !key.scopes.includes(scope)) {
      throw apiError("INSUFFICIENT_SCOPE", API_KEY_MESSAGES.insufficientScope, {
        required: scope,
      });
    }
    const now = clock.now();
    const over = await countAttempt(
      limiter,
      `api-key:${key.id}`,
      API_KEY_RATE_RULE,
      now,
    );
    if (over) {
      const res = errorResponse(over.code, over.message);
      res.headers.set("Retry-After", String(over.retryAfterSeconds ?? 60));
      return res;
    }
    await lookup.touch(key.id, now);
    const caller: KeyedCaller = { apiKeyId: key.id, userId: key.userId };
    c.set("apiKey", caller);
    await next();
  };
}

/** Registers the guard in front of every /api route. */
export function acceptApiKeys(app: Hono, deps: ApiKeyGuardDeps): void {
  app.use("/api/*", apiKeyGuard(deps) as MiddlewareHandler);
}
