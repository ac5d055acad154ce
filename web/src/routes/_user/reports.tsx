/** /reports : Report. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { ReportsPage } from "../../pages/ReportsPage.tsx";

export const Route = createFileRoute("/_user/reports")({ component: Page });

function Page() {
  usePageTitle("Report");
  return <ReportsPage />;
}
