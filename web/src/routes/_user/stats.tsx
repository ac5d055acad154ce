/** /stats : My Stats (placeholder until its issue builds it). */
import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/ComingSoon.tsx";
import { usePageTitle } from "../../components/usePageTitle.ts";

export const Route = createFileRoute("/_user/stats")({ component: Page });

function Page() {
  usePageTitle("My Stats");
  return <ComingSoon title="My Stats" />;
}
