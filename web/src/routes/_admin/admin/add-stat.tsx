/** /admin/add-stat : Add Stats. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { AdminAddStatPage } from "../../../pages/AdminAddStatPage.tsx";

export const Route = createFileRoute("/_admin/admin/add-stat")({
  component: Page,
});

function Page() {
  usePageTitle("Add Stats");
  return <AdminAddStatPage />;
}
