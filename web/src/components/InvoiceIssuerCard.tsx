/** InvoiceIssuerCard: the operator's legal name, address and NTN on /admin/settings, printed on every invoice. */
import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import type { SettingsJson, SettingsUpdatedJson } from "@wire/settings.ts";
import { validateSettingsPatch } from "@domain/settings/update_settings.ts";
import { api, ApiError } from "@/lib/api.ts";
import { useAction } from "@/lib/use_action.ts";
import { Alert } from "./Alert.tsx";
import { Button } from "./Button.tsx";
import { Card } from "./Card.tsx";
import { TextAreaField, TextField } from "./Field.tsx";
import { serverText, t } from "@/i18n/i18n.ts";
import "@/i18n/areas/admin_money.ts";

/** The card; nothing shows while the settings could not be loaded (the payout card tells that). */
export function InvoiceIssuerCard(
  { settings }: { settings: SettingsJson | null },
) {
  const router = useRouter();
  const [name, setName] = useState(settings?.operatorName ?? "");
  const [address, setAddress] = useState(settings?.operatorAddress ?? "");
  const [ntn, setNtn] = useState(settings?.operatorNtn ?? "");
  const [saved, setSaved] = useState<string | null>(null);
  // A refusal about one field shows under it.
  const { busy, error, setError, run } = useAction({
    fieldOf: (err) =>
      err instanceof ApiError && typeof err.details.field === "string"
        ? err.details.field
        : null,
  });
  if (!settings) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      operatorName: name,
      operatorAddress: address,
      operatorNtn: ntn,
    };
    setSaved(null);
    const checked = validateSettingsPatch(body);
    if (!checked.ok) {
      setError(serverText(checked.error.message), checked.error.field);
      return;
    }
    await run(async () => {
      const res = await api<SettingsUpdatedJson>("/api/admin/settings", {
        method: "PATCH",
        body,
      });
      setName(res.settings.operatorName);
      setAddress(res.settings.operatorAddress);
      setNtn(res.settings.operatorNtn);
      await router.invalidate({ sync: true });
      setSaved(serverText(res.message));
    }, t("admm.issuer.saveFailed"));
  };
  const FIELDS = ["operatorName", "operatorAddress", "operatorNtn"];
  const errorOf = (name: string) =>
    error?.field === name ? error.message : undefined;
  return (
    <Card title={t("admm.issuer.title")} aria-label={t("admm.issuer.title")}>
      <p className="muted">{t("admm.issuer.intro")}</p>
      <form
        className="admin-form"
        onSubmit={submit}
        noValidate
        aria-label={t("admm.issuer.form")}
      >
        <TextField
          label={t("admm.issuer.name")}
          value={name}
          maxLength={200}
          autoComplete="organization"
          error={errorOf("operatorName")}
          onChange={(e) =>
            setName(e.target.value)}
        />
        <TextAreaField
          label={t("admm.issuer.address")}
          value={address}
          rows={3}
          maxLength={500}
          autoComplete="street-address"
          error={errorOf("operatorAddress")}
          onChange={(e) =>
            setAddress(e.target.value)}
        />
        <TextField
          label={t("admm.issuer.ntn")}
          hint={t("admm.issuer.ntnHint")}
          value={ntn}
          dir="ltr"
          inputMode="numeric"
          maxLength={15}
          error={errorOf("operatorNtn")}
          onChange={(e) => setNtn(e.target.value)}
        />
        {error && !FIELDS.includes(error.field ?? "") && (
          <Alert>{error.message}</Alert>
        )}
        {saved && <Alert tone="success">{saved}</Alert>}
        <div>
          <Button type="submit" disabled={busy}>
            {t("admm.issuer.save")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
