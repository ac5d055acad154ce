/** /dashboard : Dashboard (placeholder until its issue builds it). */
import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/ComingSoon.tsx";
import { usePageTitle } from "../../components/usePageTitle.ts";

export const Route = createFileRoute("/_user/dashboard")({ component: Page });

function Page() {
  usePageTitle("Dashboard");
  return <ComingSoon title="Dashboard" />;
}
