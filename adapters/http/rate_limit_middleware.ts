/** Per-address rate limits for the unauthenticated writes whose use cases do not limit themselves. */
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { Clock } from "../../domain/shared/clock.ts";
import type { RateLimiter, RateRule } from "../../domain/auth/rate_limiter.ts";
import {
  addressKey,
  countAttempt,
} from "../../domain/auth/rate_limit_check.ts";
import {
  DEFAULT_RATE_LIMITS,
  type RateLimits,
} from "../../domain/auth/rate_limits.ts";
import { errorResponse } from "./api_error.ts";
import { clientAddress } from "./client_address.ts";

/** One limited endpoint: requests per client address in a sliding window. */
export interface AddressLimit {
  method: "GET" | "POST";
  /** A Hono path pattern under the app root. */
  path: string;
  /** Bucket scope; one bucket per scope and address. */
  scope: string;
  rule: RateRule;
}

/**
 * The limits applied by limitUnauthenticatedWrites, from the settings in force. Login, forgot-password and
 * resend-verification are limited inside their use cases (per address and per email, see RateLimits), so they are
 * not repeated here.
 */
export function addressLimits(limits: RateLimits): AddressLimit[] {
  return [
    {
      method: "POST",
      path: "/api/auth/register",
      scope: "register",
      rule: limits.registerPerAddress,
    },
    {
      method: "POST",
      path: "/api/auth/reset-password",
      scope: "reset-password",
      rule: limits.resetPasswordPerAddress,
    },
    {
      method: "GET",
      path: "/api/auth/verify/:token",
      scope: "verify",
      rule: limits.verifyPerAddress,
    },
    {
      method: "POST",
      path: "/api/conversions",
      scope: "conversions",
      rule: limits.conversionsPerAddress,
    },
  ];
}

// Answers to requests refused for their shape: they never reached the work worth limiting, so they
// do not count, like the use cases that count an attempt only after checking its fields.
const MALFORMED = new Set([
  "VALIDATION_ERROR",
  "INVALID_JSON",
  "BAD_REQUEST",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
]);

async function wasMalformed(res: Response): Promise<boolean> {
  if (![400, 413, 415].includes(res.status)) return false;
  try {
    const body = await res.clone().json();
    return MALFORMED.has(body?.code);
  } catch {
    return false;
  }
}

/** Middleware: 429 RATE_LIMITED with Retry-After once the caller's address used up `rule` under `scope`. */
export function limitByAddress(
  limiter: RateLimiter,
  now: () => Date,
  scope: string,
  rule: RateRule,
): MiddlewareHandler {
  return async (c: Context, next) => {
    const key = addressKey(scope, clientAddress(c));
    // Counted before the work in one atomic step, so parallel requests cannot all get in; given back below
    // when the request turns out to be malformed.
    const at = now();
    const over = await countAttempt(limiter, key, rule, at);
    if (over) {
      const res = errorResponse(over.code, over.message);
      res.headers.set("Retry-After", String(over.retryAfterSeconds ?? 60));
      return res;
    }
    await next();
    if (await wasMalformed(c.res)) await limiter.refund(key, at);
    return undefined;
  };
}

/** Registers the address limits on `app`, counted in the database so that every instance shares them. */
export function limitUnauthenticatedWrites(
  app: Hono,
  { limiter, clock, limits = DEFAULT_RATE_LIMITS }: {
    limiter: RateLimiter;
    clock: Clock;
    /** The limits in force (settings); absent: the defaults. */
    limits?: RateLimits;
  },
): void {
  const now = () => clock.now();
  for (const { method, path, scope, rule } of addressLimits(limits)) {
    app.on(method, path, limitByAddress(limiter, now, scope, rule));
  }
}
