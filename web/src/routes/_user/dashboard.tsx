/** /dashboard : Dashboard. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { DashboardPage } from "../../pages/DashboardPage.tsx";

export const Route = createFileRoute("/_user/dashboard")({ component: Page });

function Page() {
  usePageTitle("Dashboard");
  return <DashboardPage />;
}
