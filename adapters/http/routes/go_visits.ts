/** The redirect's bounded caches of visits and address keys, made once per redirect. */
import type { TrackingRuntime } from "../../tracking/tracking_runtime.ts";
import { isBotAgent } from "../../tracking/bot_detection.ts";
import { addressGroup } from "../../../domain/shared/address_group.ts";
import { networkPrefix } from "../../../domain/risk/identity_keys.ts";
import { type AddressKeys, emptySlot, type Visit } from "./go_visit.ts";

const MAX_ADDRESSES = 100_000;
const MAX_VISITS = 100_000;

/** A visit's lookup (kept, or new and not kept) and the call that keeps it. */
export interface Visits {
  visitOf: (id: string, agent: string | null, address: string | null) => Visit;
  keep: (id: string, visit: Visit) => void;
}

/** The visits of one redirect, each address's keys hashed once (until the cache is full and starts anew). */
export function createVisits(
  tracking: Pick<TrackingRuntime, "hashVisitor">,
): Visits {
  const addresses = new Map<string, AddressKeys>();
  const visits = new Map<string, Visit>();
  const keysOf = (address: string): AddressKeys => {
    let keys = addresses.get(address);
    if (keys === undefined) {
      // An IPv6 visitor counts by its /64 (docs/rate-limits.md): a device may use any address in it.
      const group = addressGroup(address);
      keys = {
        group,
        network: tracking.hashVisitor(networkPrefix(group), ""),
        networkSlot: emptySlot(),
      };
      if (addresses.size >= MAX_ADDRESSES) addresses.clear();
      addresses.set(address, keys);
    }
    return keys;
  };
  const visitOf = (
    id: string,
    agent: string | null,
    address: string | null,
  ): Visit => {
    const kept = visits.get(id);
    if (kept !== undefined) return kept;
    const keys = keysOf(address ?? "unknown");
    const visitor = tracking.hashVisitor(keys.group, agent ?? "");
    return {
      kept: false,
      botAgent: isBotAgent(agent),
      visitor,
      keys,
      clickId: null,
      countedAt: 0,
      untalliedHour: -1,
      location: "",
      locationOf: null,
      locationId: null,
      visitorSlot: null,
    };
  };
  const keep = (id: string, visit: Visit) => {
    if (visit.kept) return;
    if (visits.size >= MAX_VISITS) visits.clear();
    visit.kept = true;
    visits.set(id, visit);
  };
  return { visitOf, keep };
}
