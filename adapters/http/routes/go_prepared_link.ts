/** A tracked link's destination worked out once per cached link (click id and sub-id slots), not once per visit. */
import type { TrackedLink } from "../../postgres/tracked_link_lookup.ts";
import { withClickId } from "../../../domain/tracking/redirect_url.ts";
import { isValidDestination } from "../../../domain/links/destination_url.ts";
import {
  fillSubIds,
  hasSubIdSlots,
  type SubIds,
} from "../../../domain/tracking/sub_ids.ts";

/** What the redirect works out once per cached link instead of once per visit. */
export interface PreparedLink {
  /** False for a destination stored before the rule existed (e.g. with a line break). */
  valid: boolean;
  /** Where a visitor goes without a click id (previews, a blocked affiliate's link). */
  plain: string;
  /** The destination with a click id, split where the id goes: `parts.join(clickId)`. */
  parts: string[];
  /** The destination has `{s1}`…`{s5}` slots: its location is built for each visit's sub-ids. */
  subIdSlots: boolean;
}

// Click ids are lowercase hex, which neither encodeURIComponent nor URLSearchParams changes: a marker of the same
// kind put through withClickId once shows where every later id goes, with the same result as calling it each time.
const MARKER = "0c11c4a1d0000000000000000000000000000000000000ff";

// Sub-id slots travel through withClickId as plain markers (a URL parser would escape braces in a path).
const SLOT_MARKER = /\{s([1-5])\}/g;
const SLOT_BACK = /0c11c4a1s([1-5])m/g;

/** The link's destination prepared for every later visit. */
export function prepare(link: TrackedLink): PreparedLink {
  const valid = isValidDestination(link.destinationUrl);
  const subIdSlots = hasSubIdSlots(link.destinationUrl);
  const template = subIdSlots
    ? link.destinationUrl.replace(SLOT_MARKER, "0c11c4a1s$1m")
    : link.destinationUrl;
  return {
    valid,
    plain: link.destinationUrl.replaceAll("{click_id}", ""),
    parts: valid
      ? withClickId(template, MARKER).split(MARKER).map((part) =>
        subIdSlots ? part.replace(SLOT_BACK, "{s$1}") : part
      )
      : [],
    subIdSlots,
  };
}

/** The location of a destination with sub-id slots, filled with the visit's sub-ids (and click id, when given). */
export function filledLocation(
  ready: PreparedLink,
  subIds: SubIds | null,
  clickId: string | null,
): string {
  if (clickId === null) return fillSubIds(ready.plain, subIds);
  return fillSubIds(ready.parts.join(clickId), subIds);
}
