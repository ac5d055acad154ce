/** AdminNav: the "Admin Panel" navigation with pending counts, and Logout (clears all local storage). */
import { Link } from "@tanstack/react-router";
import { clearAllStorage } from "../lib/session.ts";
import { CountBubble } from "./CountBubble.tsx";
import { useAdminMetrics } from "./useAdminMetrics.ts";
import { LogoutNavItem } from "./LogoutNavItem.tsx";

const ITEMS = [
  { to: "/admin/overview", label: "Overview" },
  { to: "/admin/risk", label: "Risk", count: "openRiskFlags" },
  { to: "/admin/profiles", label: "Queued", count: "pendingProfiles" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin/stats", label: "View Stats" },
  { to: "/admin/add-stat", label: "Add Stats" },
  { to: "/admin/links", label: "Links" },
  { to: "/admin/sources", label: "Sources" },
  { to: "/admin/coupons", label: "Coupons" },
  { to: "/admin/settings", label: "Settings" },
  { to: "/two-factor", label: "Two-factor sign-in" },
  { to: "/admin/admins", label: "Admins" },
  { to: "/admin/audit-logs", label: "Audit Logs" },
  {
    to: "/admin/payouts/requests",
    label: "Payout Requests",
    count: "pendingPayouts",
  },
  { to: "/admin/payouts/batches", label: "Payout Batches" },
  { to: "/admin/payouts/history", label: "Payout History" },
  { to: "/admin/payouts/tax", label: "Withholding Tax" },
] as const;

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
            <span>{item.label}</span>
            {"count" in item && (
              <CountBubble
                count={metrics?.[item.count]}
                description={item.count === "pendingProfiles"
                  ? "pending profiles"
                  : item.count === "openRiskFlags"
                  ? "open risk flags"
                  : "pending payouts"}
              />
            )}
          </Link>
        </li>
      ))}
      <LogoutNavItem clear={clearAllStorage} />
    </ul>
  );
}
