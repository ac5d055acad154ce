/**
 * Buffered click writer: the redirect never waits for the database. Writing is continuous: a click waits at most
 * `lingerMs` for company, then batches follow one another while clicks keep coming (each batch takes whatever
 * arrived during the previous write), so a crash loses only what arrived during the last write or two.
 */
import type { ClickRecord, ClickStore } from "../../domain/tracking/click.ts";

/** The buffer the redirect handler adds clicks to. */
export interface ClickBuffer {
  /** Queues a click; when the buffer is full the click is dropped and counted instead. */
  add(click: ClickRecord): void;
  /** Writes everything buffered so far (also waits for a flush already running); a failure keeps the clicks. */
  flush(): Promise<void>;
  /** Flushes until nothing is waiting or `timeoutMs` has passed (graceful shutdown); answers what is left. */
  drain(timeoutMs: number): Promise<number>;
  /** Clicks waiting to be written. */
  pending(): number;
  /** Clicks dropped since start because the buffer was full (the database was away too long). */
  dropped(): number;
  /**
   * While more clicks arrive than a working database writes (it wrote a batch within `maxLagMs`), so the oldest
   * has waited longer than `maxLagMs`: a promise that settles once the next batch is written (at most `maxLagMs`
   * later); null otherwise, also while the database is failing or stalled. The redirect
   * waits on it before answering, so a crash never loses more than about that much of the clicks it answered.
   */
  backpressure(): Promise<void> | null;
}

/** Options: retry interval, linger, batch size, buffer bound and where problems are reported. */
export interface ClickBufferOptions {
  /** How long to wait before retrying after a failed write (default 1 s). */
  flushMs?: number;
  /** How long the first click of a quiet period waits for others before a write starts (default 50 ms). */
  lingerMs?: number;
  maxBatch?: number;
  /** Most clicks held while the database is away; later ones are dropped and counted. */
  maxPending?: number;
  onError?: (error: unknown) => void;
  /** Reports the dropped count when dropping starts and at each failed flush while it goes on. */
  onDrop?: (dropped: number) => void;
  /** Called after each batch is written: how many clicks, and how long the write took (ms). */
  onFlush?: (clicks: number, ms: number) => void;
  /** How long a click may wait for a working database before new answers wait for the writer (default 1 s). */
  maxLagMs?: number;
  /**
   * A write that has not answered after this long counts as failed and is retried (default 2 s): a connection
   * that dropped mid-write can hang for many seconds, and the buffer would fill behind it (docs/operations.md).
   * Retrying is safe: click ids make a repeated write a no-op, whichever of the two lands first.
   */
  writeTimeoutMs?: number;
  /**
   * Completes a batch's clicks before each write (where they came from: origin_resolver.ts); null when there is
   * nothing to do. It never fails: what it cannot find stays unknown.
   */
  prepare?: (batch: ClickRecord[]) => Promise<void> | null;
}

/** A click write that took longer than the buffer's writeTimeoutMs. */
export class ClickWriteTimeout extends Error {
  constructor(ms: number) {
    super(`click write did not answer within ${ms} ms`);
  }
}

/** The default bound: about a day of clicks of a busy instance, a few tens of MB at most. */
export const MAX_PENDING_CLICKS = 100_000;

/** A buffer writing to `store`; a timer runs only while clicks are waiting, so an idle app holds no timer. */
export function createClickBuffer(
  store: ClickStore,
  options: ClickBufferOptions = {},
): ClickBuffer {
  const flushMs = options.flushMs ?? 1000;
  const lingerMs = Math.min(options.lingerMs ?? 50, flushMs);
  const maxBatch = options.maxBatch ?? 5000;
  const maxPending = options.maxPending ?? MAX_PENDING_CLICKS;
  const onError = options.onError ??
    ((e) => console.error("click flush failed:", e));
  const onDrop = options.onDrop ??
    ((n) =>
      console.error(
        `click buffer full (${maxPending} waiting): ${n} clicks dropped so far`,
      ));
  const maxLagMs = options.maxLagMs ?? 1000;
  const writeTimeoutMs = options.writeTimeoutMs ?? 2000;
  /** The store's write, or a ClickWriteTimeout once it has run too long (the write itself is left to end). */
  const save = (batch: ClickRecord[]) => {
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const saving = store.save(batch);
    saving.catch(() => {});
    return Promise.race([
      saving,
      new Promise<never>((_, reject) => {
        deadline = setTimeout(
          () => reject(new ClickWriteTimeout(writeTimeoutMs)),
          writeTimeoutMs,
        );
      }),
    ]).finally(() => clearTimeout(deadline));
  };
  let queue: ClickRecord[] = [];
  // When each queued click arrived (performance.now()), in queue order: the front one is the oldest.
  let arrived: number[] = [];
  let waiters: (() => void)[] = [];
  // When the write under way started: one running past twice the lag is a stalled database, not overload.
  let writingSince: number | null = null;
  const release = () => {
    if (waiters.length === 0) return;
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  let dropped = 0;
  let reportedDrops = 0;
  // While the database refuses writes, adds wait for the retry timer instead of each starting a flush.
  let failing = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;

  const writeAll = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      const started = performance.now();
      writingSince = started;
      try {
        const preparing = options.prepare?.(batch);
        if (preparing) await preparing;
        await save(batch);
      } catch (error) {
        // The batch stays at the front and is retried as is: click ids make a repeated write a no-op.
        failing = true;
        // An outage is not overload: visitors keep their answers while the buffer holds what it can.
        release();
        onError(error);
        if (dropped > reportedDrops) {
          reportedDrops = dropped;
          onDrop(dropped);
        }
        return;
      }
      failing = false;
      options.onFlush?.(batch.length, performance.now() - started);
      // Adds only append, so the written batch is still the front of the queue.
      queue = queue.slice(batch.length);
      arrived = arrived.slice(batch.length);
      release();
    }
  };
  const flush = (): Promise<void> => {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    running ??= writeAll().finally(() => {
      writingSince = null;
      running = null;
      if (queue.length > 0) schedule();
    });
    return running;
  };
  const schedule = () => {
    timer ??= setTimeout(() => {
      timer = null;
      flush();
    }, failing ? flushMs : lingerMs);
  };
  return {
    add(click) {
      if (queue.length >= maxPending) {
        dropped++;
        if (reportedDrops === 0) {
          reportedDrops = dropped;
          onDrop(dropped);
        }
        return;
      }
      queue.push(click);
      arrived.push(performance.now());
      // A write under way picks these up in its next round (writeAll loops until the queue is empty).
      if (running !== null) return;
      if (queue.length >= maxBatch && !failing) flush();
      else schedule();
    },
    flush,
    async drain(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      await flush();
      while (queue.length > 0 && Date.now() < deadline) {
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(flushMs, deadline - Date.now()))
        );
        await flush();
      }
      if (timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
      return queue.length;
    },
    pending: () => queue.length,
    dropped: () => dropped,
    backpressure() {
      if (failing || arrived.length === 0) return null;
      const now = performance.now();
      if (now - arrived[0] <= maxLagMs) return null;
      // Only while the database keeps writing: holding visitors during a stall would save no click.
      if (writingSince !== null && now - writingSince > 2 * maxLagMs) {
        return null;
      }
      return new Promise<void>((resolve) => {
        // Never longer than the lag itself: a write that hangs must not hold visitors for good.
        const timer = setTimeout(resolve, maxLagMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
