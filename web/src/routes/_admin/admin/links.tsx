/** /admin/links : Affiliate Links. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { AdminLinksPage } from "../../../pages/AdminLinksPage.tsx";

export const Route = createFileRoute("/_admin/admin/links")({
  component: Page,
});

function Page() {
  usePageTitle("Affiliate Links");
  return <AdminLinksPage />;
}
