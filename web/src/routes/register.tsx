/** /register : sign-up with name, email, password, confirmation and the captcha; then /login after 2 s. */
import { useState } from "react";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AuthLayout } from "@/components/AuthLayout.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { CaptchaWidget } from "@/components/CaptchaWidget.tsx";
import { TextField } from "@/components/Field.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { useAuthForm } from "@/components/useAuthForm.ts";
import { register } from "@/lib/auth_api.ts";
import { validateRegistration } from "@/lib/auth_validation.ts";
import { t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/register")({ component: Register });

/** Delay before going to /login after a successful registration (docs/product.md §9). */
const REDIRECT_MS = 2000;

function Register() {
  usePageTitle(t("register.title"));
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
      return res?.message || t("register.success");
    },
    failure: t("common.somethingWrong"),
    loginAfterMs: REDIRECT_MS,
  });

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <AuthLayout
      title={t("register.title")}
      subtitle={t("register.subtitle")}
    >
      {success
        ? (
          <div className="stack">
            <Alert tone="success">
              <p>{success}</p>
              <p>{t("register.redirecting")}</p>
            </Alert>
            <Link className="btn btn-primary btn-block" to="/login">
              {t("register.goToLogin")}
            </Link>
          </div>
        )
        : (
          <form
            className="auth-form"
            onSubmit={onSubmit}
            noValidate
            aria-label={t("register.formLabel")}
          >
            {error && <Alert id={errorId}>{error}</Alert>}
            <TextField
              label={t("register.name")}
              name="name"
              errorId={errorFor("name")}
              autoComplete="name"
              required
              value={form.name}
              onChange={set("name")}
            />
            <TextField
              label={t("auth.email")}
              name="email"
              errorId={errorFor("email")}
              type="email"
              autoComplete="email"
              required
              value={form.email}
              onChange={set("email")}
            />
            <TextField
              label={t("auth.password")}
              name="password"
              errorId={errorFor("password")}
              type="password"
              autoComplete="new-password"
              required
              minLength={6}
              hint={t("register.passwordHint")}
              value={form.password}
              onChange={set("password")}
            />
            <TextField
              label={t("register.confirm")}
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
              {sending ? t("register.sending") : t("register.submit")}
            </Button>
          </form>
        )}
      <div className="auth-links">
        <span>
          {t("register.haveAccount")}{" "}
          <Link to="/login">{t("register.login")}</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
