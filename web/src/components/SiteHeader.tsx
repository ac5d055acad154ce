/** SiteHeader: the public header with the section anchors of the landing page. */
import { Brand } from "./Brand.tsx";

/** The landing page's in-page navigation, in page order. */
export const LANDING_ANCHORS = [
  { id: "home", label: "Home" },
  { id: "commission", label: "Commission" },
  { id: "payouts", label: "Payouts" },
  { id: "no-approval", label: "No approval" },
  { id: "how-it-works", label: "How it works" },
  { id: "perfect-for", label: "Perfect for" },
  { id: "contact", label: "Contact" },
] as const;

/** Sticky header with brand, section links and the sign-in / join actions. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Brand href="/" />
        <nav className="site-nav" aria-label="Sections">
          {LANDING_ANCHORS.map((a) => (
            <a key={a.id} href={`#${a.id}`}>{a.label}</a>
          ))}
        </nav>
        <div className="site-header-actions">
          <a className="btn btn-ghost btn-sm" href="/login">Log in</a>
          <a className="btn btn-primary btn-sm" href="/register">Join free</a>
        </div>
      </div>
    </header>
  );
}
