/** The two-factor page's frame and its way back to the role's first page. */
import { type ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { AppShell } from "@/components/AppShell.tsx";
import { AdminNav } from "@/components/AdminNav.tsx";
import { Card } from "@/components/Card.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { UserNav } from "@/components/UserNav.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { t } from "@/i18n/i18n.ts";
import { readSession } from "@/lib/session.ts";

/** Where "Back" and "Continue" lead: the role's first page (/admin picks the queue or the Overview). */
export function homePath(): "/admin" | "/dashboard" {
  return readSession().role === "admin" ? "/admin" : "/dashboard";
}

/** The page inside the signed-in shell, with the person's own menu (it no longer leaves the app, issue 31). */
export function Frame(
  { children, subtitle }: { children: ReactNode; subtitle?: ReactNode },
) {
  usePageTitle(t("twoFactor.heading"));
  const admin = readSession().role === "admin";
  return (
    <AppShell
      label={admin ? t("adm.panel") : t("aff.nav.label")}
      nav={admin ? <AdminNav /> : <UserNav />}
    >
      <PageHeader title={t("twoFactor.heading")} subtitle={subtitle} />
      <Card>
        <div className="two-factor">{children}</div>
      </Card>
    </AppShell>
  );
}

export function BackLink() {
  return (
    <div className="auth-links">
      <Link to={homePath()}>{t("aff.2fa.back")}</Link>
    </div>
  );
}
