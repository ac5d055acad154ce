/** Shared steps of the rate-limited use cases: count an attempt and turn a full bucket into RATE_LIMITED. */
import type { AuthError } from "./auth_error.ts";
import { rateLimitedMessage } from "./auth_messages.ts";
import type { RateLimiter, RateRule } from "./rate_limiter.ts";
import { addressGroup } from "../shared/address_group.ts";

/** The RATE_LIMITED error for a key that admits again in `retryAfterMs`. */
export function rateLimited(retryAfterMs: number): AuthError {
  return {
    code: "RATE_LIMITED",
    message: rateLimitedMessage(retryAfterMs),
    retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
  };
}

/** Counts an attempt in one atomic step; RATE_LIMITED (and nothing counted) when the key is at its rule. */
export async function countAttempt(
  limiter: RateLimiter,
  key: string,
  rule: RateRule,
  now: Date,
): Promise<AuthError | null> {
  const retryAfterMs = await limiter.hit(key, rule, now);
  return retryAfterMs > 0 ? rateLimited(retryAfterMs) : null;
}

/**
 * The bucket key for a client address: an IPv6 address counts as its /64 (addressGroup); requests without a known
 * address share one bucket.
 */
export function addressKey(
  scope: string,
  remoteAddress: string | null,
): string {
  return `${scope}:ip:${addressGroup(remoteAddress ?? "unknown")}`;
}
