/** Layout for the affiliate pages: needs a user token and an approved profile (docs/product.md §4). */
import { createFileRoute, redirect } from "@tanstack/react-router";
import { AppShell } from "../components/AppShell.tsx";
import { UserNav } from "../components/UserNav.tsx";
import { guardRedirect } from "../lib/guard.ts";
import { readSession } from "../lib/session.ts";

export const Route = createFileRoute("/_user")({
  beforeLoad: () => {
    const to = guardRedirect(readSession(), { role: "user", approved: true });
    if (to) throw redirect({ to });
  },
  component: () => <AppShell label="My account" nav={<UserNav />} />,
});
