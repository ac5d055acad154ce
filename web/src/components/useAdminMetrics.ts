/** useAdminMetrics: the admin nav's pending counts, loaded by the /_admin layout's loader; polled every 60 s and on tab focus. */
import { useEffect } from "react";
import { useMatch, useRouter } from "@tanstack/react-router";
import { api } from "@/lib/api.ts";
import type { AdminMetricsJson } from "@wire/users.ts";

/** GET /api/admin/metrics answer. */
export type AdminMetrics = AdminMetricsJson;

/** Polling interval of docs/product.md §9. */
export const METRICS_POLL_MS = 60_000;

/** The counts, or null when the call failed (docs/product.md: metrics errors are silent, even a 404 before the endpoint exists). */
export async function loadAdminMetrics(): Promise<AdminMetrics | null> {
  try {
    const m = await api<AdminMetrics>("/api/admin/metrics", { public: true });
    return m && typeof m === "object" ? m : null;
  } catch {
    return null;
  }
}

/**
 * The latest metrics. The layout loader runs again on each admin route change and after an admin action calls
 * router.invalidate(); this hook adds the 60 s poll and the reload when the tab comes back.
 */
export function useAdminMetrics(): AdminMetrics | null {
  const router = useRouter();
  // Outside the admin layout (the admin nav on /two-factor) there are no counts.
  const metrics: AdminMetrics | null =
    useMatch({ from: "/_admin", shouldThrow: false })?.loaderData ?? null;

  useEffect(() => {
    const reload = () =>
      void router.invalidate({ filter: (m) => m.routeId === "/_admin" });
    const timer = setInterval(reload, METRICS_POLL_MS);
    const onVisible = () => document.visibilityState === "visible" && reload();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [router]);

  return metrics;
}
