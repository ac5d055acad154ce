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

/**
 * Makes a deduper holding at most `maxEntries` visitors. It keeps two generations of visitors: new ones go into
 * the current one, which becomes the previous one once it is a window old or half full, and the previous one is
 * then dropped whole. Every visitor is so remembered for at least a window (unless a flood fills the generations
 * first), and no visit pays for deleting another (a Map deleted from the front slows every later lookup of its
 * oldest entry until it is rebuilt).
 */
export function createClickDeduper(
  windowMs: number,
  maxEntries = 200_000,
): ClickDeduper {
  let current = new Map<string, { clickId: string; at: number }>();
  let previous = new Map<string, { clickId: string; at: number }>();
  let currentSince = -Infinity;
  const half = Math.max(1, Math.floor(maxEntries / 2));
  return {
    check(key, now) {
      const hit = current.get(key) ?? previous.get(key);
      if (hit !== undefined && now.getTime() - hit.at < windowMs) {
        return { count: false, clickId: hit.clickId, countedAt: hit.at };
      }
      return COUNT;
    },
    remember(key, clickId, now) {
      const at = now.getTime();
      if (current.size >= half || at - currentSince >= windowMs) {
        previous = current;
        current = new Map();
        currentSince = at;
      }
      current.set(key, { clickId, at });
    },
    size: () => current.size + previous.size,
    windowMs,
  };
}
