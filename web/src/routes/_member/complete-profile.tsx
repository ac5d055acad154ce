/** /complete-profile : Submit Profile. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { CompleteProfilePage } from "../../pages/CompleteProfilePage.tsx";

export const Route = createFileRoute("/_member/complete-profile")({
  component: Page,
});

function Page() {
  usePageTitle("Submit Profile");
  return <CompleteProfilePage />;
}
