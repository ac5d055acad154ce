/**
 * /login : email, password and captcha; admins go to /admin (the queue when profiles wait, else the Overview), an
 * approved affiliate straight to /dashboard (as /verify does), everyone else to /complete-profile
 * (docs/first-week.md).
 */
import { type FormEvent, useId, useState } from "react";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { AuthLayout } from "@/components/AuthLayout.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { TextField } from "@/components/Field.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { useAuthForm } from "@/components/useAuthForm.ts";
import {
  AuthCaptcha,
  AuthField,
  AuthForm,
  AuthSubmit,
} from "@/components/AuthFormParts.tsx";
import {
  applyAccountLanguage,
  login,
  resendVerification,
} from "@/lib/auth_api.ts";
import { ApiError, messageOf } from "@/lib/api.ts";
import { CAPTCHA_REQUIRED, validateLogin } from "@/lib/auth_validation.ts";
import { saveSession } from "@/lib/session.ts";
import { useAction } from "@/lib/use_action.ts";
import { verifyTwoFactor } from "@/lib/two_factor_api.ts";
import { TWO_FACTOR_MESSAGES } from "@domain/auth/two_factor.ts";
import type { LoginSession } from "@wire/auth.ts";
import { serverText, t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/login")({
  // ?registered=1: the sign-up's "check your email" notice stays in view after the move from /register.
  validateSearch: (search: Record<string, unknown>): { registered?: "1" } =>
    String(search.registered) === "1" ? { registered: "1" } : {},
  component: Login,
});

/** Stores the session and opens the role's first page (an admin's: see /admin). */
function useFinishSignIn() {
  const navigate = useNavigate();
  return async (res: LoginSession) => {
    if (!res?.token) throw new ApiError(500, null, null);
    const role = res.role || "user";
    saveSession({ token: res.token, role, approved: res.approved === true });
    await applyAccountLanguage();
    await navigate({
      to: role === "admin"
        ? "/admin"
        : res.approved === true
        ? "/dashboard"
        : "/complete-profile",
    });
  };
}

function Login() {
  usePageTitle(t("login.title"));
  const finish = useFinishSignIn();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [captcha, setCaptcha] = useState("");
  const [unverified, setUnverified] = useState(false);
  const { registered } = Route.useSearch();
  const [notice, setNotice] = useState<string | null>(null);
  // The resend's own busy state and failure; its failure takes the form's alert (the resend button stays in it).
  const resend = useAction();
  const auth = useAuthForm({
    validate: () => {
      setNotice(null);
      resend.setError(null);
      return validateLogin({ email, password, captcha });
    },
    send: async () => {
      setUnverified(false);
      const res = await login({ email, password, recaptchaToken: captcha });
      if (res && "twoFactorRequired" in res && res.twoFactorRequired) {
        // Two-factor sign-in is on: the code step comes next (docs/two-factor.md).
        setPassword("");
        setChallenge(res.challenge);
        return;
      }
      await finish(res as LoginSession);
    },
    failure: t("login.failed"),
    onFailure: (err) =>
      setUnverified(
        err instanceof ApiError && err.code === "EMAIL_NOT_VERIFIED",
      ),
  });
  const { error, setError, errorId, sending, renewCaptcha, onSubmit } = auth;

  async function onResend() {
    if (!captcha) {
      setNotice(null);
      resend.setError(
        t("login.resendFirst", { captcha: serverText(CAPTCHA_REQUIRED) }),
      );
      return;
    }
    await resend.run(async () => {
      const res = await resendVerification({ email, recaptchaToken: captcha });
      setError(null);
      setUnverified(false);
      setNotice(
        res?.message ? serverText(res.message) : t("login.resent"),
      );
    }, t("common.somethingWrong"));
    renewCaptcha();
  }
  const shownError = resend.error?.message ?? error;

  if (challenge) {
    return (
      <CodeStep
        challenge={challenge}
        onDone={finish}
        onRestart={(message) => {
          setChallenge(null);
          renewCaptcha();
          resend.setError(null);
          setError(message);
        }}
      />
    );
  }

  return (
    <AuthLayout
      title={t("login.heading")}
      subtitle={t("login.subtitle")}
    >
      <form
        className="auth-form"
        onSubmit={onSubmit}
        noValidate
        aria-label={t("login.formLabel")}
      >
        {shownError && (
          <Alert id={errorId}>
            <p>{shownError}</p>
            {unverified && (
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={onResend}
                  busy={resend.busy}
                >
                  {t("login.resend")}
                </Button>
              </div>
            )}
          </Alert>
        )}
        {notice && <Alert tone="success">{notice}</Alert>}
        {registered && !notice && !shownError && (
          <Alert tone="success">{t("login.checkEmail")}</Alert>
        )}
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
        <AuthField
          label={t("auth.password")}
          name="password"
          auth={auth}
          field="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <AuthCaptcha auth={auth} onChange={setCaptcha} />
        <AuthSubmit busy={sending} busyText={t("login.sending")}>
          {t("login.submit")}
        </AuthSubmit>
      </form>
      <div className="auth-links">
        <Link to="/forgot-password">{t("login.forgot")}</Link>
        <span>
          {t("login.newTo")}{" "}
          <Link to="/register">{t("login.createAccount")}</Link>
        </span>
      </div>
    </AuthLayout>
  );
}

