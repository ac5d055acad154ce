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
import { startPeriodic } from "../periodic.ts";

/** What the job runs on: the partitions, the clock and the retention (CLICK_RETENTION_DAYS). */
export interface ClickPartitionJob {
  store: ClickPartitions;
  clock: Clock;
  config: { clickRetentionDays?: number };
}

const EVERY_MS = 60 * 60_000;

/** Starts the timer (adapters/periodic.ts); answers the job, to run now (tests, the bench). */
export function startClickPartitionTimer(
  job: ClickPartitionJob,
  onShutdown: (task: () => Promise<void>) => void,
): () => Promise<ClickPartitionRun> {
  const run = () =>
    keepClickPartitions(
      { partitions: job.store, clock: job.clock },
      job.config.clickRetentionDays,
    );
  // A database away now is caught up on the next pass; a click meanwhile makes its own month (click_store.ts).
  startPeriodic({
    name: "click partition job",
    pass: run,
    everyMs: EVERY_MS,
    firstMs: 0,
    onShutdown,
  });
  return run;
}
