/** Layout for /complete-profile: needs a user token but not an approved profile. */
import { createFileRoute, redirect } from "@tanstack/react-router";
import { AppShell } from "@/components/AppShell.tsx";
import { UserNav } from "@/components/UserNav.tsx";
import { guardRedirect } from "@/lib/guard.ts";
import { readSession } from "@/lib/session.ts";
import { readyArea, t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/_member")({
  beforeLoad: async () => {
    const to = guardRedirect(readSession(), { role: "user", approved: false });
    if (to) throw redirect({ to });
    // In Urdu the area's catalogue loads before its first screen renders.
    await readyArea("affiliate");
  },
  component: () => <AppShell label={t("aff.nav.label")} nav={<UserNav />} />,
});
