/** /two-factor : turn two-factor sign-in (TOTP) on with a QR code and a code, save the recovery codes, or turn it off. */
import { type FormEvent, type ReactNode, useId, useState } from "react";
import {
  createFileRoute,
  getRouteApi,
  Link,
  redirect,
  useRouter,
} from "@tanstack/react-router";
import { AuthLayout } from "@/components/AuthLayout.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Button, buttonClass } from "@/components/Button.tsx";
import { CopyButton } from "@/components/CopyButton.tsx";
import { TextField } from "@/components/Field.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { messageOf } from "@/lib/api.ts";
import { readyArea, serverText, t } from "@/i18n/i18n.ts";
import { fetchMe } from "@/lib/auth_api.ts";
import { readSession, saveSession } from "@/lib/session.ts";
import {
  confirmTwoFactor,
  disableTwoFactor,
  fetchTwoFactorStatus,
  groupSecret,
  recoveryCodesText,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from "@/lib/two_factor_api.ts";
import { TWO_FACTOR_MESSAGES } from "@domain/auth/two_factor.ts";
import type { TwoFactorSetup, TwoFactorStatus } from "@wire/two_factor.ts";

export const Route = createFileRoute("/two-factor")({
  beforeLoad: async () => {
    if (!readSession().token) throw redirect({ to: "/login" });
    await readyArea("affiliate");
  },
  loader: async () => {
    const [status, me] = await Promise.all([
      fetchTwoFactorStatus(),
      fetchMe().catch(() => null),
    ]);
    return { status, email: me?.email ?? t("aff.2fa.yourAccount") };
  },
  pendingComponent: () => (
    <Frame>
      <Loading text={t("aff.2fa.loading")} />
    </Frame>
  ),
  errorComponent: ({ error }) => (
    <Frame>
      <Alert tone="error">
        {messageOf(error, t("aff.2fa.loadFailed"))}
      </Alert>
      <BackLink />
    </Frame>
  ),
  component: TwoFactorPage,
});

const routeApi = getRouteApi("/two-factor");

/** Where "Back" and "Continue" lead: the role's first page. */
function homePath(): "/admin/profiles" | "/dashboard" {
  return readSession().role === "admin" ? "/admin/profiles" : "/dashboard";
}

function Frame(
  { children, subtitle }: { children: ReactNode; subtitle?: ReactNode },
) {
  usePageTitle(t("twoFactor.heading"));
  return (
    <AuthLayout title={t("twoFactor.heading")} subtitle={subtitle}>
      <div className="two-factor">{children}</div>
    </AuthLayout>
  );
}

function BackLink() {
  return (
    <div className="auth-links">
      <Link to={homePath()}>{t("aff.2fa.back")}</Link>
    </div>
  );
}

/** The page: off (set it up), setting up (QR, secret, code), codes to save, or on (turn it off). */
function TwoFactorPage() {
  const { status, email } = routeApi.useLoaderData();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<
    { list: string[]; replaced: boolean } | null
  >(null);
  if (codes) {
    return (
      <RecoveryCodes
        codes={codes.list}
        replaced={codes.replaced}
        email={email}
      />
    );
  }
  if (status.enabled) {
    return (
      <EnabledView
        status={status}
        onRegenerated={(list) => setCodes({ list, replaced: true })}
      />
    );
  }
  if (setup) {
    return (
      <SetupView
        setup={setup}
        onConfirmed={(list) => setCodes({ list, replaced: false })}
      />
    );
  }
  return <OffView status={status} onStarted={setSetup} />;
}

function OffView(
  { status, onStarted }: {
    status: TwoFactorStatus;
    onStarted: (setup: TwoFactorSetup) => void;
  },
) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    setError(null);
    try {
      onStarted(await startTwoFactorSetup());
    } catch (err) {
      setError(messageOf(err, t("aff.2fa.startFailed")));
      setBusy(false);
    }
  }
  return (
    <Frame subtitle={t("aff.2fa.protect")}>
      {status.required && (
        <Alert tone="warning">
          {serverText(TWO_FACTOR_MESSAGES.required)}
        </Alert>
      )}
      {error && <Alert>{error}</Alert>}
      <p>{serverText(TWO_FACTOR_MESSAGES.disabled)}</p>
      <Button type="button" block size="lg" busy={busy} onClick={start}>
        {t("aff.2fa.setUp")}
      </Button>
      {!status.required && <BackLink />}
    </Frame>
  );
}

