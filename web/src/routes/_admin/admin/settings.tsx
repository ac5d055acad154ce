/** /admin/settings : Settings (placeholder until its issue builds it). */
import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../../components/ComingSoon.tsx";
import { usePageTitle } from "../../../components/usePageTitle.ts";

export const Route = createFileRoute("/_admin/admin/settings")({
  component: Page,
});

function Page() {
  usePageTitle("Settings");
  return <ComingSoon title="Settings" />;
}
