/** /admin/user-profile/$id : User Profile. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { AdminUserProfilePage } from "../../../pages/AdminUserProfilePage.tsx";

export const Route = createFileRoute("/_admin/admin/user-profile/$id")({
  component: Page,
});

function Page() {
  usePageTitle("User Profile");
  const { id } = Route.useParams();
  return <AdminUserProfilePage id={id} />;
}
