/** /admin/add-stat : Add Stats (placeholder until its issue builds it). */
import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../../components/ComingSoon.tsx";
import { usePageTitle } from "../../../components/usePageTitle.ts";

export const Route = createFileRoute("/_admin/admin/add-stat")({
  component: Page,
});

function Page() {
  usePageTitle("Add Stats");
  return <ComingSoon title="Add Stats" />;
}
