/**
 * Hit tally: every redirect of a crediting link adds one to an in-memory count per link, hour and key (the visitor
 * key, and the hashed network prefix), bots included; a timer writes the counts in one statement per batch, which
 * answers the counts that just went above the click burst limit (docs/risk.md). The redirect only increments the
 * counters it holds.
 */
import type { HitCount } from "../../domain/risk/signals.ts";

/** Where tallies go: adds them to the shared counts and answers those that crossed the limit, with the limit. */
export interface HitCountStore {
  add(counts: HitCount[]): Promise<{ crossed: HitCount[]; limit: number }>;
}

/** The per-instance tally the redirect notes hits in. */
export interface HitTally {
  /**
   * The count of one key in the batch being gathered (created at zero hits), for a caller that adds to it
   * directly; null once the batch holds as many keys as it may. Valid while generation() is unchanged.
   */
  counter(
    linkId: number,
    userId: number,
    hour: number,
    keyKind: "visitor" | "network",
    key: string,
  ): HitCount | null;
  /** Changes whenever the gathered batch is handed to the store: counters taken before belong to a written batch. */
  generation(): number;
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
  let generation = 0;

  const counter = (
    linkId: number,
    userId: number,
    hour: number,
    keyKind: "visitor" | "network",
    key: string,
  ): HitCount | null => {
    const id = `${hour}|${linkId}|${keyKind}|${key}`;
    let row = counts.get(id);
    if (row === undefined) {
      if (counts.size >= MAX_KEYS) return null;
      row = { linkId, userId, hour, keyKind, key, hits: 0, refused: 0 };
      counts.set(id, row);
    }
    schedule();
    return row;
  };
  // One batch per call: hits arriving while it is written wait for the next timer, so a busy redirect causes at
  // most one write per lingerMs. Answers false when the write failed.
  const writeBatch = async (): Promise<boolean> => {
    // Rows with no hits (a counter taken but never added to) are not worth a write.
    const batch = [...counts.values()].filter((c) => c.hits > 0);
    counts = new Map();
    generation++;
    if (batch.length === 0) return true;
    try {
      const { crossed, limit } = await store.add(batch);
      if (crossed.length > 0) await options.onCrossed(crossed, limit);
      return true;
    } catch (error) {
      // Counts are a signal, not money: a failed write is reported and dropped, never retried forever.
      onError(error);
      return false;
    }
  };
  const run = (all: boolean): Promise<void> => {
    running ??= (async () => {
      while (await writeBatch() && all && counts.size > 0);
    })().finally(() => {
      running = null;
      if (counts.size > 0) schedule();
    });
    return running;
  };
  function schedule() {
    timer ??= setTimeout(() => {
      timer = null;
      run(false);
    }, lingerMs);
  }
  const flush = async (): Promise<void> => {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    while (running !== null) await running;
    await run(true);
  };
  return {
    counter,
    generation: () => generation,
    flush,
  };
}
