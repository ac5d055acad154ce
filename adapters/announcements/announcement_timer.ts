/**
 * The in-process timer of the announcements' publish-time email: every instance looks every minute for due,
 * unmailed announcements; each is claimed once in the database, so instances looking together mail it once.
 */

/** Options: what to run, how often to look, where a failure goes. */
export interface AnnouncementTimerOptions {
  run(): Promise<unknown>;
  everyMs?: number;
  onError?(error: unknown): void;
  onShutdown(task: () => Promise<void>): void;
}

/** Starts the timer (it never keeps the process alive) and registers its stop with the shutdown. */
export function startAnnouncementTimer(
  options: AnnouncementTimerOptions,
): void {
  const everyMs = options.everyMs ?? 60_000;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    try {
      await options.run();
    } catch (error) {
      (options.onError ?? console.error)(error);
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
