/** /reports : Report (placeholder until its issue builds it). */
import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/ComingSoon.tsx";
import { usePageTitle } from "../../components/usePageTitle.ts";

export const Route = createFileRoute("/_user/reports")({ component: Page });

function Page() {
  usePageTitle("Report");
  return <ComingSoon title="Report" />;
}
