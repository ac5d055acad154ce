/**
 * The in-process daily timer of the risk digest (and of the alerts' digest): every instance checks every few minutes
 * whether it is past the hour of sending in Karachi; the digest itself claims the day's row, so only one instance
 * ever sends it.
 */
import type { Clock } from "../domain/shared/clock.ts";
import { karachiDate } from "../domain/shared/karachi_date.ts";
import { startPeriodic } from "./periodic.ts";

/** Options: when to send (Karachi hour), how often to look, what to run, its name in the log, the stop's registry. */
export interface RiskDigestTimerOptions {
  clock: Clock;
  run(): Promise<unknown>;
  /** Karachi hour (0–23) from which the day's digest goes out (default 8). */
  hour?: number;
  everyMs?: number;
  /** The name of a failed run in the log (default "risk digest"). */
  name?: string;
  onShutdown(task: () => Promise<void>): void;
}

/** Starts the timer (adapters/periodic.ts); a failed run is logged and tried again on the next look. */
export function startRiskDigestTimer(options: RiskDigestTimerOptions): void {
  const hour = options.hour ?? 8;
  let doneFor = "";
  startPeriodic({
    name: options.name ?? "risk digest",
    everyMs: options.everyMs ?? 5 * 60_000,
    onShutdown: options.onShutdown,
    async pass() {
      const now = options.clock.now();
      const today = karachiDate(now);
      const karachiHour = (now.getUTCHours() + 5) % 24;
      if (today === doneFor || karachiHour < hour) return;
      await options.run();
      doneFor = today;
    },
  });
}
