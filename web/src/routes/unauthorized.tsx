/** /unauthorized : shown after the server refused access (403). */
import { createFileRoute, Link } from "@tanstack/react-router";
import { AuthLayout } from "../components/AuthLayout.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";

export const Route = createFileRoute("/unauthorized")({
  component: Unauthorized,
});

function Unauthorized() {
  usePageTitle("Access denied");
  return (
    <AuthLayout
      title="Access denied"
      subtitle="You do not have permission to view that page."
    >
      <div className="stack">
        <p>
          If you think this is a mistake, sign in with the right account or
          contact support.
        </p>
        <Link className="btn btn-primary btn-block" to="/">
          Go to the home page
        </Link>
        <Link className="btn btn-secondary btn-block" to="/login">
          Log in with another account
        </Link>
      </div>
    </AuthLayout>
  );
}
