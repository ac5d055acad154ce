/** /admin/profiles : Queued Profiles. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { AdminProfilesPage } from "../../../pages/AdminProfilesPage.tsx";

export const Route = createFileRoute("/_admin/admin/profiles")({
  component: Page,
});

function Page() {
  usePageTitle("Queued Profiles");
  return <AdminProfilesPage />;
}
