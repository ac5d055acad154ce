/** /admin : the admin panel opens on the queued profiles. */
import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/_admin/admin/")({
  beforeLoad: () => {
    throw redirect({ to: "/admin/profiles", replace: true });
  },
});
