/** SiteHeader: the public header with the section anchors of the landing page. */
import { Brand } from "./Brand.tsx";
import { localHref, type MessageKey, t } from "@/i18n/i18n.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";

/** The landing page's in-page navigation, in page order. */
export const LANDING_ANCHORS = [
  { id: "home", label: "header.home" },
  { id: "commission", label: "header.commission" },
  { id: "payouts", label: "header.payouts" },
  { id: "no-approval", label: "header.noApproval" },
  { id: "how-it-works", label: "header.howItWorks" },
  { id: "perfect-for", label: "header.perfectFor" },
  { id: "contact", label: "header.contact" },
] as const satisfies readonly { id: string; label: MessageKey }[];

/** Sticky header with brand, section links and the sign-in / join actions. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Brand href={localHref("/")} />
        <nav className="site-nav" aria-label={t("header.sections")}>
          {LANDING_ANCHORS.map((a) => (
            <a key={a.id} href={`#${a.id}`}>{t(a.label)}</a>
          ))}
        </nav>
        <div className="site-header-actions">
          <LanguageSwitch />
          <a className="btn btn-ghost btn-sm" href={localHref("/login")}>
            {t("header.login")}
          </a>
          <a className="btn btn-primary btn-sm" href={localHref("/register")}>
            {t("header.join")}
          </a>
        </div>
      </div>
    </header>
  );
}
