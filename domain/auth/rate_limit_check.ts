/** Shared steps of the rate-limited use cases: count an attempt and turn a full bucket into RATE_LIMITED. */
import type { AuthError } from "./auth_error.ts";
import { rateLimitedMessage } from "./auth_messages.ts";
import type { RateLimiter, RateRule } from "./rate_limiter.ts";

/** RATE_LIMITED error when the key is over its rule at `now`, else null. */
export async function limitExceeded(
  limiter: RateLimiter,
  key: string,
  rule: RateRule,
  now: Date,
): Promise<AuthError | null> {
  const retryAfterMs = await limiter.check(key, rule, now);
  if (retryAfterMs <= 0) return null;
  return {
    code: "RATE_LIMITED",
    message: rateLimitedMessage(retryAfterMs),
    retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
  };
}

/** Records an attempt and reports RATE_LIMITED when it went over the rule. */
export async function countAttempt(
  limiter: RateLimiter,
  key: string,
  rule: RateRule,
  now: Date,
): Promise<AuthError | null> {
  const over = await limitExceeded(limiter, key, rule, now);
  if (over) return over;
  await limiter.record(key, rule, now);
  return null;
}

/** The bucket key for a client address; requests without a known address share one bucket. */
export function addressKey(
  scope: string,
  remoteAddress: string | null,
): string {
  return `${scope}:ip:${remoteAddress ?? "unknown"}`;
}
