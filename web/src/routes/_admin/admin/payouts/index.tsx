/** /admin/payouts : redirects to /admin/payouts/requests (spec section 2). */
import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/_admin/admin/payouts/")({
  beforeLoad: () => {
    throw redirect({ to: "/admin/payouts/requests", replace: true });
  },
});
