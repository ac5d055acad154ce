/** /admin/settings : Settings. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { AdminSettingsPage } from "../../../pages/AdminSettingsPage.tsx";

export const Route = createFileRoute("/_admin/admin/settings")({
  component: Page,
});

function Page() {
  usePageTitle("Settings");
  return <AdminSettingsPage />;
}
