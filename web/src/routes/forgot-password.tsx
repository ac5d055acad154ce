/** /forgot-password : email and captcha; always answers with the neutral confirmation. */
import { type FormEvent, useId, useState } from "react";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AuthLayout } from "../components/AuthLayout.tsx";
import { Alert } from "../components/Alert.tsx";
import { Button } from "../components/Button.tsx";
import { CaptchaWidget } from "../components/CaptchaWidget.tsx";
import { TextField } from "../components/Field.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import { forgotPassword } from "../lib/auth_api.ts";
import { messageOf } from "../lib/api.ts";
import { fieldOfAuthProblem, validateForgot } from "../lib/auth_validation.ts";

export const Route = createFileRoute("/forgot-password")({
  component: ForgotPassword,
});

/** The spec's neutral confirmation: it never tells whether the address has an account. */
const NEUTRAL =
  "If this email exists, we sent a reset link. Please check your inbox.";

function ForgotPassword() {
  usePageTitle("Forgot password");
  const [email, setEmail] = useState("");
  const [captcha, setCaptcha] = useState("");
  const [captchaReset, setCaptchaReset] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // The form's alert explains the problem; the field it is about points at it.
  const errorId = useId();
  const badField = fieldOfAuthProblem(error);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = validateForgot({ email, captcha });
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      await forgotPassword({ email, recaptchaToken: captcha });
      setSent(true);
    } catch (err) {
      setError(messageOf(err, "Failed to send reset email"));
      setCaptchaReset((n) => n + 1);
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to reset it."
    >
      {sent ? <Alert tone="success">{NEUTRAL}</Alert> : (
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
            errorId={badField === "email" ? errorId : undefined}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <CaptchaWidget
            onChange={setCaptcha}
            resetSignal={captchaReset}
            errorId={badField === "captcha" ? errorId : undefined}
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
