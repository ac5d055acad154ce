/** AdminNav: the "Admin Panel" navigation with pending counts, and Logout (clears all local storage). */
import { Link } from "@tanstack/react-router";
import { clearAllStorage } from "@/lib/session.ts";
import { CountBubble } from "./CountBubble.tsx";
import { useAdminMetrics } from "./useAdminMetrics.ts";
import { LogoutNavItem } from "./LogoutNavItem.tsx";
// The admin area's English texts ride in this layout's chunk, before any admin screen renders.
import "@/i18n/areas/admin.ts";
import { type MessageKey, t } from "@/i18n/i18n.ts";

/** The spoken description of each count. */
const COUNT_DESCRIPTIONS = {
  pendingProfiles: "adm.nav.pendingProfiles",
  openRiskFlags: "adm.nav.openRiskFlags",
  pendingPayouts: "adm.nav.pendingPayouts",
} as const satisfies Record<string, MessageKey>;

const ITEMS = [
  { to: "/admin/overview", label: "adm.nav.overview" },
  { to: "/admin/reports/margin", label: "adm.nav.margin" },
  { to: "/admin/risk", label: "adm.nav.risk", count: "openRiskFlags" },
  { to: "/admin/profiles", label: "adm.nav.queued", count: "pendingProfiles" },
  { to: "/admin/users", label: "adm.nav.users" },
  { to: "/admin/products", label: "adm.nav.products" },
  { to: "/admin/groups", label: "adm.nav.groups" },
  // Figures typed by hand are a correction of the stats, not a daily task: Add Stats sits under View Stats.
  {
    to: "/admin/stats",
    label: "adm.nav.viewStats",
    sub: [{ to: "/admin/add-stat", label: "adm.nav.addStats" }],
  },
  { to: "/admin/conversions", label: "adm.nav.conversions" },
  { to: "/admin/links", label: "adm.nav.links" },
  { to: "/admin/applications", label: "adm.nav.applications" },
  { to: "/admin/terms", label: "adm.nav.terms" },
  { to: "/admin/announcements", label: "adm.nav.announcements" },
  { to: "/admin/sources", label: "adm.nav.sources" },
  { to: "/admin/coupons", label: "adm.nav.coupons" },
  { to: "/admin/webhooks", label: "adm.nav.webhooks" },
  { to: "/admin/api-keys", label: "adm.nav.apiKeys" },
  { to: "/admin/settings", label: "adm.nav.settings" },
  { to: "/two-factor", label: "adm.nav.twoFactor" },
  { to: "/admin/admins", label: "adm.nav.admins" },
  { to: "/admin/audit-logs", label: "adm.nav.auditLogs" },
  {
    to: "/admin/payouts/requests",
    label: "adm.nav.payoutRequests",
    count: "pendingPayouts",
  },
  { to: "/admin/payouts/batches", label: "adm.nav.payoutBatches" },
  { to: "/admin/payouts/history", label: "adm.nav.payoutHistory" },
  { to: "/admin/payouts/tax", label: "adm.nav.withholdingTax" },
] as const satisfies readonly {
  to: string;
  label: MessageKey;
  count?: keyof typeof COUNT_DESCRIPTIONS;
  sub?: readonly { to: string; label: MessageKey }[];
}[];

/** The admin menu. */
export function AdminNav() {
  const metrics = useAdminMetrics();
  return (
    <ul className="app-nav-list">
      {ITEMS.map((item) => (
        <li key={item.to}>
          <Link
            className="app-nav-link"
            to={item.to}
            activeProps={{ "aria-current": "page" }}
          >
            <span>{t(item.label)}</span>
            {"count" in item && (
              <CountBubble
                count={metrics?.[item.count]}
                description={t(COUNT_DESCRIPTIONS[item.count])}
              />
            )}
          </Link>
          {"sub" in item && (
            <ul className="app-nav-sub">
              {item.sub.map((sub) => (
                <li key={sub.to}>
                  <Link
                    className="app-nav-link"
                    to={sub.to}
                    activeProps={{ "aria-current": "page" }}
                  >
                    {t(sub.label)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
      <LogoutNavItem clear={clearAllStorage} />
    </ul>
  );
}
