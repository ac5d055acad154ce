/**
 * /admin (where sign-in sends an admin): the queued profiles when some wait for a decision (the spec's landing,
 * where the work is), the Overview otherwise, with its "Get started" checklist on a new install (docs/first-week.md).
 */
import { createFileRoute, redirect } from "@tanstack/react-router";
import { api } from "@/lib/api.ts";
import type { AdminMetricsJson } from "@wire/users.ts";

export const Route = createFileRoute("/_admin/admin/")({
  beforeLoad: async () => {
    // A failed count falls back to the spec's landing.
    const pending = await api<AdminMetricsJson>("/api/admin/metrics").then(
      (m) => m.pendingProfiles,
      () => 1,
    );
    throw redirect({
      to: pending > 0 ? "/admin/profiles" : "/admin/overview",
      replace: true,
    });
  },
});
