/** Layout for /admin/*: needs an admin token; the server confirms the role, so a user token lands on /unauthorized. */
import { createFileRoute, redirect } from "@tanstack/react-router";
import { AppShell } from "@/components/AppShell.tsx";
import { AdminNav } from "@/components/AdminNav.tsx";
import { loadAdminMetrics } from "@/components/useAdminMetrics.ts";
import { guardRedirect } from "@/lib/guard.ts";
import { clearSession, readSession } from "@/lib/session.ts";
import { serverRoleRedirect } from "@/lib/server_role.ts";
import { twoFactorRedirect } from "@/lib/two_factor_api.ts";
import { readyArea, t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/_admin")({
  beforeLoad: async () => {
    const session = readSession();
    const to = guardRedirect(session, { role: "admin", approved: false });
    if (to) throw redirect({ to });
    const serverTo = await serverRoleRedirect(session.token!, "admin");
    if (serverTo === "/login" || serverTo === "/register") clearSession();
    if (serverTo) throw redirect({ to: serverTo });
    const enrolTo = await twoFactorRedirect(session.token!);
    if (enrolTo) throw redirect({ to: enrolTo });
    // In Urdu the admin shell's catalogue loads before its first screen renders.
    await readyArea("admin");
  },
  // The nav's pending counts: loaded again on every admin navigation and on router.invalidate().
  loader: loadAdminMetrics,
  component: () => <AppShell label={t("adm.panel")} nav={<AdminNav />} />,
});
