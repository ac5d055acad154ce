/** /my-links : Products. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { MyLinksPage } from "../../pages/MyLinksPage.tsx";

export const Route = createFileRoute("/_user/my-links")({ component: Page });

function Page() {
  usePageTitle("Products");
  return <MyLinksPage />;
}
