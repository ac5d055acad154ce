/**
 * The one loop of this instance's periodic jobs (the alerts' instant passes, the announcement emails, the risk and
 * alert digests, the tier job, the click partitions): a pass every `everyMs`, counted from the end of the last one,
 * so two passes never overlap; a failed pass is logged and the next comes as usual; the timer never keeps the process
 * alive; shutdown stops the scheduling and waits for the pass in flight. Several instances each run their own loop:
 * the jobs claim their work in the database, so instances running them together do each piece of work once.
 */

/** What to run, how often, what to call it in the log, and where to register the stop. */
export interface PeriodicOptions {
  /** The job's name in the log line of a failed pass ("<name> failed:"). */
  name: string;
  /** One pass. */
  pass(): Promise<unknown>;
  /** The pause between the end of one pass and the start of the next, in milliseconds. */
  everyMs: number;
  /** When the first pass runs, in milliseconds from now (default `everyMs`; 0: at once). */
  firstMs?: number;
  /** Where a failed pass goes (default: console.error with the name). */
  onError?(error: unknown): void;
  /** Registers the stop with the graceful shutdown. */
  onShutdown(task: () => Promise<void>): void;
}

/** Starts the loop; its first pass runs `firstMs` (default `everyMs`) from now. */
export function startPeriodic(options: PeriodicOptions): void {
  const onError = options.onError ??
    ((error: unknown) => console.error(`${options.name} failed:`, error));
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  const tick = async () => {
    timer = undefined;
    inFlight = (async () => {
      try {
        await options.pass();
      } catch (error) {
        onError(error);
      }
    })();
    await inFlight;
    inFlight = null;
    if (!stopped) schedule(options.everyMs);
  };
  const schedule = (ms: number) => {
    timer = setTimeout(tick, ms);
    Deno.unrefTimer(timer);
  };
  schedule(options.firstMs ?? options.everyMs);
  options.onShutdown(async () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    await inFlight;
  });
}
