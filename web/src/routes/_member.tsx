/** Layout for /complete-profile: needs a user token but not an approved profile. */
import { createFileRoute, redirect } from "@tanstack/react-router";
import { AppShell } from "../components/AppShell.tsx";
import { UserNav } from "../components/UserNav.tsx";
import { guardRedirect } from "../lib/guard.ts";
import { readSession } from "../lib/session.ts";

export const Route = createFileRoute("/_member")({
  beforeLoad: () => {
    const to = guardRedirect(readSession(), { role: "user", approved: false });
    if (to) throw redirect({ to });
  },
  component: () => <AppShell label="My account" nav={<UserNav />} />,
});
