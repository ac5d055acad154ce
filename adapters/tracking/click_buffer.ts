/** Buffered click writer: the redirect never waits for the database; clicks are flushed at least every second. */
import type { ClickRecord, ClickStore } from "../../domain/tracking/click.ts";

/** The buffer the redirect handler adds clicks to. */
export interface ClickBuffer {
  add(click: ClickRecord): void;
  /** Writes everything buffered so far (also waits for a flush already running). */
  flush(): Promise<void>;
  /** Clicks waiting to be written. */
  pending(): number;
}

/** Options: how often to flush, and the largest batch per statement. */
export interface ClickBufferOptions {
  flushMs?: number;
  maxBatch?: number;
  onError?: (error: unknown) => void;
}

/** A buffer writing to `store`; a timer runs only while clicks are waiting, so an idle app holds no timer. */
export function createClickBuffer(
  store: ClickStore,
  options: ClickBufferOptions = {},
): ClickBuffer {
  const flushMs = options.flushMs ?? 1000;
  const maxBatch = options.maxBatch ?? 5000;
  const onError = options.onError ??
    ((e) => console.error("click flush failed:", e));
  let queue: ClickRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();

  const writeAll = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        await store.save(batch);
      } catch (error) {
        // Put the batch back once so a brief outage does not lose clicks; give up if the buffer keeps growing.
        if (queue.length < maxBatch * 20) queue = batch.concat(queue);
        onError(error);
        return;
      }
    }
  };
  const flush = () => {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    running = running.then(writeAll);
    return running.then(() => {
      if (queue.length > 0) schedule();
    });
  };
  const schedule = () => {
    timer ??= setTimeout(() => {
      timer = null;
      flush();
    }, flushMs);
  };
  return {
    add(click) {
      queue.push(click);
      if (queue.length >= maxBatch) flush();
      else schedule();
    },
    flush,
    pending: () => queue.length,
  };
}
