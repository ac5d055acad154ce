/** useAdminMetrics: pending counts for the admin nav, polled every 60 s, on tab focus and on each admin route change. */
import { useEffect, useState } from "react";
import { useRouterState } from "@tanstack/react-router";
import { api } from "../lib/api.ts";

/** GET /api/admin/metrics answer. */
export interface AdminMetrics {
  pendingProfiles: number;
  pendingPayouts: number;
}

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
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [path]);

  return metrics;
}
