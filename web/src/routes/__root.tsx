/** Root route: the dialog provider around every page, and the not-found page. */
import { createRootRoute, Link, Outlet } from "@tanstack/react-router";
import { DialogProvider } from "../components/Modal.tsx";
import { AuthLayout } from "../components/AuthLayout.tsx";
import { displaySettings } from "../lib/display_settings.ts";

export const Route = createRootRoute({
  // Amounts on every screen follow the display currency, so it is known before the first page renders.
  beforeLoad: async () => {
    await displaySettings();
  },
  component: () => (
    <DialogProvider>
      <Outlet />
    </DialogProvider>
  ),
  notFoundComponent: () => (
    <AuthLayout
      title="Page not found"
      subtitle="The page you are looking for does not exist."
    >
      <Link className="btn btn-primary btn-block" to="/">
        Go to the home page
      </Link>
    </AuthLayout>
  ),
});
