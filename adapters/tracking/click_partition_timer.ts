/**
 * The in-process timer of the click partition job (docs/click-retention.md): each instance runs it at start and
 * every hour; the database functions queue instances on one advisory lock and make or drop a month only once.
 */
import type { Clock } from "../../domain/shared/clock.ts";
import {
  type ClickPartitionRun,
  type ClickPartitions,
  keepClickPartitions,
} from "../../domain/tracking/click_partitions.ts";

/** What the job runs on: the partitions, the clock and the retention (CLICK_RETENTION_DAYS). */
export interface ClickPartitionJob {
  store: ClickPartitions;
  clock: Clock;
  config: { clickRetentionDays?: number };
}

const EVERY_MS = 60 * 60_000;

/** Starts the timer (it never keeps the process alive); answers the job, to run now (tests, the bench). */
export function startClickPartitionTimer(
  job: ClickPartitionJob,
  onShutdown: (task: () => Promise<void>) => void,
): () => Promise<ClickPartitionRun> {
  const run = () =>
    keepClickPartitions(
      { partitions: job.store, clock: job.clock },
      job.config.clickRetentionDays,
    );
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    try {
      await run();
    } catch (error) {
      // A database away now is caught up on the next tick; a click meanwhile makes its own month (click_store.ts).
      console.error("click partition job failed:", error);
    }
    if (!stopped) schedule(EVERY_MS);
  };
  const schedule = (ms: number) => {
    const next = setTimeout(tick, ms);
    Deno.unrefTimer(next);
    timer = next;
  };
  schedule(0);
  onShutdown(() => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    return Promise.resolve();
  });
  return run;
}
