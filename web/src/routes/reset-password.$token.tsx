/** /reset-password/$token : new password and confirmation; then /login after 1.5 s. */
import { useState } from "react";
import { createFileRoute, getRouteApi, Link } from "@tanstack/react-router";
import { AuthLayout } from "@/components/AuthLayout.tsx";
import { Alert } from "@/components/Alert.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { useAuthForm } from "@/components/useAuthForm.ts";
import {
  AuthField,
  AuthForm,
  AuthSubmit,
} from "@/components/AuthFormParts.tsx";
import { resetPassword } from "@/lib/auth_api.ts";
import { validateReset } from "@/lib/auth_validation.ts";
import { serverText, t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/reset-password/$token")({
  component: ResetPassword,
});

// Read through getRouteApi, not Route, so the page chunk does not pull the route's definition out of the entry.
const routeApi = getRouteApi("/reset-password/$token");

/** Delay before going to /login after a successful reset (docs/product.md §9). */
const REDIRECT_MS = 1500;

function ResetPassword() {
  usePageTitle(t("reset.title"));
  const { token } = routeApi.useParams();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const auth = useAuthForm(
    {
      validate: () => validateReset({ password, confirm }),
      send: async () => {
        const res = await resetPassword({ token, password });
        return res?.message ? serverText(res.message) : t("reset.done");
      },
      failure: t("reset.failed"),
      loginAfterMs: REDIRECT_MS,
    },
  );
  const { success, sending } = auth;

  return (
    <AuthLayout
      title={t("reset.title")}
      subtitle={t("reset.subtitle")}
    >
      {success
        ? (
          <Alert tone="success">
            <p>{success}</p>
            <p>{t("reset.toLogin")}</p>
          </Alert>
        )
        : (
          <AuthForm auth={auth} label={t("reset.submit")}>
            <AuthField
              label={t("reset.password")}
              name="password"
              auth={auth}
              field="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={6}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <AuthField
              label={t("reset.confirm")}
              name="confirmPassword"
              auth={auth}
              field="confirm"
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <AuthSubmit busy={sending} busyText={t("reset.saving")}>
              {t("reset.submit")}
            </AuthSubmit>
          </AuthForm>
        )}
      <div className="auth-links">
        <Link to="/login">{t("reset.back")}</Link>
      </div>
    </AuthLayout>
  );
}
