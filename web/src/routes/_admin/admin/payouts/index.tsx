/** /admin/payouts : redirects to /admin/payouts/requests (docs/product.md §2). */
import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/_admin/admin/payouts/")({
  beforeLoad: () => {
    throw redirect({ to: "/admin/payouts/requests", replace: true });
  },
});
