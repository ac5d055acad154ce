/**
 * Hit tally: every redirect of a crediting link adds one to an in-memory count per link, hour and key (the visitor
 * key, and the hashed network prefix), bots included; a timer writes the counts in one statement per batch, which
 * answers the counts that just went above the click burst limit (docs/risk.md). The redirect only increments a map.
 */
import { dedupeHour } from "../../domain/tracking/click.ts";
import type { HitCount } from "../../domain/risk/signals.ts";

/** Where tallies go: adds them to the shared counts and answers those that crossed the limit, with the limit. */
export interface HitCountStore {
  add(counts: HitCount[]): Promise<{ crossed: HitCount[]; limit: number }>;
}

/** The per-instance tally the redirect notes hits in. */
export interface HitTally {
  note(hit: {
    linkId: number;
    userId: number;
    visitor: string;
    network: string;
    refused: boolean;
    at: Date;
  }): void;
  /** Writes what is counted so far. */
  flush(): Promise<void>;
}

const MAX_KEYS = 100_000;

/** A tally writing to `store` at most every `lingerMs`; `onCrossed` gets the counts that went over the limit. */
export function createHitTally(
  store: HitCountStore,
  options: {
    lingerMs?: number;
    onCrossed(crossed: HitCount[], limit: number): Promise<void>;
    onError?(error: unknown): void;
  },
): HitTally {
  const lingerMs = options.lingerMs ?? 1000;
  const onError = options.onError ??
    ((e) => console.error("hit tally flush failed:", e));
  let counts = new Map<string, HitCount>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;

  const add = (
    linkId: number,
    userId: number,
    hour: number,
    keyKind: "visitor" | "network",
    key: string,
    refused: boolean,
  ) => {
    const id = `${hour}|${linkId}|${keyKind}|${key}`;
    const row = counts.get(id);
    if (row) {
      row.hits++;
      if (refused) row.refused++;
    } else if (counts.size < MAX_KEYS) {
      counts.set(id, {
        linkId,
        userId,
        hour,
        keyKind,
        key,
        hits: 1,
        refused: refused ? 1 : 0,
      });
    }
  };
  const write = async () => {
    while (counts.size > 0) {
      const batch = [...counts.values()];
      counts = new Map();
      try {
        const { crossed, limit } = await store.add(batch);
        if (crossed.length > 0) await options.onCrossed(crossed, limit);
      } catch (error) {
        // Counts are a signal, not money: a failed write is reported and dropped, never retried forever.
        onError(error);
        return;
      }
    }
  };
  const flush = (): Promise<void> => {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    running ??= write().finally(() => {
      running = null;
    });
    return running;
  };
  return {
    note(hit) {
      const hour = dedupeHour(hit.at);
      add(hit.linkId, hit.userId, hour, "visitor", hit.visitor, hit.refused);
      add(hit.linkId, hit.userId, hour, "network", hit.network, hit.refused);
      timer ??= setTimeout(() => {
        timer = null;
        flush();
      }, lingerMs);
    },
    flush,
  };
}
