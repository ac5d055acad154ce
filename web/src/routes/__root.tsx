/** Root route: the dialog provider around every page, and the not-found page. */
import { createRootRoute, Link, Outlet } from "@tanstack/react-router";
import { DialogProvider } from "../components/Modal.tsx";
import { AuthLayout } from "../components/AuthLayout.tsx";
import { displaySettings } from "../lib/display_settings.ts";
import { t } from "../i18n/i18n.ts";
import { useLanguage } from "../i18n/useLanguage.ts";

export const Route = createRootRoute({
  // Amounts on every screen follow the display currency, so it is known before the first page renders.
  beforeLoad: async () => {
    await displaySettings();
  },
  component: Root,
  notFoundComponent: () => (
    <AuthLayout title={t("notFound.title")} subtitle={t("notFound.subtitle")}>
      <Link className="btn btn-primary btn-block" to="/">
        {t("notFound.home")}
      </Link>
    </AuthLayout>
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
