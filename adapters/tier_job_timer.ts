/**
 * The in-process monthly timer of the tier job (docs/offers.md "Tier job"): every instance looks every few minutes
 * whether it is in the first days of an Asia/Karachi month and has not yet run that month's job; the job itself
 * records each move once per affiliate and month, so instances running it together move nobody twice.
 */
import type { Clock } from "../domain/shared/clock.ts";
import { karachiDate } from "../domain/shared/karachi_date.ts";
import { startPeriodic } from "./periodic.ts";

/** Options: what to run, how often to look, where to register the stop. */
export interface TierJobTimerOptions {
  clock: Clock;
  run(): Promise<unknown>;
  /** The days of the month (1–28) on which a run may start: 1 to this (default 3), so a day-1 outage is caught up. */
  lastDay?: number;
  everyMs?: number;
  onShutdown(task: () => Promise<void>): void;
}

/** Starts the timer (adapters/periodic.ts); a failed run is logged and tried again on the next look. */
export function startTierJobTimer(options: TierJobTimerOptions): void {
  const lastDay = options.lastDay ?? 3;
  let doneFor = "";
  startPeriodic({
    name: "tier job",
    everyMs: options.everyMs ?? 10 * 60_000,
    onShutdown: options.onShutdown,
    async pass() {
      const today = karachiDate(options.clock.now());
      const month = today.slice(0, 7);
      if (month === doneFor || Number(today.slice(8, 10)) > lastDay) return;
      await options.run();
      doneFor = month;
    },
  });
}
