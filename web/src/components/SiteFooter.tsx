/** SiteFooter: the public footer with support contact details (#contact) and social links. */
import { Brand } from "./Brand.tsx";
import { SocialLinks } from "./SocialLinks.tsx";
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_WHATSAPP } from "./contact.ts";

/** Footer of the landing page; its contact block is the #contact anchor. */
export function SiteFooter() {
  return (
    <footer className="site-footer" id="contact">
      <div className="container footer-grid">
        <div className="footer-brand stack">
          <Brand href="/" />
          <p>
            Kamai is Pakistan's friendly affiliate programme: share products you
            like, earn 50% commission and get paid to your mobile wallet or
            bank.
          </p>
          <SocialLinks />
        </div>
        <div>
          <h2 className="footer-heading">Support</h2>
          <ul className="footer-list">
            <li>
              Email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
            <li>
              WhatsApp:{" "}
              <a href={SUPPORT_WHATSAPP.href}>{SUPPORT_WHATSAPP.label}</a>
            </li>
            <li>{SUPPORT_HOURS}</li>
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">Get started</h2>
          <ul className="footer-list">
            <li>
              <a href="/register">Create a free account</a>
            </li>
            <li>
              <a href="/login">Log in</a>
            </li>
            <li>
              <a href="/forgot-password">Forgot password</a>
            </li>
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        © {new Date().getUTCFullYear()} Kamai. Made in Pakistan.
      </div>
    </footer>
  );
}
