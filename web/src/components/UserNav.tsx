/** UserNav: the affiliate's navigation of docs/product.md §2, with the Payouts menu and Logout. */
import { Link, useRouterState } from "@tanstack/react-router";
import { clearSession } from "../lib/session.ts";
import { LogoutNavItem } from "./LogoutNavItem.tsx";

const ITEMS = [
  { to: "/complete-profile", label: "Submit Profile" },
  { to: "/my-profile", label: "My Profile" },
  { to: "/dashboard", label: "Dashboard" },
  { to: "/my-links", label: "Products" },
  { to: "/stats", label: "Stats" },
  { to: "/reports", label: "Report" },
  { to: "/two-factor", label: "Two-factor sign-in" },
] as const;

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
            {item.label}
          </Link>
        </li>
      ))}
      <li>
        <details className="app-nav-menu" open={inPayouts || undefined}>
          <summary className="app-nav-link">Payouts</summary>
          <ul className="app-nav-sub">
            <li>
              <Link
                className="app-nav-link"
                to="/payout"
                activeProps={{ "aria-current": "page" }}
              >
                Request Payout
              </Link>
            </li>
            <li>
              <Link
                className="app-nav-link"
                to="/payout-history"
                activeProps={{ "aria-current": "page" }}
              >
                History
              </Link>
            </li>
          </ul>
        </details>
      </li>
      <LogoutNavItem clear={clearSession} />
    </ul>
  );
}
