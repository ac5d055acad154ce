/** NotFoundPage: the root's page for an address no route matches (its own chunk: no first load carries it). */
import { Link } from "@tanstack/react-router";
import { AuthLayout } from "./AuthLayout.tsx";
import { t } from "@/i18n/i18n.ts";

/** "Page not found" in the sign-in pages' frame, with a way home. */
export function NotFoundPage() {
  return (
    <AuthLayout title={t("notFound.title")} subtitle={t("notFound.subtitle")}>
      <Link className="btn btn-primary btn-block" to="/">
        {t("notFound.home")}
      </Link>
    </AuthLayout>
  );
}
