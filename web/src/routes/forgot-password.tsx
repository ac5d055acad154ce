/** /forgot-password : email and captcha; always answers with the neutral confirmation. */
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
import { forgotPassword } from "@/lib/auth_api.ts";
import { validateForgot } from "@/lib/auth_validation.ts";
import { t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/forgot-password")({
  component: ForgotPassword,
});

function ForgotPassword() {
  usePageTitle(t("forgot.title"));
  const [email, setEmail] = useState("");
  const [captcha, setCaptcha] = useState("");
  const auth = useAuthForm({
    validate: () => validateForgot({ email, captcha }),
    send: async () => {
      await forgotPassword({ email, recaptchaToken: captcha });
      // docs/product.md's neutral confirmation: it never tells whether the address has an account.
      return t("forgot.neutral");
    },
    failure: t("forgot.failed"),
  });
  const { success, sending } = auth;

  return (
    <AuthLayout
      title={t("forgot.heading")}
      subtitle={t("forgot.subtitle")}
    >
      {success
        ? <Alert tone="success">{success}</Alert>
        : (
          <AuthForm auth={auth} label={t("forgot.formLabel")}>
            <AuthField
              label={t("auth.email")}
              name="email"
              auth={auth}
              field="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <AuthCaptcha auth={auth} onChange={setCaptcha} />
            <AuthSubmit busy={sending} busyText={t("forgot.sending")}>
              {t("forgot.submit")}
            </AuthSubmit>
          </AuthForm>
        )}
      <div className="auth-links">
        <Link to="/login">{t("forgot.back")}</Link>
      </div>
    </AuthLayout>
  );
}
