/** /admin/products : Products (placeholder until its issue builds it). */
import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../../components/ComingSoon.tsx";
import { usePageTitle } from "../../../components/usePageTitle.ts";

export const Route = createFileRoute("/_admin/admin/products")({
  component: Page,
});

function Page() {
  usePageTitle("Products");
  return <ComingSoon title="Products" />;
}
