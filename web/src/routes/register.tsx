/** /register : sign-up with name, email, password, confirmation and the captcha; then /login after 2 s. */
import { useState } from "react";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AuthLayout } from "../components/AuthLayout.tsx";
import { Alert } from "../components/Alert.tsx";
import { Button } from "../components/Button.tsx";
import { CaptchaWidget } from "../components/CaptchaWidget.tsx";
import { TextField } from "../components/Field.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import { useAuthForm } from "../components/useAuthForm.ts";
import { register } from "../lib/auth_api.ts";
import { validateRegistration } from "../lib/auth_validation.ts";

export const Route = createFileRoute("/register")({ component: Register });

/** Delay before going to /login after a successful registration (docs/product.md §9). */
const REDIRECT_MS = 2000;

function Register() {
  usePageTitle("Create your account");
  const [form, setForm] = useState({
    name: "",
    email: "",
    password: "",
    confirm: "",
  });
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
    validate: () => validateRegistration({ ...form, captcha }),
    send: async () => {
      const res = await register({
        name: form.name,
        email: form.email,
        password: form.password,
        recaptchaToken: captcha,
      });
      return res?.message ||
        "Registration successful! Please check your email to verify your account.";
    },
    failure: "Something went wrong",
    loginAfterMs: REDIRECT_MS,
  });

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Join Kamai free and earn 50% commission on every sale."
    >
      {success
        ? (
          <div className="stack">
            <Alert tone="success">
              <p>{success}</p>
              <p>Taking you to the login page…</p>
            </Alert>
            <Link className="btn btn-primary btn-block" to="/login">
              Go to login
            </Link>
          </div>
        )
        : (
          <form
            className="auth-form"
            onSubmit={onSubmit}
            noValidate
            aria-label="Register"
          >
            {error && <Alert id={errorId}>{error}</Alert>}
            <TextField
              label="Full name"
              name="name"
              errorId={errorFor("name")}
              autoComplete="name"
              required
              value={form.name}
              onChange={set("name")}
            />
            <TextField
              label="Email"
              name="email"
              errorId={errorFor("email")}
              type="email"
              autoComplete="email"
              required
              value={form.email}
              onChange={set("email")}
            />
            <TextField
              label="Password"
              name="password"
              errorId={errorFor("password")}
              type="password"
              autoComplete="new-password"
              required
              minLength={6}
              hint="At least 6 characters."
              value={form.password}
              onChange={set("password")}
            />
            <TextField
              label="Confirm password"
              name="confirmPassword"
              errorId={errorFor("confirm")}
              type="password"
              autoComplete="new-password"
              required
              value={form.confirm}
              onChange={set("confirm")}
            />
            <CaptchaWidget
              onChange={setCaptcha}
              resetSignal={captchaReset}
              errorId={errorFor("captcha")}
            />
            <Button type="submit" block size="lg" busy={sending}>
              {sending ? "Creating account…" : "Create account"}
            </Button>
          </form>
        )}
      <div className="auth-links">
        <span>
          Already have an account? <Link to="/login">Log in</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
