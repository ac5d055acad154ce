/** Two-factor sign-in when it is off: start, then scan the QR code and confirm a code. */
import { type FormEvent, useId, useState } from "react";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { CopyButton } from "@/components/CopyButton.tsx";
import { TextField } from "@/components/Field.tsx";
import { useAction } from "@/lib/use_action.ts";
import { serverText, t } from "@/i18n/i18n.ts";
import { readSession, saveSession } from "@/lib/session.ts";
import {
  confirmTwoFactor,
  groupSecret,
  startTwoFactorSetup,
} from "@/lib/two_factor_api.ts";
import { TWO_FACTOR_MESSAGES } from "@domain/auth/two_factor.ts";
import type { TwoFactorSetup, TwoFactorStatus } from "@wire/two_factor.ts";
import { BackLink, Frame } from "./two_factor_frame.tsx";

export function OffView(
  { status, onStarted }: {
    status: TwoFactorStatus;
    onStarted: (setup: TwoFactorSetup) => void;
  },
) {
  const { busy, error, run } = useAction();
  async function start() {
    await run(
      async () => onStarted(await startTwoFactorSetup()),
      t("aff.2fa.startFailed"),
    );
  }
  return (
    <Frame subtitle={t("aff.2fa.protect")}>
      {status.required && (
        <Alert tone="warning">
          {serverText(TWO_FACTOR_MESSAGES.required)}
        </Alert>
      )}
      {error && <Alert>{error.message}</Alert>}
      <p>{serverText(TWO_FACTOR_MESSAGES.disabled)}</p>
      <Button type="button" block size="lg" busy={busy} onClick={start}>
        {t("aff.2fa.setUp")}
      </Button>
      {!status.required && <BackLink />}
    </Frame>
  );
}

/** The QR code drawn from the server's path, with a white quiet zone of 4 modules. */
export function QrCode({ size, path }: { size: number; path: string }) {
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

export function SetupView(
  { setup, onConfirmed }: {
    setup: TwoFactorSetup;
    onConfirmed: (codes: string[]) => void;
  },
) {
  const [code, setCode] = useState("");
  const { busy, error, setError, run } = useAction();
  const errorId = useId();
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ""))) {
      setError(serverText(TWO_FACTOR_MESSAGES.codeRequired));
      return;
    }
    await run(async () => {
      const res = await confirmTwoFactor(code.replace(/\s/g, ""));
      // Turning it on ended every session, this one included: keep browsing with the new one.
      const current = readSession();
      saveSession({
        token: res.token,
        role: current.role ?? "user",
        approved: current.approved,
      });
      onConfirmed(res.recoveryCodes);
    }, serverText(TWO_FACTOR_MESSAGES.invalidCode));
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
        {error && <Alert id={errorId}>{error.message}</Alert>}
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
