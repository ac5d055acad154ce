/** Two-factor sign-in when it is on: turn it off, or get new recovery codes. */
import { type FormEvent, useId, useState } from "react";
import { useRouter } from "@tanstack/react-router";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { TextField } from "@/components/Field.tsx";
import { useAction } from "@/lib/use_action.ts";
import { serverText, t } from "@/i18n/i18n.ts";
import {
  disableTwoFactor,
  regenerateRecoveryCodes,
} from "@/lib/two_factor_api.ts";
import { TWO_FACTOR_MESSAGES } from "@domain/auth/two_factor.ts";
import type { TwoFactorStatus } from "@wire/two_factor.ts";
import { BackLink, Frame } from "./two_factor_frame.tsx";

export function EnabledView(
  { status, onRegenerated }: {
    status: TwoFactorStatus;
    onRegenerated: (codes: string[]) => void;
  },
) {
  const router = useRouter();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const { busy, error, setError, run } = useAction();
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
    await run(async () => {
      await disableTwoFactor(
        code.trim() !== "" ? { code: code.trim() } : { password },
      );
      await router.invalidate();
    }, t("aff.2fa.offFailed"));
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
            {error && <Alert id={errorId}>{error.message}</Alert>}
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
export function RegenerateForm(
  { onRegenerated }: { onRegenerated: (codes: string[]) => void },
) {
  const [code, setCode] = useState("");
  const { busy, error, setError, run } = useAction();
  const errorId = useId();
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const typed = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(typed)) {
      setError(serverText(TWO_FACTOR_MESSAGES.regenerateNeedsCode));
      return;
    }
    await run(
      async () =>
        onRegenerated((await regenerateRecoveryCodes(typed)).recoveryCodes),
      t("aff.2fa.regenFailed"),
    );
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
      {error && <Alert id={errorId}>{error.message}</Alert>}
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
