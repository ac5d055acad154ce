/** UserNav: the affiliate's navigation of docs/product.md §2, with the Payouts menu and Logout. */
import { Link, useRouterState } from "@tanstack/react-router";
import { clearSession } from "@/lib/session.ts";
import { LogoutNavItem } from "./LogoutNavItem.tsx";
// The affiliate area's English texts ride in this layout's chunk, before any of its screens renders.
import "@/i18n/areas/affiliate.ts";
import { type MessageKey, t } from "@/i18n/i18n.ts";

const ITEMS = [
  { to: "/complete-profile", label: "aff.nav.submitProfile" },
  { to: "/my-profile", label: "aff.nav.myProfile" },
  { to: "/dashboard", label: "aff.nav.dashboard" },
  { to: "/my-links", label: "aff.nav.products" },
  { to: "/offers", label: "aff.nav.offers" },
  { to: "/stats", label: "aff.nav.stats" },
  { to: "/reports", label: "aff.nav.reports" },
  { to: "/conversions", label: "aff.nav.conversions" },
  { to: "/settings/postbacks", label: "aff.nav.postbacks" },
  { to: "/two-factor", label: "aff.nav.twoFactor" },
] as const satisfies readonly { to: string; label: MessageKey }[];

/** The user menu; Logout clears token, role and approved and goes to /login. */
export function UserNav() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const inPayouts = path === "/payout" || path === "/payout-history";
  return (
    <ul className="app-nav-list">
      {ITEMS.map((item) => (
        <li key={item.to}>
          <Link
            className="app-nav-link"
            to={item.to}
            activeProps={{ "aria-current": "page" }}
          >
            {t(item.label)}
          </Link>
        </li>
      ))}
      <li>
        <details className="app-nav-menu" open={inPayouts || undefined}>
          <summary className="app-nav-link">{t("aff.nav.payouts")}</summary>
          <ul className="app-nav-sub">
            <li>
              <Link
                className="app-nav-link"
                to="/payout"
                activeProps={{ "aria-current": "page" }}
              >
                {t("aff.nav.requestPayout")}
              </Link>
            </li>
            <li>
              <Link
                className="app-nav-link"
                to="/payout-history"
                activeProps={{ "aria-current": "page" }}
              >
                {t("aff.nav.history")}
              </Link>
            </li>
          </ul>
        </details>
      </li>
      <LogoutNavItem clear={clearSession} />
    </ul>
  );
}
