/** /admin/stats : View Stats (placeholder until its issue builds it). */
import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../../components/ComingSoon.tsx";
import { usePageTitle } from "../../../components/usePageTitle.ts";

export const Route = createFileRoute("/_admin/admin/stats")({
  component: Page,
});

function Page() {
  usePageTitle("View Stats");
  return <ComingSoon title="View Stats" />;
}
