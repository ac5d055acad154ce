/** /admin/products : Products. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { AdminProductsPage } from "../../../pages/AdminProductsPage.tsx";

export const Route = createFileRoute("/_admin/admin/products")({
  component: Page,
});

function Page() {
  usePageTitle("Products");
  return <AdminProductsPage />;
}
