/**
 * The worker that works out where clicks come from (docs/click-origins.md), off the redirect's thread: it holds
 * the city database and the User-Agent parser, and answers each batch of addresses and agents with their places
 * and families. Started by createOriginResolver (origin_resolver.ts); nothing here leaves the machine.
 */
/// <reference no-default-lib="true" />
/// <reference lib="deno.worker" />
import {
  type AgentFamilies,
  createOriginLocator,
  type Place,
} from "./click_origin.ts";
import type { OriginAnswer, OriginAsk } from "./origin_resolver.ts";

const locator = createOriginLocator({ places: true });
locator.ready.then(() => self.postMessage({ ready: true }));

/** Indexes of `values` in a table of the distinct ones (the locator hands out one object per place or agent kind). */
function tabled<T>(values: T[]): { table: T[]; indexes: Int32Array } {
  const table: T[] = [];
  const seen = new Map<T, number>();
  const indexes = new Int32Array(values.length);
  values.forEach((value, i) => {
    let at = seen.get(value);
    if (at === undefined) {
      at = table.push(value) - 1;
      seen.set(value, at);
    }
    indexes[i] = at;
  });
  return { table, indexes };
}

self.onmessage = (event: MessageEvent<OriginAsk>) => {
  const { id, addresses, agents } = event.data;
  // "" is no address (no place) or no agent (no families).
  const places = tabled<Place | null>(
    addresses.map((address) => address === "" ? null : locator.place(address)),
  );
  const families = tabled<AgentFamilies>(
    agents.map((agent) => locator.agent(agent === "" ? null : agent)),
  );
  const answer: OriginAnswer = {
    id,
    placeTable: places.table,
    places: places.indexes,
    familyTable: families.table,
    families: families.indexes,
  };
  // The index arrays move to the other thread rather than being copied.
  self.postMessage(answer, [
    places.indexes.buffer as ArrayBuffer,
    families.indexes.buffer as ArrayBuffer,
  ]);
};
