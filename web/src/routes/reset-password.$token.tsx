/** /reset-password/$token : new password and confirmation; then /login after 1.5 s. */
import { useState } from "react";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AuthLayout } from "../components/AuthLayout.tsx";
import { Alert } from "../components/Alert.tsx";
import { Button } from "../components/Button.tsx";
import { TextField } from "../components/Field.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import { useAuthForm } from "../components/useAuthForm.ts";
import { resetPassword } from "../lib/auth_api.ts";
import { validateReset } from "../lib/auth_validation.ts";

export const Route = createFileRoute("/reset-password/$token")({
  component: ResetPassword,
});

/** Delay before going to /login after a successful reset (docs/product.md §9). */
const REDIRECT_MS = 1500;

function ResetPassword() {
  usePageTitle("Set a new password");
  const { token } = Route.useParams();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const { error, errorId, errorFor, success, sending, onSubmit } = useAuthForm(
    {
      validate: () => validateReset({ password, confirm }),
      send: async () => {
        const res = await resetPassword({ token, password });
        return res?.message || "Your password has been reset.";
      },
      failure: "Failed to reset password",
      loginAfterMs: REDIRECT_MS,
    },
  );

  return (
    <AuthLayout
      title="Set a new password"
      subtitle="Choose a password with at least 6 characters."
    >
      {success
        ? (
          <Alert tone="success">
            <p>{success}</p>
            <p>Taking you to the login page…</p>
          </Alert>
        )
        : (
          <form
            className="auth-form"
            onSubmit={onSubmit}
            noValidate
            aria-label="Reset password"
          >
            {error && <Alert id={errorId}>{error}</Alert>}
            <TextField
              label="New password"
              name="password"
              errorId={errorFor("password")}
              type="password"
              autoComplete="new-password"
              required
              minLength={6}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label="Confirm new password"
              name="confirmPassword"
              errorId={errorFor("confirm")}
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <Button type="submit" block size="lg" busy={sending}>
              {sending ? "Saving…" : "Reset password"}
            </Button>
          </form>
        )}
      <div className="auth-links">
        <Link to="/login">Back to login</Link>
      </div>
    </AuthLayout>
  );
}
