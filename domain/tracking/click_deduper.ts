/** Counts a visitor at most once per link per window, remembering the click id to hand out again. */

/** The deduper's verdict for one visit. */
export type DedupeVerdict =
  | { count: true }
  | { count: false; clickId: string; countedAt: number };

const COUNT: DedupeVerdict = { count: true };

/** A deduper over a sliding window (one hour for clicks). */
export interface ClickDeduper {
  /** Whether a visit counts; a repeat gets the click id of the visit that counted. */
  check(key: string, now: Date): DedupeVerdict;
  /** Records a counted visit. */
  remember(key: string, clickId: string, now: Date): void;
  size(): number;
  /** How long a counted visit is remembered (ms). */
  readonly windowMs: number;
}

/** Makes a deduper holding at most `maxEntries` visitors (the oldest are forgotten first). */
export function createClickDeduper(
  windowMs: number,
  maxEntries = 200_000,
): ClickDeduper {
  // A Map keeps insertion order, so the first entries are the oldest: pruning is cheap.
  const seen = new Map<string, { clickId: string; at: number }>();
  const prune = (now: number) => {
    for (const [key, v] of seen) {
      if (now - v.at < windowMs && seen.size <= maxEntries) break;
      seen.delete(key);
    }
  };
  return {
    check(key, now) {
      const hit = seen.get(key);
      if (hit && now.getTime() - hit.at < windowMs) {
        return { count: false, clickId: hit.clickId, countedAt: hit.at };
      }
      return COUNT;
    },
    remember(key, clickId, now) {
      seen.delete(key);
      seen.set(key, { clickId, at: now.getTime() });
      prune(now.getTime());
    },
    size: () => seen.size,
    windowMs,
  };
}
