/** RateLimiter: the port counting attempts per key in a sliding window, shared across instances. */

/** At most `limit` events per `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/** Counts events per key. */
export interface RateLimiter {
  /** Milliseconds until the key is under its limit again at `now`; 0 when it is under it now. */
  check(key: string, rule: RateRule, now: Date): Promise<number>;
  /** Records one event for the key at `now`. */
  record(key: string, rule: RateRule, now: Date): Promise<void>;
  /** Forgets the key's events (e.g. failures after a successful login). */
  clear(key: string): Promise<void>;
}
