/** LandingPage: the public page at / and /home; plain links and anchors only, so it reads with no JavaScript. */
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import { usePageTitle } from "./usePageTitle.ts";
import { localHref, type MessageKey, t } from "@/i18n/i18n.ts";
import "@/i18n/areas/landing.ts";

// Brand-like colours, darkened where needed so the white initials keep 4.5:1 contrast.
const PAYOUT_METHODS = [
  { name: "Easypaisa", short: "EP", color: "#137a35" },
  { name: "JazzCash", short: "JC", color: "#d2232a" },
  { name: "NayaPay", short: "NP", color: "#b85300" },
  { name: "SadaPay", short: "SP", color: "#007c7a" },
  { name: "landing.bankTransfer", short: "BT", color: "#1c4f96" },
];

const WHY: { icon: string; title: MessageKey; text: MessageKey }[] = [
  {
    icon: "%",
    title: "landing.why1Title",
    text: "landing.why1Text",
  },
  {
    icon: "⚡",
    title: "landing.why2Title",
    text: "landing.why2Text",
  },
  {
    icon: "◎",
    title: "landing.why3Title",
    text: "landing.why3Text",
  },
  {
    icon: "✓",
    title: "landing.why4Title",
    text: "landing.why4Text",
  },
  {
    icon: "☎",
    title: "landing.why5Title",
    text: "landing.why5Text",
  },
  {
    icon: "⟲",
    title: "landing.why6Title",
    text: "landing.why6Text",
  },
];

const STEPS = [1, 2, 3, 4].map((n) => ({
  title: `landing.step${n}Title`,
  text: `landing.step${n}Text`,
})) as { title: MessageKey; text: MessageKey }[];

const AUDIENCES = [1, 2, 3, 4, 5].map((n) => ({
  who: `landing.who${n}`,
  why: `landing.why${n}`,
})) as { who: MessageKey; why: MessageKey }[];

