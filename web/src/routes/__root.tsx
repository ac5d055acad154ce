/** Root route: the dialog provider around every page, and the not-found page. */
import {
  createRootRoute,
  lazyRouteComponent,
  Outlet,
} from "@tanstack/react-router";
import { DialogProvider } from "@/components/Modal.tsx";
import { displaySettings } from "@/lib/display_settings.ts";
import { useLanguage } from "@/i18n/useLanguage.ts";

export const Route = createRootRoute({
  // Amounts on every screen are in the ledger currency, so it is known before the first page renders.
  beforeLoad: async () => {
    await displaySettings();
  },
  component: Root,
  // The root is never split by the router plugin: a lazy not-found page keeps the sign-in frame (AuthLayout,
  // social links) out of every signed-in first load.
  notFoundComponent: lazyRouteComponent(
    () => import("@/components/NotFoundPage.tsx"),
    "NotFoundPage",
  ),
});

/** Every page, remounted on a language switch so each text is read again from the new catalogue. */
function Root() {
  const language = useLanguage();
  return (
    <DialogProvider key={language}>
      <Outlet />
    </DialogProvider>
  );
}
