/** Layout for the affiliate pages: needs a user token and an approved profile (docs/product.md §4). */
import { createFileRoute, redirect } from "@tanstack/react-router";
import { AppShell } from "@/components/AppShell.tsx";
import { UserNav } from "@/components/UserNav.tsx";
import { UnreadBadge } from "@/components/UnreadBadge.tsx";
import { guardRedirect } from "@/lib/guard.ts";
import { readSession } from "@/lib/session.ts";
import { readyArea, t } from "@/i18n/i18n.ts";
import { fetchUnreadCount } from "@/lib/announcements_api.ts";

export const Route = createFileRoute("/_user")({
  beforeLoad: async () => {
    const to = guardRedirect(readSession(), { role: "user", approved: true });
    if (to) throw redirect({ to });
    // In Urdu the area's catalogue loads before its first screen renders.
    await Promise.all([readyArea("affiliate"), readyArea("offers")]);
  },
  // The inbox badge: loaded again on every affiliate navigation and on router.invalidate().
  loader: async () => ({ unread: await fetchUnreadCount() }),
  component: () => (
    <AppShell
      label={t("aff.nav.label")}
      nav={<UserNav />}
      menuBadge={<UnreadBadge />}
    />
  ),
});