/** The QR code drawn from the server's path, with a white quiet zone of 4 modules. */
function QrCode({ size, path }: { size: number; path: string }) {
  const full = size + 8;
  return (
    <svg
      className="two-factor-qr"
      viewBox={`-4 -4 ${full} ${full}`}
      role="img"
      aria-label={t("aff.2fa.qr")}
      shapeRendering="crispEdges"
    >
      <rect x={-4} y={-4} width={full} height={full} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

function SetupView(
  { setup, onConfirmed }: {
    setup: TwoFactorSetup;
    onConfirmed: (codes: string[]) => void;
  },
) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ""))) {
      setError(serverText(TWO_FACTOR_MESSAGES.codeRequired));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await confirmTwoFactor(code.replace(/\s/g, ""));
      // Turning it on ended every session, this one included: keep browsing with the new one.
      const current = readSession();
      saveSession({
        token: res.token,
        role: current.role ?? "user",
        approved: current.approved,
      });
      onConfirmed(res.recoveryCodes);
    } catch (err) {
      setError(messageOf(err, serverText(TWO_FACTOR_MESSAGES.invalidCode)));
      setBusy(false);
    }
  }
  return (
    <Frame subtitle={t("aff.2fa.steps")}>
      <QrCode size={setup.qr.size} path={setup.qr.path} />
      <div className="two-factor-secret">
        <p id="two-factor-secret-label">
          {t("aff.2fa.cantScan")}
        </p>
        <div className="copy-row">
          <code
            className="copy-value ltr"
            id="two-factor-secret"
            data-secret={setup.secret}
            aria-labelledby="two-factor-secret-label"
          >
            {groupSecret(setup.secret)}
          </code>
          <CopyButton text={setup.secret} label={t("aff.2fa.key")} />
        </div>
      </div>
      <form
        className="auth-form"
        onSubmit={onSubmit}
        noValidate
        aria-label={t("aff.2fa.confirm")}
      >
        {error && <Alert id={errorId}>{error}</Alert>}
        <TextField
          label={t("aff.2fa.code")}
          name="code"
          errorId={error ? errorId : undefined}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={8}
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" block size="lg" busy={busy}>
          {t("aff.2fa.turnOn")}
        </Button>
      </form>
    </Frame>
  );
}

function RecoveryCodes(
  { codes, email, replaced }: {
    codes: string[];
    email: string;
    /** New codes replacing older ones (rather than the codes of a new enrolment). */
    replaced: boolean;
  },
) {
  const router = useRouter();
  const text = recoveryCodesText(codes, email);
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <Frame subtitle={t(replaced ? "aff.2fa.newCodes" : "aff.2fa.saveCodes")}>
      <Alert tone="success">
        {t("aff.2fa.codesInfo")}
      </Alert>
      <ol className="recovery-codes" aria-label={t("aff.2fa.codes")}>
        {codes.map((c) => (
          <li key={c}>
            <code className="ltr">{c}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor-actions">
        <CopyButton text={text}>{t("aff.2fa.copyCodes")}</CopyButton>
        <a
          className={buttonClass("secondary", "sm")}
          href={href}
          download="kamai-recovery-codes.txt"
        >
          {t("aff.2fa.download")}
        </a>
      </div>
      <Button
        type="button"
        block
        size="lg"
        onClick={async () => {
          await router.navigate({ to: homePath() });
        }}
      >
        {t("aff.2fa.continue")}
      </Button>
    </Frame>
  );
}

function EnabledView(
  { status, onRegenerated }: {
    status: TwoFactorStatus;
    onRegenerated: (codes: string[]) => void;
  },
) {
  const router = useRouter();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const since = status.enabledAt
    ? new Date(status.enabledAt).toLocaleDateString("en-PK", {
      timeZone: "Asia/Karachi",
      dateStyle: "medium",
    })
    : null;
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (code.trim() === "" && password === "") {
      setError(serverText(TWO_FACTOR_MESSAGES.disableNeedsProof));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await disableTwoFactor(
        code.trim() !== "" ? { code: code.trim() } : { password },
      );
      await router.invalidate();
    } catch (err) {
      setError(messageOf(err, t("aff.2fa.offFailed")));
      setBusy(false);
    }
  }
  return (
    <Frame>
      <Alert tone="success">
        {since ? t("aff.2fa.onSince", { since }) : t("aff.2fa.on")}{" "}
        {status.recoveryCodesLeft === 1
          ? t("aff.2fa.oneLeft")
          : t("aff.2fa.left", { n: status.recoveryCodesLeft })}
      </Alert>
      <RegenerateForm onRegenerated={onRegenerated} />
      {status.required
        ? (
          <p>
            {t("aff.2fa.requiredByAdmin")}
          </p>
        )
        : (
          <form
            className="auth-form"
            onSubmit={onSubmit}
            noValidate
            aria-label={t("aff.2fa.turnOff")}
          >
            <h2 className="two-factor-heading">{t("aff.2fa.off")}</h2>
            <p>{t("aff.2fa.proof")}</p>
            {error && <Alert id={errorId}>{error}</Alert>}
            <TextField
              label={t("aff.2fa.offCode")}
              name="code"
              autoComplete="one-time-code"
              errorId={error ? errorId : undefined}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <TextField
              label={t("aff.2fa.orPassword")}
              name="password"
              type="password"
              autoComplete="current-password"
              errorId={error ? errorId : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" variant="danger" block busy={busy}>
              {t("aff.2fa.turnOff")}
            </Button>
          </form>
        )}
      <BackLink />
    </Frame>
  );
}

/** New recovery codes for a current 6-digit code: for lost codes, or when few are left. */
function RegenerateForm(
  { onRegenerated }: { onRegenerated: (codes: string[]) => void },
) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const typed = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(typed)) {
      setError(serverText(TWO_FACTOR_MESSAGES.regenerateNeedsCode));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onRegenerated((await regenerateRecoveryCodes(typed)).recoveryCodes);
    } catch (err) {
      setError(messageOf(err, t("aff.2fa.regenFailed")));
      setBusy(false);
    }
  }
  return (
    <form
      className="auth-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t("aff.2fa.regenHeading")}
    >
      <h2 className="two-factor-heading">{t("aff.2fa.regenHeading")}</h2>
      <p>{t("aff.2fa.regenLead")}</p>
      {error && <Alert id={errorId}>{error}</Alert>}
      <TextField
        label={t("aff.2fa.code")}
        name="regenerate-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={8}
        errorId={error ? errorId : undefined}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" variant="secondary" block busy={busy}>
        {t("aff.2fa.regenSubmit")}
      </Button>
    </form>
  );
}
