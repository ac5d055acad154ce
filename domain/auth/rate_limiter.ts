/** RateLimiter: the port counting attempts per key in a sliding window, shared across instances. */

/** At most `limit` events per `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/** Counts attempts per key; admitting and counting are one atomic step, so parallel attempts cannot all pass. */
export interface RateLimiter {
  /**
   * Admits and counts one attempt for the key at `now` when it is under `rule`, answering 0; otherwise counts
   * nothing and answers the milliseconds until the key would admit again.
   */
  hit(key: string, rule: RateRule, now: Date): Promise<number>;
  /** Takes back one attempt admitted at `now` that turned out not to count (a malformed request, a right password). */
  refund(key: string, now: Date): Promise<void>;
  /** Forgets the key's attempts (e.g. failures after a successful login). */
  clear(key: string): Promise<void>;
}
