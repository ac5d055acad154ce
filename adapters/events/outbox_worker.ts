/**
 * The outbox worker every instance runs: a pass every `everyMs` (sooner while there is more due), stopped and
 * awaited at shutdown. Instances never send one delivery at once: each pass leases its rows with SKIP LOCKED.
 */
import {
  deliverDueEvents,
  type DeliveryDeps,
} from "../../domain/events/deliver_due_events.ts";

/** How often to look, what to run on, and where a failure goes. */
export interface OutboxWorkerOptions {
  deps: DeliveryDeps;
  everyMs?: number;
  batch?: number;
  onError?(error: unknown): void;
  onShutdown(task: () => Promise<void>): void;
}

/** Starts the worker (it never keeps the process alive); answers a function that runs one pass now (tests). */
export function startOutboxWorker(
  options: OutboxWorkerOptions,
): () => Promise<number> {
  const everyMs = options.everyMs ?? 1_000;
  const batch = options.batch ?? 20;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<number> | null = null;
  const pass = (): Promise<number> => {
    running ??= deliverDueEvents(options.deps, batch).finally(() => {
      running = null;
    });
    return running;
  };
  const tick = async () => {
    let sent = 0;
    try {
      sent = await pass();
    } catch (error) {
      (options.onError ?? console.error)(error);
    }
    // A full batch means more may be due: look again at once rather than after the interval.
    if (!stopped) schedule(sent >= batch ? 0 : everyMs);
  };
  const schedule = (ms: number) => {
    const next = setTimeout(tick, ms);
    Deno.unrefTimer(next);
    timer = next;
  };
  schedule(everyMs);
  options.onShutdown(async () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    await running?.catch(() => 0);
  });
  return pass;
}
