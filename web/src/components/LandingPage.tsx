/** LandingPage: the public page at / and /home; plain links and anchors only, so it reads with no JavaScript. */
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import { usePageTitle } from "./usePageTitle.ts";

// Brand-like colours, darkened where needed so the white initials keep 4.5:1 contrast.
const PAYOUT_METHODS = [
  { name: "Easypaisa", short: "EP", color: "#137a35" },
  { name: "JazzCash", short: "JC", color: "#d2232a" },
  { name: "NayaPay", short: "NP", color: "#b85300" },
  { name: "SadaPay", short: "SP", color: "#007c7a" },
  { name: "Bank Transfer", short: "BT", color: "#1c4f96" },
];

const WHY = [
  {
    icon: "%",
    title: "50% commission",
    text: "Half of every sale you bring is yours. No tiers, no hidden cuts.",
  },
  {
    icon: "⚡",
    title: "Fast, local payouts",
    text: "Cash out to the wallet or bank account you already use.",
  },
  {
    icon: "◎",
    title: "Clear live stats",
    text: "See clicks, sales and earnings for every product link you share.",
  },
  {
    icon: "✓",
    title: "Free to join",
    text: "No fees, no stock, no delivery headaches. Just share and earn.",
  },
  {
    icon: "☎",
    title: "Local support",
    text: "A real team in Pakistan on email and WhatsApp, in Urdu or English.",
  },
  {
    icon: "⟲",
    title: "Honest tracking",
    text: "Every click on your personal link is counted and shown to you.",
  },
];

const STEPS = [
  {
    title: "Sign up free",
    text: "Create your account and confirm your email.",
  },
  {
    title: "Complete your profile",
    text: "Tell us where you share, so we can assign the right products.",
  },
  {
    title: "Share your links",
    text:
      "Post your personal product links on WhatsApp, social media or your site.",
  },
  {
    title: "Get paid",
    text: "Earn 50% of each sale and request a payout to your wallet or bank.",
  },
];

const AUDIENCES = [
  { who: "Beginners", why: "No experience needed: we show you what to share." },
  { who: "Influencers", why: "Turn your followers' trust into steady income." },
  { who: "Bloggers", why: "Add product links to posts you already write." },
  { who: "Students", why: "Earn from your phone between classes." },
  { who: "Freelancers", why: "A second income stream next to client work." },
];

/** The full landing page: hero, commission example, payouts, no approval, why choose, how it works, perfect for, join. */
export function LandingPage() {
  usePageTitle("Earn 50% commission in Pakistan");
  return (
    <div className="landing">
      <a className="skip-link" href="#main">Skip to content</a>
      <SiteHeader />
      <main id="main">
        <section className="hero" id="home" aria-labelledby="hero-title">
          <div className="container hero-inner">
            <div>
              <span className="eyebrow">Pakistan's affiliate programme</span>
              <h1 id="hero-title">
                Share products. Earn{" "}
                <span className="hero-highlight">50% commission</span>{" "}
                on every sale.
              </h1>
              <p className="hero-lead">
                Kamai gives you personal links to proven products. When someone
                buys through your link, half the sale is yours, paid to
                Easypaisa, JazzCash, NayaPay, SadaPay or your bank.
              </p>
              <div className="hero-actions">
                <a className="btn btn-primary btn-lg" href="/register">
                  Join free
                </a>
                <a className="btn btn-on-dark btn-lg" href="#how-it-works">
                  How it works
                </a>
              </div>
              <ul className="hero-points">
                <li>No approval needed to start</li>
                <li>Instant payouts on no-refund products</li>
                <li>Free forever</li>
              </ul>
            </div>
            <aside
              className="example-card"
              id="commission"
              aria-labelledby="commission-title"
            >
              <h2 id="commission-title">Commission example</h2>
              <div className="example-rows">
                <div className="example-row">
                  <span>You sell</span>
                  <strong>Rs. 10,000</strong>
                </div>
                <div className="example-row">
                  <span>Your commission</span>
                  <strong>50%</strong>
                </div>
                <div className="example-row total">
                  <span>You earn</span>
                  <strong>Rs. 5,000</strong>
                </div>
              </div>
              <p className="example-note">
                Sell Rs. 10,000, earn Rs. 5,000. It is that simple.
              </p>
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
              <p className="section-kicker">Payouts</p>
              <h2 className="section-title" id="payouts-title">
                Get paid the way you like
              </h2>
              <p className="section-lead">
                Instant payouts for products with no refund policy. For products
                with a 30-day money-back guarantee, payouts are released after
                30 days.
              </p>
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
                  {m.name}
                </li>
              ))}
            </ul>
            <div
              className="grid grid-2"
              style={{ marginTop: "var(--space-5)" }}
            >
              <div className="feature">
                <div className="feature-icon" aria-hidden="true">⚡</div>
                <h3>Instant payouts</h3>
                <p>
                  Products with no refund policy pay out instantly: your
                  earnings are available as soon as the sale is.
                </p>
              </div>
              <div className="feature">
                <div className="feature-icon" aria-hidden="true">30</div>
                <h3>Payouts after 30 days</h3>
                <p>
                  Products with a 30-day money-back guarantee pay out after 30
                  days, once the guarantee period ends.
                </p>
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
              <p className="section-kicker">Start today</p>
              <h2 className="section-title" id="no-approval-title">
                No approval needed to start
              </h2>
              <p className="section-lead">
                Sign up, confirm your email and start right away. There is no
                application to wait on before you create your account.
              </p>
            </div>
            <ul className="check-list">
              <li>Free account in under a minute</li>
              <li>No fees, no stock, no delivery</li>
              <li>Works on any phone</li>
              <li>Personal links for every product you are assigned</li>
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
              <p className="section-kicker">Why choose Kamai</p>
              <h2 className="section-title" id="why-title">
                Built for earners in Pakistan
              </h2>
            </div>
            <div className="grid grid-3">
              {WHY.map((w) => (
                <div key={w.title} className="feature">
                  <div className="feature-icon" aria-hidden="true">
                    {w.icon}
                  </div>
                  <h3>{w.title}</h3>
                  <p>{w.text}</p>
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
              <p className="section-kicker">How it works</p>
              <h2 className="section-title" id="how-title">
                Four steps to your first payout
              </h2>
            </div>
            <ol className="steps">
              {STEPS.map((s) => (
                <li key={s.title}>
                  <h3>{s.title}</h3>
                  <p>{s.text}</p>
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
              <p className="section-kicker">Perfect for</p>
              <h2 className="section-title" id="perfect-title">
                Anyone with a phone and a few friends online
              </h2>
            </div>
            <ul className="audience">
              {AUDIENCES.map((a) => (
                <li key={a.who}>
                  <strong>{a.who}</strong>
                  <span>{a.why}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="join" id="join" aria-labelledby="join-title">
          <div className="container">
            <div className="join-card">
              <div>
                <h2 id="join-title">Ready to start earning?</h2>
                <p>
                  Join Kamai free today and earn 50% on every sale you make.
                </p>
              </div>
              <a className="btn btn-primary btn-lg" href="/register">
                Join Kamai free
              </a>
            </div>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
