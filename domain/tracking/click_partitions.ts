/** Clicks kept by month (docs/click-retention.md): the partition port and the job that keeps months ahead and drops old ones. */
import type { Clock } from "../shared/clock.ts";
import {
  addDays,
  addMonths,
  type CalendarDate,
  karachiDate,
} from "../shared/karachi_date.ts";

/** Makes and drops the monthly partitions of the raw clicks; dates are Karachi dates. */
export interface ClickPartitions {
  /** Makes the missing partitions from the month of `first` to that of `last`; answers how many it made. */
  ensure(first: CalendarDate, last: CalendarDate): Promise<number>;
  /** Drops every partition whose clicks are all from before `keepFrom`; answers their names. */
  dropBefore(keepFrom: CalendarDate): Promise<string[]>;
}

/** Raw clicks are kept this many days unless CLICK_RETENTION_DAYS says otherwise. */
export const DEFAULT_CLICK_RETENTION_DAYS = 400;

/** Months made ahead of the current one, so a month's first click never waits for its partition. */
export const CLICK_MONTHS_AHEAD = 2;

/** What one run did. */
export interface ClickPartitionRun {
  made: number;
  dropped: string[];
}

/**
 * One run of the partition job: makes this Karachi month and the next CLICK_MONTHS_AHEAD, then drops every month
 * whose clicks are all older than `retentionDays`. The rollups and conversions need nothing from the dropped rows:
 * a click is added to its rollups in the statement that writes it, and a conversion copies what it needs.
 */
export async function keepClickPartitions(
  deps: { partitions: ClickPartitions; clock: Clock },
  retentionDays: number = DEFAULT_CLICK_RETENTION_DAYS,
): Promise<ClickPartitionRun> {
  const today = karachiDate(deps.clock.now());
  const made = await deps.partitions.ensure(
    today,
    addMonths(today, CLICK_MONTHS_AHEAD),
  );
  const dropped = await deps.partitions.dropBefore(
    addDays(today, -retentionDays),
  );
  return { made, dropped };
}
