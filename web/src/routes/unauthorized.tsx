/** /unauthorized : shown after the server refused access (403). */
import { createFileRoute, Link } from "@tanstack/react-router";
import { AuthLayout } from "@/components/AuthLayout.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/unauthorized")({
  component: Unauthorized,
});

function Unauthorized() {
  usePageTitle(t("denied.title"));
  return (
    <AuthLayout
      title={t("denied.title")}
      subtitle={t("denied.subtitle")}
    >
      <div className="stack">
        <p>
          {t("denied.text")}
        </p>
        <Link className="btn btn-primary btn-block" to="/">
          {t("notFound.home")}
        </Link>
        <Link className="btn btn-secondary btn-block" to="/login">
          {t("denied.otherAccount")}
        </Link>
      </div>
    </AuthLayout>
  );
}
