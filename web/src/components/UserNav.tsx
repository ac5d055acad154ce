/** UserNav: the affiliate's navigation of docs/product.md §2, with the Payouts menu and Logout. */
import { Link, useRouterState } from "@tanstack/react-router";
import { clearSession, readSession } from "@/lib/session.ts";
import { LogoutNavItem } from "./LogoutNavItem.tsx";
import { CountBubble } from "./CountBubble.tsx";
import { useUnreadCount } from "./useUnreadCount.ts";
// The affiliate area's English texts ride in this layout's chunk, before any of its screens renders.
import "@/i18n/areas/affiliate.ts";
import { type MessageKey, t } from "@/i18n/i18n.ts";

const PROFILE_ITEM = {
  to: "/complete-profile",
  label: "aff.nav.submitProfile",
} as const satisfies { to: string; label: MessageKey };

const ITEMS = [
  { to: "/my-profile", label: "aff.nav.myProfile" },
  { to: "/dashboard", label: "aff.nav.dashboard" },
  { to: "/my-links", label: "aff.nav.products" },
  { to: "/offers", label: "aff.nav.offers" },
  { to: "/inbox", label: "aff.nav.inbox" },
  { to: "/stats", label: "aff.nav.stats" },
  { to: "/reports", label: "aff.nav.reports" },
  { to: "/conversions", label: "aff.nav.conversions" },
  { to: "/settings/postbacks", label: "aff.nav.postbacks" },
  { to: "/settings/notifications", label: "aff.nav.notifications" },
  { to: "/settings/api-keys", label: "aff.nav.apiKeys" },
  { to: "/two-factor", label: "aff.nav.twoFactor" },
] as const satisfies readonly { to: string; label: MessageKey }[];

/** One menu link, with a count beside it when given (the inbox's unread announcements). */
function NavItem(
  { item, count }: {
    item: { to: string; label: MessageKey };
    count?: number;
  },
) {
  return (
    <li>
      <Link
        className="app-nav-link"
        to={item.to}
        activeProps={{ "aria-current": "page" }}
      >
        <span>{t(item.label)}</span>
        {count !== undefined && (
          <CountBubble count={count} description={t("aff.nav.unread")} />
        )}
      </Link>
    </li>
  );
}

/**
 * The user menu; Logout clears token, role and approved and goes to /login. Submit Profile leads while the
 * profile is the next step and moves to the end, above Logout, once the account is approved (docs/first-week.md).
 */
export function UserNav() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const inPayouts = path === "/payout" || path === "/payout-history";
  const profileDone = readSession().approved;
  const unread = useUnreadCount({ poll: true });
  return (
    <ul className="app-nav-list">
      {!profileDone && <NavItem item={PROFILE_ITEM} />}
      {ITEMS.map((item) => (
        <NavItem
          key={item.to}
          item={item}
          count={item.to === "/inbox" ? unread : undefined}
        />
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
      {profileDone && <NavItem item={PROFILE_ITEM} />}
      <LogoutNavItem clear={clearSession} />
    </ul>
  );
}
