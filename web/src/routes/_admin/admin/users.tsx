/** /admin/users : Users. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { AdminUsersPage } from "../../../pages/AdminUsersPage.tsx";

export const Route = createFileRoute("/_admin/admin/users")({
  component: Page,
});

function Page() {
  usePageTitle("Users");
  return <AdminUsersPage />;
}
