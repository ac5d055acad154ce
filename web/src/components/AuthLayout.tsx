/** AuthLayout: the frame of the sign-in pages: brand bar, centred card, and the footer with social and contact links. */
import type { ReactNode } from "react";
import { Brand } from "./Brand.tsx";
import { SocialLinks } from "./SocialLinks.tsx";
import { SUPPORT_EMAIL } from "./contact.ts";
import { localHref, t } from "@/i18n/i18n.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";

/** Wraps an auth page's card with its title and the auth footer. */
export function AuthLayout(
  { title, subtitle, children }: {
    title: string;
    subtitle?: ReactNode;
    children: ReactNode;
  },
) {
  return (
    <div className="auth-page">
      <header className="auth-top">
        <div className="container auth-top-inner">
          <Brand href={localHref("/")} />
          <LanguageSwitch />
        </div>
      </header>
      <main className="auth-main" id="main">
        <div className="auth-card">
          <h1 className="auth-title">{title}</h1>
          {subtitle
            ? <p className="auth-subtitle">{subtitle}</p>
            : <div className="auth-subtitle" />}
          {children}
        </div>
      </main>
      <footer className="auth-footer">
        <div className="container auth-footer-inner">
          <span>
            {t("authFooter.help", { year: new Date().getUTCFullYear() })}{" "}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{t("authFooter.contact")}</a>
          </span>
          <SocialLinks />
        </div>
      </footer>
    </div>
  );
}
