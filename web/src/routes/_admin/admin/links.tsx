/** /admin/links : Affiliate Links (placeholder until its issue builds it). */
import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../../components/ComingSoon.tsx";
import { usePageTitle } from "../../../components/usePageTitle.ts";

export const Route = createFileRoute("/_admin/admin/links")({
  component: Page,
});

function Page() {
  usePageTitle("Affiliate Links");
  return <ComingSoon title="Affiliate Links" />;
}
