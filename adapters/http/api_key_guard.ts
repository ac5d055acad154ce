/**
 * The API key guard (docs/api-keys.md): a request carrying `Authorization: Bearer kamai_sk_…` (an operator key) is
 * let through only to the operations the key's scopes cover, and one carrying `kamai_ak_…` (an affiliate's) only to
 * the affiliate reads of AFFILIATE_KEY_OPERATIONS (403 INSUFFICIENT_SCOPE elsewhere); each is counted per key and then
 * acts as the person who made it. Session tokens and anonymous requests pass untouched.
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { KeyedCaller, SessionEnv } from "../app_context.ts";
import type { Clock } from "../../domain/shared/clock.ts";
import type { RateLimiter } from "../../domain/auth/rate_limiter.ts";
import type { ApiKeyLookup } from "../../domain/api_keys/api_key_repos.ts";
import {
  AFFILIATE_KEY_SCOPE,
  API_KEY_MESSAGES,
  API_KEY_RATE_RULE,
  type ApiKey,
  keyKindOf,
} from "../../domain/api_keys/api_key.ts";
import { countAttempt } from "../../domain/auth/rate_limit_check.ts";
import { OPERATIONS } from "./openapi/api_operations.ts";
import { operationKey } from "./route_inventory.ts";
import { AFFILIATE_KEY_OPERATIONS, scopeOf } from "./api_key_scopes.ts";
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
    const kind = token ? keyKindOf(token) : null;
    if (!token || !kind) return await next();
    const operation = find(c.req.method, c.req.path);
    // Anyone may call a public operation (or get the 404 of an unknown one): the key is simply not needed.
    if (!operation || operation.open) return await next();
    const key = await lookup.findLive(token);
    // The hash covers the prefix too, so a kind mismatch cannot happen; checked anyway, it costs nothing.
    if (!key || key.kind !== kind) {
      throw apiError("INVALID_API_KEY", API_KEY_MESSAGES.invalid);
    }
    const required = requiredScope(key, operation.key);
    if (!required.covered) {
      throw apiError("INSUFFICIENT_SCOPE", API_KEY_MESSAGES.insufficientScope, {
        required: required.scope,
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
    const caller: KeyedCaller = {
      apiKeyId: key.id,
      kind: key.kind,
      userId: key.userId,
    };
    c.set("apiKey", caller);
    await next();
  };
}

/**
 * Whether `key` covers the operation, and the scope that would (null when no key of its kind may call it): an
 * operator key by its scopes; an affiliate key only on the affiliate reads, never on an operator's operation.
 */
function requiredScope(
  key: ApiKey,
  operationKey: string,
): { covered: boolean; scope: string | null } {
  if (key.kind === "affiliate") {
    const covered = AFFILIATE_KEY_OPERATIONS.includes(operationKey);
    return { covered, scope: covered ? AFFILIATE_KEY_SCOPE : null };
  }
  const scope = scopeOf(operationKey);
  return { covered: scope !== null && key.scopes.includes(scope), scope };
}

/** Registers the guard in front of every /api route. */
export function acceptApiKeys(app: Hono, deps: ApiKeyGuardDeps): void {
  app.use("/api/*", apiKeyGuard(deps) as MiddlewareHandler);
}
