/** /my-profile : My Profile. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { MyProfilePage } from "../../pages/MyProfilePage.tsx";

export const Route = createFileRoute("/_user/my-profile")({ component: Page });

function Page() {
  usePageTitle("My Profile");
  return <MyProfilePage />;
}