/** The full landing page: hero, commission example, payouts, no approval, why choose, how it works, perfect for, join. */
export function LandingPage() {
  usePageTitle(t("landing.title"));
  return (
    <div className="landing">
      <a className="skip-link" href="#main">{t("common.skipToContent")}</a>
      <SiteHeader />
      <main id="main">
        <section className="hero" id="home" aria-labelledby="hero-title">
          <div className="container hero-inner">
            <div>
              <span className="eyebrow">{t("landing.eyebrow")}</span>
              <h1 id="hero-title">
                {t("landing.heroBefore")}{" "}
                <span className="hero-highlight">
                  {t("landing.heroHighlight")}
                </span>{" "}
                {t("landing.heroAfter")}
              </h1>
              <p className="hero-lead">{t("landing.lead")}</p>
              <div className="hero-actions">
                <a
                  className="btn btn-primary btn-lg"
                  href={localHref("/register")}
                >
                  {t("landing.joinFree")}
                </a>
                <a className="btn btn-on-dark btn-lg" href="#how-it-works">
                  {t("landing.howItWorks")}
                </a>
              </div>
              <ul className="hero-points">
                <li>{t("landing.point1")}</li>
                <li>{t("landing.point2")}</li>
                <li>{t("landing.point3")}</li>
              </ul>
            </div>
            <aside
              className="example-card"
              id="commission"
              aria-labelledby="commission-title"
            >
              <h2 id="commission-title">{t("landing.exampleTitle")}</h2>
              <div className="example-rows">
                <div className="example-row">
                  <span>{t("landing.youSell")}</span>
                  <strong dir="ltr">Rs. 10,000</strong>
                </div>
                <div className="example-row">
                  <span>{t("landing.yourCommission")}</span>
                  <strong dir="ltr">50%</strong>
                </div>
                <div className="example-row total">
                  <span>{t("landing.youEarn")}</span>
                  <strong dir="ltr">Rs. 5,000</strong>
                </div>
              </div>
              <p className="example-note">{t("landing.exampleNote")}</p>
            </aside>
          </div>
        </section>

        <section
          className="section section-alt"
          id="payouts"
          aria-labelledby="payouts-title"
        >
          <div className="container">
            <div className="section-head">
              <p className="section-kicker">{t("landing.payoutsKicker")}</p>
              <h2 className="section-title" id="payouts-title">
                {t("landing.payoutsTitle")}
              </h2>
              <p className="section-lead">{t("landing.payoutsLead")}</p>
            </div>
            <ul
              className="grid grid-5"
              style={{ padding: 0, listStyle: "none" }}
            >
              {PAYOUT_METHODS.map((m) => (
                <li key={m.name} className="payout-method">
                  <span
                    className="payout-logo"
                    style={{ background: m.color }}
                    aria-hidden="true"
                  >
                    {m.short}
                  </span>
                  {m.name.startsWith("landing.")
                    ? t(m.name as MessageKey)
                    : m.name}
                </li>
              ))}
            </ul>
            <div
              className="grid grid-2"
              style={{ marginTop: "var(--space-5)" }}
            >
              <div className="feature">
                <div className="feature-icon" aria-hidden="true">⚡</div>
                <h3>{t("landing.instantTitle")}</h3>
                <p>{t("landing.instantText")}</p>
              </div>
              <div className="feature">
                <div className="feature-icon" aria-hidden="true">30</div>
                <h3>{t("landing.after30Title")}</h3>
                <p>{t("landing.after30Text")}</p>
              </div>
            </div>
          </div>
        </section>

        <section
          className="section"
          id="no-approval"
          aria-labelledby="no-approval-title"
        >
          <div className="container split">
            <div>
              <p className="section-kicker">{t("landing.startKicker")}</p>
              <h2 className="section-title" id="no-approval-title">
                {t("landing.noApprovalTitle")}
              </h2>
              <p className="section-lead">{t("landing.noApprovalLead")}</p>
            </div>
            <ul className="check-list">
              <li>{t("landing.check1")}</li>
              <li>{t("landing.check2")}</li>
              <li>{t("landing.check3")}</li>
              <li>{t("landing.check4")}</li>
            </ul>
          </div>
        </section>

        <section
          className="section section-alt"
          id="why-choose"
          aria-labelledby="why-title"
        >
          <div className="container">
            <div className="section-head">
              <p className="section-kicker">{t("landing.whyKicker")}</p>
              <h2 className="section-title" id="why-title">
                {t("landing.whyTitle")}
              </h2>
            </div>
            <div className="grid grid-3">
              {WHY.map((w) => (
                <div key={w.title} className="feature">
                  <div className="feature-icon" aria-hidden="true">
                    {w.icon}
                  </div>
                  <h3>{t(w.title)}</h3>
                  <p>{t(w.text)}</p>
                </div>
              ))}
            </div>
          </div>
        </section>

        <section
          className="section"
          id="how-it-works"
          aria-labelledby="how-title"
        >
          <div className="container">
            <div className="section-head">
              <p className="section-kicker">{t("landing.howKicker")}</p>
              <h2 className="section-title" id="how-title">
                {t("landing.howTitle")}
              </h2>
            </div>
            <ol className="steps">
              {STEPS.map((s) => (
                <li key={s.title}>
                  <h3>{t(s.title)}</h3>
                  <p>{t(s.text)}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section
          className="section section-alt"
          id="perfect-for"
          aria-labelledby="perfect-title"
        >
          <div className="container">
            <div className="section-head">
              <p className="section-kicker">{t("landing.perfectKicker")}</p>
              <h2 className="section-title" id="perfect-title">
                {t("landing.perfectTitle")}
              </h2>
            </div>
            <ul className="audience">
              {AUDIENCES.map((a) => (
                <li key={a.who}>
                  <strong>{t(a.who)}</strong>
                  <span>{t(a.why)}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="join" id="join" aria-labelledby="join-title">
          <div className="container">
            <div className="join-card">
              <div>
                <h2 id="join-title">{t("landing.joinTitle")}</h2>
                <p>{t("landing.joinText")}</p>
              </div>
              <a
                className="btn btn-primary btn-lg"
                href={localHref("/register")}
              >
                {t("landing.joinButton")}
              </a>
            </div>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
