/**
 * The in-process daily timer of the risk digest: every instance checks every few minutes whether it is past the
 * hour of sending in Karachi; the digest itself claims the day's row, so only one instance ever sends it.
 */
import type { Clock } from "../domain/shared/clock.ts";
import { karachiDate } from "../domain/shared/karachi_date.ts";

/** Options: when to send (Karachi hour), how often to look, what to run, where a failure goes. */
export interface RiskDigestTimerOptions {
  clock: Clock;
  run(): Promise<unknown>;
  /** Karachi hour (0–23) from which the day's digest goes out (default 8). */
  hour?: number;
  everyMs?: number;
  onError?(error: unknown): void;
  onShutdown(task: () => Promise<void>): void;
}

/** Starts the timer (it never keeps the process alive) and registers its stop with the shutdown. */
export function startRiskDigestTimer(options: RiskDigestTimerOptions): void {
  const hour = options.hour ?? 8;
  const everyMs = options.everyMs ?? 5 * 60_000;
  let doneFor = "";
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    const now = options.clock.now();
    const today = karachiDate(now);
    const karachiHour = (now.getUTCHours() + 5) % 24;
    if (today !== doneFor && karachiHour >= hour) {
      try {
        await options.run();
        doneFor = today;
      } catch (error) {
        (options.onError ?? console.error)(error);
      }
    }
    if (!stopped) schedule();
  };
  const schedule = () => {
    const next = setTimeout(tick, everyMs);
    Deno.unrefTimer(next);
    timer = next;
  };
  schedule();
  options.onShutdown(() => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    return Promise.resolve();
  });
}
