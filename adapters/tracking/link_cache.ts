/**
 * A short-lived cache of tracked codes, so a redirect usually needs no database round trip. An expired entry is
 * refreshed in the background while it keeps answering (stale-while-revalidate); when the refresh fails or is
 * slow (the database is away), the last known answer keeps redirecting visitors. Once a refresh has failed or
 * outlasted its wait, stale answers come at once (the refresh goes on in the background) until a load answers
 * again: during an outage a redirect never waits on the database (issue 32).
 */
import type { TrackedLink } from "../postgres/tracked_link_lookup.ts";

/** Looks codes up through the cache. */
export interface LinkCache {
  get(code: string): Promise<TrackedLink | null>;
  /** The cached answer while it is fresh, without waiting; undefined when get() must be asked. */
  peek(code: string): TrackedLink | null | undefined;
  /** Drops a code after its link changed, so this instance redirects to the new destination at once. */
  invalidate(code?: string): void;
}

interface Entry {
  /** The answer (a link or "unknown"); undefined until the first load answers. */
  value?: TrackedLink | null;
  /** The first load, while there is no value yet. */
  first?: Promise<TrackedLink | null>;
  until: number;
  /** A refresh of an expired entry under way. */
  refreshing: Promise<TrackedLink | null> | null;
}

/** How long a request waits for a refresh before it takes the stale answer. */
const STALE_WAIT_MS = 250;

/** A cache over `load` keeping answers (also "unknown") for `ttlMs`; other instances catch up within the TTL. */
export function createLinkCache(
  load: (code: string) => Promise<TrackedLink | null>,
  ttlMs = 5000,
  maxEntries = 50_000,
): LinkCache {
  const entries = new Map<string, Entry>();
  // The database looks away: a refresh failed or outlasted STALE_WAIT_MS, and no load has answered since.
  let away = false;
  const refresh = (code: string, entry: Entry) => {
    entry.refreshing ??= load(code).then((value) => {
      away = false;
      // An invalidate() meanwhile removed the entry: leave its replacement alone.
      if (entries.get(code) === entry) {
        entry.value = value;
        entry.until = Date.now() + ttlMs;
      }
      entry.refreshing = null;
      return value;
    }, (error) => {
      away = true;
      entry.refreshing = null;
      throw error;
    });
    return entry.refreshing;
  };
  return {
    peek(code) {
      const entry = entries.get(code);
      return entry !== undefined && entry.until > Date.now()
        ? entry.value
        : undefined;
    },
    get(code) {
      const entry = entries.get(code);
      if (entry !== undefined) {
        if (entry.value === undefined) return entry.first!;
        if (entry.until > Date.now()) return Promise.resolve(entry.value);
        const stale = entry.value;
        if (away || entry.refreshing !== null) {
          // Someone already waited on this database: answer now, refresh behind.
          refresh(code, entry).catch(() => {});
          return Promise.resolve(stale);
        }
        let timer: ReturnType<typeof setTimeout> | undefined;
        return Promise.race([
          refresh(code, entry),
          new Promise<TrackedLink | null>((resolve) => {
            timer = setTimeout(() => {
              away = true;
              resolve(stale);
            }, STALE_WAIT_MS);
          }),
        ]).catch(() => stale).finally(() => clearTimeout(timer));
      }
      if (entries.size >= maxEntries) entries.clear();
      const created: Entry = { until: 0, refreshing: null };
      created.first = load(code).then((value) => {
        created.value = value;
        created.until = Date.now() + ttlMs;
        created.first = undefined;
        return value;
      });
      created.first.catch(() => {
        if (entries.get(code) === created) entries.delete(code);
      });
      entries.set(code, created);
      return created.first;
    },
    invalidate(code) {
      if (code === undefined) entries.clear();
      else entries.delete(code);
    },
  };
}
