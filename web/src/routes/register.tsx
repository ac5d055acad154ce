/** /register : sign-up with name, email, password, confirmation and the captcha; then /login after 2 s. */
import { useState } from "react";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AuthLayout } from "@/components/AuthLayout.tsx";
import { Alert } from "@/components/Alert.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { useAuthForm } from "@/components/useAuthForm.ts";
import {
  AuthCaptcha,
  AuthField,
  AuthForm,
  AuthSubmit,
} from "@/components/AuthFormParts.tsx";
import { register } from "@/lib/auth_api.ts";
import { validateRegistration } from "@/lib/auth_validation.ts";
import { t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/register")({ component: Register });

/** Delay before going to /login after a successful registration (docs/product.md §9). */
const REDIRECT_MS = 2000;
const REGISTERED = { registered: "1" } as const;

function Register() {
  usePageTitle(t("register.title"));
  const [form, setForm] = useState({
    name: "",
    email: "",
    password: "",
    confirm: "",
  });
  const [captcha, setCaptcha] = useState("");
  const auth = useAuthForm({
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
    // The spec's move to /login after 2 s keeps the "check your email" notice on screen there (issue 31).
    loginSearch: REGISTERED,
  });
  const { success, sending } = auth;

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
          <AuthForm auth={auth} label={t("register.formLabel")}>
            <AuthField
              label={t("register.name")}
              name="name"
              auth={auth}
              field="name"
              autoComplete="name"
              required
              value={form.name}
              onChange={set("name")}
            />
            <AuthField
              label={t("auth.email")}
              name="email"
              auth={auth}
              field="email"
              type="email"
              autoComplete="email"
              required
              value={form.email}
              onChange={set("email")}
            />
            <AuthField
              label={t("auth.password")}
              name="password"
              auth={auth}
              field="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={6}
              hint={t("register.passwordHint")}
              value={form.password}
              onChange={set("password")}
            />
            <AuthField
              label={t("register.confirm")}
              name="confirmPassword"
              auth={auth}
              field="confirm"
              type="password"
              autoComplete="new-password"
              required
              value={form.confirm}
              onChange={set("confirm")}
            />
            <AuthCaptcha auth={auth} onChange={setCaptcha} />
            <AuthSubmit busy={sending} busyText={t("register.sending")}>
              {t("register.submit")}
            </AuthSubmit>
          </AuthForm>
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
