/** A short-lived cache of tracked codes, so a redirect usually needs no database round trip. */
import type { TrackedLink } from "../postgres/tracked_link_lookup.ts";

/** Looks codes up through the cache. */
export interface LinkCache {
  get(code: string): Promise<TrackedLink | null>;
  /** Drops a code after its link changed, so this instance redirects to the new destination at once. */
  invalidate(code?: string): void;
}

/** A cache over `load` keeping answers (also "unknown") for `ttlMs`; other instances catch up within the TTL. */
export function createLinkCache(
  load: (code: string) => Promise<TrackedLink | null>,
  ttlMs = 5000,
  maxEntries = 50_000,
): LinkCache {
  const entries = new Map<
    string,
    { link: Promise<TrackedLink | null>; until: number }
  >();
  return {
    get(code) {
      const now = Date.now();
      const hit = entries.get(code);
      if (hit && hit.until > now) return hit.link;
      if (entries.size >= maxEntries) entries.clear();
      const link = load(code);
      entries.set(code, { link, until: now + ttlMs });
      link.catch(() => entries.delete(code));
      return link;
    },
    invalidate(code) {
      if (code === undefined) entries.clear();
      else entries.delete(code);
    },
  };
}
