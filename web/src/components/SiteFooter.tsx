/** SiteFooter: the public footer with support contact details (#contact) and social links. */
import { Brand } from "./Brand.tsx";
import { SocialLinks } from "./SocialLinks.tsx";
import { SUPPORT_EMAIL, SUPPORT_WHATSAPP } from "./contact.ts";
import { localHref, t } from "@/i18n/i18n.ts";

/** Footer of the landing page; its contact block is the #contact anchor. */
export function SiteFooter() {
  return (
    <footer className="site-footer" id="contact">
      <div className="container footer-grid">
        <div className="footer-brand stack">
          <Brand href={localHref("/")} />
          <p>{t("footer.about")}</p>
          <SocialLinks />
        </div>
        <div>
          <h2 className="footer-heading">{t("footer.support")}</h2>
          <ul className="footer-list">
            <li>
              {t("footer.email")}{" "}
              <a href={`mailto:${SUPPORT_EMAIL}`} dir="ltr">{SUPPORT_EMAIL}</a>
            </li>
            <li>
              {t("footer.whatsapp")}{" "}
              <a href={SUPPORT_WHATSAPP.href} dir="ltr">
                {SUPPORT_WHATSAPP.label}
              </a>
            </li>
            <li>{t("common.supportHours")}</li>
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">{t("footer.getStarted")}</h2>
          <ul className="footer-list">
            <li>
              <a href={localHref("/register")}>{t("footer.createAccount")}</a>
            </li>
            <li>
              <a href={localHref("/login")}>{t("footer.login")}</a>
            </li>
            <li>
              <a href={localHref("/forgot-password")}>
                {t("footer.forgot")}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        {t("footer.madeIn", { year: new Date().getUTCFullYear() })}
      </div>
    </footer>
  );
}
