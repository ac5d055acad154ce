/** /login : email, password and captcha; admins go to /admin/profiles, everyone else to /complete-profile. */
import { useState } from "react";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { AuthLayout } from "../components/AuthLayout.tsx";
import { Alert } from "../components/Alert.tsx";
import { Button } from "../components/Button.tsx";
import { CaptchaWidget } from "../components/CaptchaWidget.tsx";
import { TextField } from "../components/Field.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import { useAuthForm } from "../components/useAuthForm.ts";
import { login, resendVerification } from "../lib/auth_api.ts";
import { ApiError, messageOf } from "../lib/api.ts";
import { CAPTCHA_REQUIRED, validateLogin } from "../lib/auth_validation.ts";
import { saveSession } from "../lib/session.ts";

export const Route = createFileRoute("/login")({ component: Login });

function Login() {
  usePageTitle("Log in");
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [captcha, setCaptcha] = useState("");
  const [unverified, setUnverified] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const {
    error,
    setError,
    errorId,
    errorFor,
    sending,
    captchaReset,
    renewCaptcha,
    onSubmit,
  } = useAuthForm({
    validate: () => {
      setNotice(null);
      return validateLogin({ email, password, captcha });
    },
    send: async () => {
      setUnverified(false);
      const res = await login({ email, password, recaptchaToken: captcha });
      if (!res?.token) throw new ApiError(500, null, null);
      const role = res.role || "user";
      saveSession({ token: res.token, role, approved: res.approved === true });
      await navigate({
        to: role === "admin" ? "/admin/profiles" : "/complete-profile",
      });
    },
    failure: "Login failed",
    onFailure: (err) =>
      setUnverified(
        err instanceof ApiError && err.code === "EMAIL_NOT_VERIFIED",
      ),
  });

  async function onResend() {
    if (!captcha) {
      setNotice(null);
      setError(
        `${CAPTCHA_REQUIRED} Then choose "Resend verification email" again.`,
      );
      return;
    }
    setResending(true);
    try {
      const res = await resendVerification({ email, recaptchaToken: captcha });
      setError(null);
      setUnverified(false);
      setNotice(
        res?.message ||
          "A new verification email is on its way. Please check your inbox.",
      );
    } catch (err) {
      setError(messageOf(err, "Something went wrong"));
    } finally {
      renewCaptcha();
      setResending(false);
    }
  }

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Log in to see your links, stats and payouts."
    >
      <form
        className="auth-form"
        onSubmit={onSubmit}
        noValidate
        aria-label="Log in"
      >
        {error && (
          <Alert id={errorId}>
            <p>{error}</p>
            {unverified && (
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={onResend}
                  busy={resending}
                >
                  Resend verification email
                </Button>
              </div>
            )}
          </Alert>
        )}
        {notice && <Alert tone="success">{notice}</Alert>}
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
        <TextField
          label="Password"
          name="password"
          errorId={errorFor("password")}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <CaptchaWidget
          onChange={setCaptcha}
          resetSignal={captchaReset}
          errorId={errorFor("captcha")}
        />
        <Button type="submit" block size="lg" busy={sending}>
          {sending ? "Logging in…" : "Log in"}
        </Button>
      </form>
      <div className="auth-links">
        <Link to="/forgot-password">Forgot your password?</Link>
        <span>
          New to Kamai? <Link to="/register">Create a free account</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
