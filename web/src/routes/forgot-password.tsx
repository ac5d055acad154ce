/** /forgot-password : email and captcha; always answers with the neutral confirmation. */
import { useState } from "react";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AuthLayout } from "../components/AuthLayout.tsx";
import { Alert } from "../components/Alert.tsx";
import { Button } from "../components/Button.tsx";
import { CaptchaWidget } from "../components/CaptchaWidget.tsx";
import { TextField } from "../components/Field.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import { useAuthForm } from "../components/useAuthForm.ts";
import { forgotPassword } from "../lib/auth_api.ts";
import { validateForgot } from "../lib/auth_validation.ts";

export const Route = createFileRoute("/forgot-password")({
  component: ForgotPassword,
});

/** docs/product.md's neutral confirmation: it never tells whether the address has an account. */
const NEUTRAL =
  "If this email exists, we sent a reset link. Please check your inbox.";

function ForgotPassword() {
  usePageTitle("Forgot password");
  const [email, setEmail] = useState("");
  const [captcha, setCaptcha] = useState("");
  const {
    error,
    errorId,
    errorFor,
    success,
    sending,
    captchaReset,
    onSubmit,
  } = useAuthForm({
    validate: () => validateForgot({ email, captcha }),
    send: async () => {
      await forgotPassword({ email, recaptchaToken: captcha });
      return NEUTRAL;
    },
    failure: "Failed to send reset email",
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to reset it."
    >
      {success ? <Alert tone="success">{success}</Alert> : (
        <form
          className="auth-form"
          onSubmit={onSubmit}
          noValidate
          aria-label="Forgot password"
        >
          {error && <Alert id={errorId}>{error}</Alert>}
          <TextField
            label="Email"
            name="email"
            errorId={errorFor("email")}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <CaptchaWidget
            onChange={setCaptcha}
            resetSignal={captchaReset}
            errorId={errorFor("captcha")}
          />
          <Button type="submit" block size="lg" busy={sending}>
            {sending ? "Sending…" : "Send reset link"}
          </Button>
        </form>
      )}
      <div className="auth-links">
        <Link to="/login">Back to login</Link>
      </div>
    </AuthLayout>
  );
}
