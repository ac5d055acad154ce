/** In-memory RateLimiter (sliding window) for fast use-case tests. */
import type { RateLimiter } from "../../domain/auth/rate_limiter.ts";

/** A RateLimiter keeping event instants per key in a Map. */
export function createInMemoryRateLimiter(): RateLimiter {
  const events = new Map<string, number[]>();
  return {
    check: (key, rule, now) => {
      const since = now.getTime() - rule.windowMs;
      const recent = (events.get(key) ?? []).filter((t) => t > since).sort((
        a,
        b,
      ) => b - a);
      if (recent.length < rule.limit) return Promise.resolve(0);
      // The limit-th newest event is the one whose expiry brings the key back under its limit.
      return Promise.resolve(
        recent[rule.limit - 1] + rule.windowMs - now.getTime(),
      );
    },
    record: (key, _rule, now) => {
      events.set(key, [...(events.get(key) ?? []), now.getTime()]);
      return Promise.resolve();
    },
    clear: (key) => {
      events.delete(key);
      return Promise.resolve();
    },
  };
}
