/** useAdminMetrics: pending counts for the admin nav, polled every 60 s, on tab focus, on each admin route change and right after an admin action moves them. */
import { useEffect, useState } from "react";
import { useRouterState } from "@tanstack/react-router";
import { api } from "../lib/api.ts";
import { METRICS_CHANGED_EVENT } from "../pages/admin_events.ts";
import type { AdminMetricsJson } from "../../../wire/users.ts";

/** GET /api/admin/metrics answer. */
export type AdminMetrics = AdminMetricsJson;

/** Polling interval of the spec (section 9). */
export const METRICS_POLL_MS = 60_000;

/** The latest metrics, or null until one call succeeds; errors (even 404 before the endpoint exists) are ignored. */
export function useAdminMetrics(): AdminMetrics | null {
  const [metrics, setMetrics] = useState<AdminMetrics | null>(null);
  const path = useRouterState({ select: (s) => s.location.pathname });

  useEffect(() => {
    let live = true;
    const load = () => {
      api<AdminMetrics>("/api/admin/metrics", { public: true })
        .then((m) => live && m && typeof m === "object" && setMetrics(m))
        .catch(() => {/* spec: metrics errors are silent */});
    };
    load();
    const timer = setInterval(load, METRICS_POLL_MS);
    const onVisible = () => document.visibilityState === "visible" && load();
    document.addEventListener("visibilitychange", onVisible);
    // Approve, reject, pay… announce the change so the counts move at once.
    globalThis.addEventListener(METRICS_CHANGED_EVENT, load);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      globalThis.removeEventListener(METRICS_CHANGED_EVENT, load);
    };
  }, [path]);

  return metrics;
}
