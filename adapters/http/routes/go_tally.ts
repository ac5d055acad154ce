/** The redirect's hit tally per visitor key and network prefix: the click burst signal of docs/risk.md. */
import type { TrackingRuntime } from "../../tracking/tracking_runtime.ts";
import type { TrackedLink } from "../../postgres/tracked_link_lookup.ts";
import type { HitCount } from "../../../domain/risk/signals.ts";
import { type CounterSlot, emptySlot, type Visit } from "./go_visit.ts";

/** Adds one visit's hit to its network's and visitor's counters. */
export type Tally = (
  link: TrackedLink,
  visit: Visit,
  refused: boolean,
  counted: boolean,
  hour: number,
) => void;

/**
 * Every hit of a crediting link, bots included, is tallied per visitor key and network prefix (counters in the
 * tally's batch, written in batches). A click this instance counts is not tallied on its own: a visitor seen once
 * cannot burst, so its hit joins the tally with the visitor's next one, and most visitors never cost a tally row.
 */
export function createTally(hits: TrackingRuntime["hits"]): Tally {
  const counterIn = (
    slot: CounterSlot,
    link: TrackedLink,
    hour: number,
    keyKind: "visitor" | "network",
    key: string,
  ): HitCount | null => {
    const generation = hits.generation();
    if (
      slot.generation !== generation || slot.hour !== hour ||
      slot.linkId !== link.id
    ) {
      slot.counter = hits.counter(link.id, link.userId, hour, keyKind, key);
      slot.generation = generation;
      slot.hour = hour;
      slot.linkId = link.id;
    }
    return slot.counter;
  };
  return (link, visit, refused, counted, hour) => {
    const keys = visit.keys;
    const network = counterIn(
      keys.networkSlot,
      link,
      hour,
      "network",
      keys.network,
    );
    if (network !== null) {
      network.hits++;
      if (refused) network.refused++;
    }
    if (counted) {
      visit.untalliedHour = hour;
      return;
    }
    const count = counterIn(
      visit.visitorSlot ??= emptySlot(),
      link,
      hour,
      "visitor",
      visit.visitor,
    );
    if (count === null) return;
    count.hits += visit.untalliedHour === hour ? 2 : 1;
    visit.untalliedHour = -1;
    if (refused) count.refused++;
  };
}
