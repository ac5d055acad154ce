/** The redirect's cache of `?to=` deep-link pages, checked against each cached link's allowed domains once. */
import type { TrackedLink } from "../../postgres/tracked_link_lookup.ts";
import { checkDeepLinkUrl } from "../../../domain/links/allowed_domains.ts";
import { prepare, type PreparedLink } from "./go_prepared_link.ts";

const MAX_DEEP_TARGETS = 1_000;

/** A deep link's prepared page, or null when it is not on the link's allowed domains. */
export type DeepTarget = (link: TrackedLink, to: string) => PreparedLink | null;

/** `?to=` pages already checked, per cached link (a new answer for the link, e.g. new allowed domains, starts anew). */
export function createDeepTargets(): DeepTarget {
  const deepTargets = new WeakMap<
    TrackedLink,
    Map<string, PreparedLink | null>
  >();
  return (link, to) => {
    let known = deepTargets.get(link);
    if (known === undefined) {
      known = new Map();
      deepTargets.set(link, known);
    }
    let target = known.get(to);
    if (target === undefined) {
      // Not on the allowed domains (or not a plain http(s) address): the link's own destination, never an open redirect.
      const checked = checkDeepLinkUrl(to, link.allowedDomains);
      target = checked.ok
        ? prepare({ ...link, destinationUrl: checked.value })
        : null;
      if (known.size >= MAX_DEEP_TARGETS) known.clear();
      known.set(to, target);
    }
    return target;
  };
}
