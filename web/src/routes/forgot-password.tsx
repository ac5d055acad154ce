/** /forgot-password : email and captcha; always answers with the neutral confirmation. */
import { useState } from "react";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AuthLayout } from "@/components/AuthLayout.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { CaptchaWidget } from "@/components/CaptchaWidget.tsx";
import { TextField } from "@/components/Field.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { useAuthForm } from "@/components/useAuthForm.ts";
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
      // docs/product.md's neutral confirmation: it never tells whether the address has an account.
      return t("forgot.neutral");
    },
    failure: t("forgot.failed"),
  });

  return (
    <AuthLayout
      title={t("forgot.heading")}
      subtitle={t("forgot.subtitle")}
    >
      {success ? <Alert tone="success">{success}</Alert> : (
        <form
          className="auth-form"
          onSubmit={onSubmit}
          noValidate
          aria-label={t("forgot.formLabel")}
        >
          {error && <Alert id={errorId}>{error}</Alert>}
          <TextField
            label={t("auth.email")}
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
            {sending ? t("forgot.sending") : t("forgot.submit")}
          </Button>
        </form>
      )}
      <div className="auth-links">
        <Link to="/login">{t("forgot.back")}</Link>
      </div>
    </AuthLayout>
  );
}
