/** What the redirect keeps per visitor between visits: its address's keys, tally counters and last location. */
import type { HitCount } from "../../../domain/risk/signals.ts";
import type { PreparedLink } from "./go_prepared_link.ts";

/** A tally counter held between visits: valid for one tally generation, hour and link. */
export interface CounterSlot {
  counter: HitCount | null;
  generation: number;
  hour: number;
  linkId: number;
}

/** A counter slot that matches no generation, hour or link yet. */
export const emptySlot = (): CounterSlot => ({
  counter: null,
  generation: -1,
  hour: -1,
  linkId: 0,
});

/**
 * An address's counting keys: its group (IPv4, or IPv6 /64) and the hashed network prefix (docs/risk.md), with
 * the tally counter its network was last counted in (people behind one address or NAT share it).
 */
export interface AddressKeys {
  group: string;
  network: string;
  networkSlot: CounterSlot;
}

/**
 * What the redirect worked out for one visitor (address + agent) of one link, so that a repeat visit reuses it
 * instead of hashing, matching and building strings again (docs/tracking-api.md#the-redirects-hot-path). Kept
 * from a visitor's second visit on (and for bots): a visitor seen once costs the memory of its dedupe entry only.
 */
export interface Visit {
  /** Whether it is in the map of kept visits. */
  kept: boolean;
  /** The agent alone marks a bot or previewer (purpose headers are checked on every visit). */
  botAgent: boolean;
  visitor: string;
  keys: AddressKeys;
  /** The click id this instance gave the visitor, and when it was counted (ms); null before. */
  clickId: string | null;
  countedAt: number;
  /** The hour of a counted click whose hit is not in the tally yet (it is added with the visitor's next hit). */
  untalliedHour: number;
  /** The location last answered, for this prepared destination and click id. */
  location: string;
  locationOf: PreparedLink | null;
  locationId: string | null;
  /** The visitor's tally counter (made on its first tally: a visitor seen once has none). */
  visitorSlot: CounterSlot | null;
}
