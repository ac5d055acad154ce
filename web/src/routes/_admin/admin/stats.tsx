/** /admin/stats : View Stats. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { AdminStatsPage } from "../../../pages/AdminStatsPage.tsx";

export const Route = createFileRoute("/_admin/admin/stats")({
  component: Page,
});

function Page() {
  usePageTitle("View Stats");
  return <AdminStatsPage />;
}
