/** /stats : My Stats. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { MyStatsPage } from "../../pages/MyStatsPage.tsx";

export const Route = createFileRoute("/_user/stats")({ component: Page });

function Page() {
  usePageTitle("My Stats");
  return <MyStatsPage />;
}
