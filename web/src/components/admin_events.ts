/** A window event admin pages fire after a change that moves the navigation's counts (approve, reject, pay…). */
export const METRICS_CHANGED_EVENT = "kamai:metrics-changed";

/** Asks the admin navigation to reload its pending counts now. */
export function announceMetricsChanged(): void {
  globalThis.dispatchEvent?.(new Event(METRICS_CHANGED_EVENT));
}
