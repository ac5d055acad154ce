/** PayoutSettingsCard: the payout settings of /admin/settings (docs/payout-operations.md "Settings"). */
import { Link, useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import type {
  SettingsJson,
  SettingsUpdatedJson,
} from "../../../wire/settings.ts";
import { validateSettingsPatch } from "../../../domain/settings/update_settings.ts";
import { api, messageOf } from "../lib/api.ts";
import { refreshDisplaySettings } from "../lib/display_settings.ts";
import { Alert } from "./Alert.tsx";
import { Button } from "./Button.tsx";
import { Card } from "./Card.tsx";
import { SelectField, TextField } from "./Field.tsx";

/** The card; `settings` is null when they could not be loaded (the error state). */
export function PayoutSettingsCard(
  { settings }: { settings: SettingsJson | null },
) {
  const router = useRouter();
  const [minimum, setMinimum] = useState(
    settings ? settings.minimumPayout.toFixed(2) : "0.00",
  );
  const [currency, setCurrency] = useState(settings?.currency ?? "USD");
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
  const [notice, setNotice] = useState<
    { tone: "success" | "error"; text: string } | null
  >(null);
  const [busy, setBusy] = useState(false);
  if (!settings) {
    return (
      <Card title="Payouts">
        <Alert>Failed to load payout settings.</Alert>
      </Card>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Sent as text, so the server reads the amount exactly as typed.
    const body = {
      minimumPayout: minimum.trim(),
      currency,
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
    if (!checked.ok) {
      setNotice({ tone: "error", text: checked.error.message });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const res = await api<SettingsUpdatedJson>("/api/admin/settings", {
        method: "PATCH",
        body,
      });
      setMinimum(res.settings.minimumPayout.toFixed(2));
      // Every screen's amounts follow the currency from now on.
      await refreshDisplaySettings();
      await router.invalidate({ sync: true });
      setNotice({ tone: "success", text: res.message });
    } catch (err) {
      setNotice({
        tone: "error",
        text: messageOf(err, "Failed to save payout settings."),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="Payouts" aria-label="Payout settings">
      <form
        className="admin-form"
        onSubmit={submit}
        noValidate
        aria-label="Payout settings form"
      >
        <TextField
          label="Minimum payout"
          hint="0 for no minimum. In the display currency, 2 decimals."
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          value={minimum}
          onChange={(e) => setMinimum(e.target.value)}
        />
        <SelectField
          label="Display currency"
          hint="Only how amounts are shown; stored amounts do not change."
          value={currency}
          onChange={(e) => setCurrency(e.target.value as typeof currency)}
        >
          <option value="USD">USD ($1,234.50)</option>
          <option value="PKR">PKR (Rs 1,50,000.00)</option>
        </SelectField>
        <label className="settings-toggle">
          <input
            type="checkbox"
            checked={withholdingTax}
            onChange={(e) => setWithholdingTax(e.target.checked)}
          />
          <span>
            Withhold tax on payouts (section 233; rates on{" "}
            <Link to="/admin/payouts/tax-rates">Tax rates</Link>)
          </span>
        </label>
        <label className="settings-toggle">
          <input
            type="checkbox"
            checked={makerChecker}
            onChange={(e) => setMakerChecker(e.target.checked)}
          />
          <span>
            Maker–checker: the admin who creates a payout batch cannot record
            its results
          </span>
        </label>
        <TextField
          label="Click burst limit (hits per link per hour)"
          hint="More hits than this on one link from one visitor or one network in an hour raise a click burst flag."
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={clickBurst}
          onChange={(e) => setClickBurst(e.target.value)}
        />
        <TextField
          label="Refund rate limit (%)"
          hint="Refunds above this share of an affiliate's sales (last 30 days, at least 5 sales) raise a flag."
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
            Any open risk flag holds payouts (otherwise only high ones; see{" "}
            <Link to="/admin/risk">Risk</Link>)
          </span>
        </label>
        <div className="admin-form-actions">
          <Button type="submit" busy={busy}>Save payout settings</Button>
        </div>
      </form>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </Card>
  );
}
