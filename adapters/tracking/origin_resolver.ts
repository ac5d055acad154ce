/**
 * Where counted clicks come from, worked out when their batch is written instead of on the redirect (issue 26,
 * item 5; docs/click-origins.md). The redirect queues each counted click with its address and agent (in memory
 * only, until its batch is written); the click buffer asks for the batch's places and families before it writes,
 * and a worker thread answers them from the city database and the User-Agent parser (which remembers each agent),
 * so neither parsing a new visitor's agent (about ten microseconds) nor walking the database runs on the thread
 * that answers visitors. The address is never written: only its country and city are.
 * Without places (CLICK_ORIGINS=off, tests) or when the worker cannot answer, the same lookups run on this thread.
 */
import type { ClickRecord } from "../../domain/tracking/click.ts";
import {
  type AgentFamilies,
  createOriginLocator,
  type OriginLocator,
  type Place,
} from "./click_origin.ts";

/** A batch's question to the worker: each noted click's address and agent ("" for none), in batch order. */
export interface OriginAsk {
  id: number;
  addresses: string[];
  agents: string[];
}

/**
 * The worker's answer, in the order asked, as indexes into tables of the distinct places and families (a batch has
 * few of each, and numbers cross threads cheaply); a null place: the database was not loaded yet (nothing known).
 */
export interface OriginAnswer {
  id: number;
  placeTable: (Place | null)[];
  places: Int32Array;
  familyTable: AgentFamilies[];
  families: Int32Array;
}

/**
 * A click as the redirect queues it: `pending` while its place and families are still to be found from
 * `lookupAddress` and `lookupAgent`, which the resolver then clears. They are in memory only, never written.
 */
export interface NotedClick extends ClickRecord {
  pending?: boolean;
  lookupAddress?: string | null;
  lookupAgent?: string | null;
}

/** Finds counted clicks' places and families before they are written. */
export interface OriginResolver {
  /** Settles once the IP database is loaded (or failed to load); right away without places. */
  ready: Promise<void>;
  /** Fills the origins of the batch's pending clicks (whose referrer the redirect set); null when none is pending. */
  settle(batch: ClickRecord[]): Promise<void> | null;
  /** Stops the worker; later batches are settled on this thread. */
  close(): void;
}

/** How long a batch waits for the worker before its lookups run here. */
const ASK_TIMEOUT_MS = 2_000;

/** A resolver; `places` false keeps every place unknown (no database, no worker: tests and small machines). */
export function createOriginResolver(
  { places = true }: { places?: boolean } = {},
): OriginResolver {
  // This thread's locator: without places, or once the worker failed (it then loads the database here).
  let local: OriginLocator | null = places ? null : createOriginLocator({
    places: false,
  });
  const locator = () => local ??= createOriginLocator({ places });

  let worker: Worker | null = null;
  let nextId = 1;
  const asked = new Map<number, (answer: OriginAnswer | null) => void>();
  // Any failure of the worker: its questions and all later ones are answered here.
  const fail = (error: unknown) => {
    if (worker === null) return;
    console.error("click origins: the worker failed, working here:", error);
    worker.terminate();
    worker = null;
    for (const answer of asked.values()) answer(null);
    asked.clear();
  };
  let ready = Promise.resolve();
  if (places) {
    try {
      worker = new Worker(new URL("./origin_worker.ts", import.meta.url).href, {
        type: "module",
      });
    } catch (error) {
      console.error("click origins: no worker, working here:", error);
    }
  }
  if (worker !== null) {
    let loaded: () => void = () => {};
    ready = new Promise<void>((resolve) => loaded = resolve);
    worker.onmessage = (
      event: MessageEvent<OriginAnswer | { ready: true }>,
    ) => {
      if ("ready" in event.data) return loaded();
      const answer = asked.get(event.data.id);
      asked.delete(event.data.id);
      answer?.(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail(event.message);
      // The database then loads here.
      locator().ready.then(loaded);
    };
    worker.onmessageerror = (event) => fail(event);
  } else if (places) {
    ready = locator().ready;
  }

  /** The worker's answer to `ask`, or null when it failed or took too long. */
  const askWorker = (ask: OriginAsk): Promise<OriginAnswer | null> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        asked.delete(ask.id);
        resolve(null);
      }, ASK_TIMEOUT_MS);
      asked.set(ask.id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      try {
        worker!.postMessage(ask);
      } catch (error) {
        fail(error);
      }
    });

  const settle = async (clicks: NotedClick[]) => {
    const ask: OriginAsk = { id: nextId++, addresses: [], agents: [] };
    for (const click of clicks) {
      ask.addresses.push(click.lookupAddress ?? "");
      ask.agents.push(click.lookupAgent ?? "");
    }
    const answer = worker === null ? null : await askWorker(ask);
    clicks.forEach((click, i) => {
      const address = ask.addresses[i];
      const agent = ask.agents[i];
      const place = answer !== null
        ? answer.placeTable[answer.places[i]]
        : address === ""
        ? null
        : locator().place(address);
      const families = answer !== null
        ? answer.familyTable[answer.families[i]]
        : locator().agent(agent === "" ? null : agent);
      const origin = click.origin!;
      if (place) {
        origin.country = place.country;
        origin.city = place.city;
      }
      origin.device = families.device;
      origin.os = families.os;
      origin.browser = families.browser;
      click.pending = false;
      click.lookupAddress = null;
      click.lookupAgent = null;
    });
  };

  return {
    ready,
    settle(batch) {
      let clicks: NotedClick[] | null = null;
      for (const click of batch as NotedClick[]) {
        if (click.pending && click.origin) (clicks ??= []).push(click);
      }
      return clicks === null ? null : settle(clicks);
    },
    close() {
      const running = worker;
      worker = null;
      running?.terminate();
      for (const answer of asked.values()) answer(null);
      asked.clear();
    },
  };
}
