/** /my-links : My Affiliate Products (placeholder until its issue builds it). */
import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/ComingSoon.tsx";
import { usePageTitle } from "../../components/usePageTitle.ts";

export const Route = createFileRoute("/_user/my-links")({ component: Page });

function Page() {
  usePageTitle("My Affiliate Products");
  return <ComingSoon title="My Affiliate Products" />;
}