/** The second step for an account with two-factor on: a code from the app, or a recovery code. */
function CodeStep(
  { challenge, onDone, onRestart }: {
    challenge: string;
    onDone: (session: LoginSession) => Promise<void>;
    onRestart: (message: string | null) => void;
  },
) {
  usePageTitle(t("twoFactor.pageTitle"));
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState(false);
  const { busy: sending, error, setError, run } = useAction();
  const errorId = useId();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (code.trim() === "") {
      setError(
        recovery
          ? t("twoFactor.recoveryRequired")
          : serverText(TWO_FACTOR_MESSAGES.codeRequired),
      );
      return;
    }
    await run(async () => {
      let session: LoginSession;
      try {
        session = await verifyTwoFactor({ challenge, code: code.trim() });
      } catch (err) {
        if (
          !(err instanceof ApiError &&
            err.code === "TWO_FACTOR_CHALLENGE_EXPIRED")
        ) throw err;
        // The challenge is spent: back to the password step, with the reason.
        onRestart(
          messageOf(err, serverText(TWO_FACTOR_MESSAGES.challengeExpired)),
        );
        return;
      }
      await onDone(session);
    }, t("twoFactor.checkFailed"));
  }

  return (
    <AuthLayout
      title={t("twoFactor.heading")}
      subtitle={recovery
        ? t("twoFactor.recoverySubtitle")
        : t("twoFactor.appSubtitle")}
    >
      <AuthForm
        auth={{ error: error?.message ?? null, errorId, onSubmit }}
        label={t("twoFactor.pageTitle")}
      >
        <TextField
          key={recovery ? "recovery" : "totp"}
          label={recovery
            ? t("twoFactor.recoveryCode")
            : t("twoFactor.authCode")}
          name="code"
          errorId={error ? errorId : undefined}
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          autoFocus
          autoCapitalize="off"
          spellCheck={false}
          maxLength={recovery ? 40 : 8}
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <AuthSubmit busy={sending} busyText={t("twoFactor.checking")}>
          {t("twoFactor.verify")}
        </AuthSubmit>
      </AuthForm>
      <div className="auth-links">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setRecovery((r) => !r);
            setCode("");
            setError(null);
          }}
        >
          {recovery ? t("twoFactor.useApp") : t("twoFactor.useRecovery")}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => onRestart(null)}
        >
          {t("twoFactor.back")}
        </Button>
      </div>
    </AuthLayout>
  );
}
