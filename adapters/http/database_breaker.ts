/**
 * The database breaker: while the database is away, API calls answer 503 within about a second instead of waiting
 * for connection timeouts. A call that has not answered after `deadlineMs` triggers a quick ping; if the ping fails
 * too, the call answers 503 and the breaker opens: further API calls answer 503 at once, while a probe pings in the
 * background until the database answers again.
 */
import { errorResponse } from "./api_error.ts";
import { UNAVAILABLE_MESSAGE } from "./app_shell.ts";

/** Options: how long a call may run before the database is checked, and the pings' limits. */
export interface DatabaseBreakerOptions {
  ping(): PromiseLike<unknown>;
  /** A call still running after this long makes the breaker ping (default 800 ms). */
  deadlineMs?: number;
  /** A ping that takes longer counts as failed (default 300 ms). */
  pingTimeoutMs?: number;
  /** Pause between background probes while open (default 250 ms). */
  probeEveryMs?: number;
  /** Told when the breaker opens or closes. */
  onChange?(open: boolean): void;
}

/** How late a timer may fire before the event loop counts as busy rather than idle. */
const LATE_TIMER_MS = 50;

/** Guards API calls; `close()` stops its probe (shutdown). */
export interface DatabaseBreaker {
  /** Runs `work`, or answers 503 at once while open, or 503 when the database stops answering meanwhile. */
  guard(work: () => Response | Promise<Response>): Promise<Response>;
  /** Whether the breaker is open (the database is known to be away). */
  isOpen(): boolean;
  close(): void;
}

function unavailable(): Response {
  const res = errorResponse(
    "SERVICE_UNAVAILABLE",
    UNAVAILABLE_MESSAGE,
    {},
    503,
  );
  res.headers.set("Retry-After", "5");
  return res;
}

/** A breaker around `options.ping`. */
export function createDatabaseBreaker(
  options: DatabaseBreakerOptions,
): DatabaseBreaker {
  const deadlineMs = options.deadlineMs ?? 800;
  const pingTimeoutMs = options.pingTimeoutMs ?? 300;
  const probeEveryMs = options.probeEveryMs ?? 250;
  let open = false;
  let closed = false;
  let probe: ReturnType<typeof setTimeout> | null = null;

  // Calls that reach their deadline together share one ping: a ping started while another is unanswered counts
  // that one as given up on (connect.ts opens a fresh connection and drops the old one), so racing pings of many
  // slow calls would fail each other and open the breaker on a database that is only busy.
  let pinging: Promise<boolean> | null = null;
  const pingOk = (): Promise<boolean> => {
    pinging ??= pingOnce().finally(() => {
      pinging = null;
    });
    return pinging;
  };
  const pingOnce = async (): Promise<boolean> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = performance.now();
    try {
      await Promise.race([
        Promise.resolve(options.ping()),
        new Promise((_, reject) => {
          const arm = () => {
            const due = performance.now() + pingTimeoutMs;
            timer = setTimeout(() => {
              // A timer that fires late means this process was busy (password hashing, a big CSV), so the
              // answer may be waiting unread: that is load, not an outage, so wait once more (up to 4 timeouts).
              const late = performance.now() - due > LATE_TIMER_MS;
              if (late && performance.now() - started < 4 * pingTimeoutMs) {
                arm();
              } else reject(new Error("ping timeout"));
            }, pingTimeoutMs);
          };
          arm();
        }),
      ]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  const scheduleProbe = () => {
    if (closed || probe !== null) return;
    probe = setTimeout(async () => {
      if (await pingOk()) {
        probe = null;
        setOpen(false);
      } else {
        probe = null;
        if (open) scheduleProbe();
      }
    }, probeEveryMs);
  };
  const setOpen = (value: boolean) => {
    if (open === value) return;
    open = value;
    options.onChange?.(value);
    if (value) scheduleProbe();
  };

  return {
    async guard(work) {
      if (open) return unavailable();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const running = Promise.resolve().then(work);
      const watchdog = new Promise<Response | null>((resolve) => {
        timer = setTimeout(async () => {
          // Slow is not down: only a failed ping answers for the call.
          resolve((await pingOk()) ? null : unavailable());
        }, deadlineMs);
      });
      try {
        const first = await Promise.race([
          running.then((res) => ({ res, late: false })),
          watchdog.then((res) => ({ res, late: true })),
        ]);
        if (first.res === null) return await running;
        if (first.late) {
          // The call keeps running in the background; its answer is not used.
          running.catch(() => {});
          setOpen(true);
        } else if (first.res.status === 503) {
          // The app itself found the database away (renderError's 503).
          setOpen(true);
        }
        return first.res;
      } finally {
        clearTimeout(timer);
      }
    },
    isOpen: () => open,
    close() {
      closed = true;
      if (probe !== null) clearTimeout(probe);
      probe = null;
    },
  };
}
