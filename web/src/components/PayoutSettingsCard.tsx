/** PayoutSettingsCard: the payout settings of /admin/settings (docs/payout-operations.md "Settings"). */
import { Link, useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import type { SettingsJson, SettingsUpdatedJson } from "@wire/settings.ts";
import { validateSettingsPatch } from "@domain/settings/update_settings.ts";
import { api, ApiError } from "@/lib/api.ts";
import { useAction } from "@/lib/use_action.ts";
import { refreshDisplaySettings } from "@/lib/display_settings.ts";
import { Alert } from "./Alert.tsx";
import { Button } from "./Button.tsx";
import { Card } from "./Card.tsx";
import { SelectField, TextField } from "./Field.tsx";
import { serverText, t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";
import "@/i18n/areas/admin_money.ts";

/** The card; `settings` is null when they could not be loaded (the error state). */
export function PayoutSettingsCard(
  { settings }: { settings: SettingsJson | null },
) {
  const router = useRouter();
  const [minimum, setMinimum] = useState(
    settings ? settings.minimumPayout.toFixed(2) : "0.00",
  );
  const [currency, setCurrency] = useState(settings?.currency ?? "USD");
  const [requiresProduct, setRequiresProduct] = useState(
    settings?.payoutRequiresProduct ?? false,
  );
  const [makerChecker, setMakerChecker] = useState(
    settings?.makerChecker ?? false,
  );
  const [withholdingTax, setWithholdingTax] = useState(
    settings?.withholdingTax ?? false,
  );
  const [clickBurst, setClickBurst] = useState(
    String(settings?.riskClickBurst ?? 100),
  );
  const [refundRate, setRefundRate] = useState(
    String(settings?.riskRefundRate ?? 30),
  );
  const [anyFlagHolds, setAnyFlagHolds] = useState(
    settings?.riskAnyFlagHolds ?? false,
  );
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, error, setError, run } = useAction();
  if (!settings) {
    return (
      <Card title={t("admm.settings.title")}>
        <Alert>{t("admm.settings.loadFailed")}</Alert>
      </Card>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Sent as text, so the server reads the amount exactly as typed.
    const body = {
      minimumPayout: minimum.trim(),
      payoutRequiresProduct: requiresProduct,
      // A locked ledger currency is not sent: the server would refuse a change, and there is none to make.
      ...(settings.currencyLocked ? {} : { currency }),
      makerChecker,
      withholdingTax,
      // A whole number the domain checks; the rate goes as text like money (docs/risk.md).
      riskClickBurst: /^\d+$/.test(clickBurst.trim())
        ? Number(clickBurst.trim())
        : clickBurst,
      riskRefundRate: refundRate.trim(),
      riskAnyFlagHolds: anyFlagHolds,
    };
    const checked = validateSettingsPatch(body);
    setSaved(null);
    if (!checked.ok) {
      setError(serverText(checked.error.message));
      return;
    }
    await run(async () => {
      let res: SettingsUpdatedJson;
      try {
        res = await api<SettingsUpdatedJson>("/api/admin/settings", {
          method: "PATCH",
          body,
        });
      } catch (err) {
        // Money recorded since the page loaded: show the lock and the currency as it stays.
        if (err instanceof ApiError && err.code === "CURRENCY_LOCKED") {
          setCurrency(settings.currency);
          await router.invalidate({ sync: true });
        }
        throw err;
      }
      setMinimum(res.settings.minimumPayout.toFixed(2));
      // Every screen's amounts follow the currency from now on.
      await refreshDisplaySettings();
      await router.invalidate({ sync: true });
      setSaved(serverText(res.message));
    }, t("admm.settings.saveFailed"));
  };
  return (
    <Card
      title={t("admm.settings.title")}
      aria-label={t("admm.settings.label")}
    >
      <form
        className="admin-form"
        onSubmit={submit}
        noValidate
        aria-label={t("admm.settings.form")}
      >
        <TextField
          label={t("admm.settings.minimum", { currency })}
          hint={t("admm.settings.minimumHint")}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          value={minimum}
          onChange={(e) => setMinimum(e.target.value)}
        />
        <SelectField
          label={t("admm.settings.currency")}
          hint={settings.currencyLockReason
            ? t(`admm.settings.currencyLocked.${settings.currencyLockReason}`, {
              currency: settings.currency,
            })
            : t("admm.settings.currencyHint")}
          // Once money is recorded the ledger currency is fixed; the hint says why (docs/money.md).
          disabled={settings.currencyLocked}
          data-testid="ledger-currency"
          value={currency}
          onChange={(e) => setCurrency(e.target.value as typeof currency)}
        >
          <option value="USD">{t("admm.settings.usd")}</option>
          <option value="PKR">{t("admm.settings.pkr")}</option>
        </SelectField>
        <label className="settings-toggle">
          <input
            type="checkbox"
            checked={requiresProduct}
            onChange={(e) => setRequiresProduct(e.target.checked)}
          />
          <span>{t("admm.settings.requiresProduct")}</span>
        </label>
        <label className="settings-toggle">
          <input
            type="checkbox"
            checked={withholdingTax}
            onChange={(e) => setWithholdingTax(e.target.checked)}
          />
          <span>
            {tNodes("admm.settings.withhold", {
              link: (
                <Link to="/admin/payouts/tax-rates">
                  {t("admm.settings.taxRates")}
                </Link>
              ),
            })}
          </span>
        </label>
        <label className="settings-toggle">
          <input
            type="checkbox"
            checked={makerChecker}
            onChange={(e) => setMakerChecker(e.target.checked)}
          />
          <span>
            {t("admm.settings.makerChecker")}
          </span>
        </label>
        <TextField
          label={t("admm.settings.clickBurst")}
          hint={t("admm.settings.clickBurstHint")}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={clickBurst}
          onChange={(e) => setClickBurst(e.target.value)}
        />
        <TextField
          label={t("admm.settings.refundRate")}
          hint={t("admm.settings.refundRateHint")}
          type="number"
          min={0}
          max={100}
          step={0.01}
          inputMode="decimal"
          value={refundRate}
          onChange={(e) => setRefundRate(e.target.value)}
        />
        <label className="settings-toggle">
          <input
            type="checkbox"
            checked={anyFlagHolds}
            onChange={(e) => setAnyFlagHolds(e.target.checked)}
          />
          <span>
            {tNodes("admm.settings.anyFlag", {
              link: <Link to="/admin/risk">{t("admm.settings.risk")}</Link>,
            })}
          </span>
        </label>
        <div className="admin-form-actions">
          <Button type="submit" busy={busy}>
            {t("admm.settings.save")}
          </Button>
        </div>
      </form>
      {error && <Alert>{error.message}</Alert>}
      {saved && <Alert tone="success">{saved}</Alert>}
    </Card>
  );
}
