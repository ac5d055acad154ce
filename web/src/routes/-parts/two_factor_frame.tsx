/** The two-factor page's frame and its way back to the role's first page. */
import { type ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { AuthLayout } from "@/components/AuthLayout.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { t } from "@/i18n/i18n.ts";
import { readSession } from "@/lib/session.ts";

/** Where "Back" and "Continue" lead: the role's first page. */
export function homePath(): "/admin/profiles" | "/dashboard" {
  return readSession().role === "admin" ? "/admin/profiles" : "/dashboard";
}

export function Frame(
  { children, subtitle }: { children: ReactNode; subtitle?: ReactNode },
) {
  usePageTitle(t("twoFactor.heading"));
  return (
    <AuthLayout title={t("twoFactor.heading")} subtitle={subtitle}>
      <div className="two-factor">{children}</div>
    </AuthLayout>
  );
}

export function BackLink() {
  return (
    <div className="auth-links">
      <Link to={homePath()}>{t("aff.2fa.back")}</Link>
    </div>
  );
}
