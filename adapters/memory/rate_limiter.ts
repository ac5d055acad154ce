/** In-memory RateLimiter (sliding window) for fast use-case tests. */
import type { RateLimiter } from "../../domain/auth/rate_limiter.ts";

/** A RateLimiter keeping admitted instants per key in a Map. */
export function createInMemoryRateLimiter(): RateLimiter {
  const events = new Map<string, number[]>();
  return {
    hit: (key, rule, now) => {
      const since = now.getTime() - rule.windowMs;
      const recent = (events.get(key) ?? []).filter((t) => t > since).sort((
        a,
        b,
      ) => a - b);
      if (recent.length < rule.limit) {
        events.set(key, [...recent, now.getTime()]);
        return Promise.resolve(0);
      }
      events.set(key, recent);
      // The limit-th newest event is the one whose expiry brings the key back under its limit.
      return Promise.resolve(
        recent[recent.length - rule.limit] + rule.windowMs - now.getTime(),
      );
    },
    refund: (key, now) => {
      const list = events.get(key) ?? [];
      const at = list.indexOf(now.getTime());
      if (at >= 0) list.splice(at, 1);
      return Promise.resolve();
    },
    clear: (key) => {
      events.delete(key);
      return Promise.resolve();
    },
  };
}
