/** The offer page's goals editor: every goal's key, name, payout, revenue and hold; saved as one list (PUT). */
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { SelectField, TextField } from "@/components/Field.tsx";
import { type GoalJson, saveGoals } from "@/lib/offers_api.ts";
import { useAction } from "@/lib/use_action.ts";
import { t } from "@/i18n/i18n.ts";

/** One goal as the form holds it (values as typed). */
interface GoalRow {
  key: string;
  name: string;
  payoutType: "percent" | "flat";
  payoutValue: string;
  revenueType: "none" | "percent" | "flat";
  revenueValue: string;
  holdDays: string;
}

function toRow(g: GoalJson): GoalRow {
  return {
    key: g.key,
    name: g.name,
    payoutType: g.payout.type,
    payoutValue: String(g.payout.value),
    revenueType: g.revenue?.type ?? "none",
    revenueValue: g.revenue ? String(g.revenue.value) : "",
    holdDays: String(g.holdDays),
  };
}

/** The wire goal of a row: a percent as a number, a flat amount as the text typed (read exactly by the server). */
function toWire(r: GoalRow) {
  const value = (type: "percent" | "flat", text: string) =>
    type === "percent" ? Number(text) : text.trim();
  return {
    key: r.key.trim(),
    name: r.name.trim(),
    payout: { type: r.payoutType, value: value(r.payoutType, r.payoutValue) },
    revenue: r.revenueType === "none"
      ? null
      : { type: r.revenueType, value: value(r.revenueType, r.revenueValue) },
    holdDays: Number(r.holdDays || 0),
  };
}

const EMPTY_ROW: GoalRow = {
  key: "",
  name: "",
  payoutType: "flat",
  payoutValue: "",
  revenueType: "none",
  revenueValue: "",
  holdDays: "0",
};

/** Edits an offer's goals; `onSaved` reloads the page's data. */
export function GoalsEditor(
  { productId, goals, onSaved }: {
    productId: number;
    goals: GoalJson[];
    onSaved: () => Promise<void>;
  },
) {
  const [rows, setRows] = useState<GoalRow[]>(() => goals.map(toRow));
  const [notice, setNotice] = useState<string | null>(null);
  const { running, error, run } = useAction();
  const set = (i: number, field: keyof GoalRow) =>
  (
    e: { target: { value: string } },
  ) =>
    setRows((all) =>
      all.map((r, j) => (j === i ? { ...r, [field]: e.target.value } : r))
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    await run(async () => {
      const saved = await saveGoals(productId, rows.map(toWire));
      setRows(saved.map(toRow));
      await onSaved();
      setNotice(t("off.goals.saved"));
    }, t("off.goals.saveFailed"));
  };

  return (
    <Card title={t("off.goals.title")}>
      <p className="field-hint">{t("off.goals.hint")}</p>
      {error
        ? <Alert tone="error">{error.message}</Alert>
        : notice && <Alert tone="success">{notice}</Alert>}
      <form onSubmit={submit} noValidate aria-label={t("off.goals.title")}>
        {rows.map((r, i) => {
          const isSale = r.key === "sale" && goals.some((g) =>
            g.key === "sale"
          ) &&
            i === rows.findIndex((x) => x.key === "sale");
          return (
            <fieldset key={i} className="admin-form goal-row">
              <legend>{t("off.goals.row", { n: i + 1 })}</legend>
              <TextField
                label={t("off.goals.key")}
                value={r.key}
                onChange={set(i, "key")}
                readOnly={isSale}
                pattern="[a-z0-9_]{1,32}"
                maxLength={32}
                required
              />
              <TextField
                label={t("off.goals.name")}
                value={r.name}
                onChange={set(i, "name")}
                maxLength={100}
                required
              />
              <SelectField
                label={t("off.goals.payoutType")}
                value={r.payoutType}
                onChange={set(i, "payoutType")}
              >
                <option value="percent">{t("off.percent")}</option>
                <option value="flat">{t("off.flat")}</option>
              </SelectField>
              <TextField
                label={t("off.goals.payoutValue")}
                value={r.payoutValue}
                onChange={set(i, "payoutValue")}
                inputMode="decimal"
                required
              />
              <SelectField
                label={t("off.goals.revenueType")}
                value={r.revenueType}
                onChange={set(i, "revenueType")}
              >
                <option value="none">{t("off.goals.revenueUnknown")}</option>
                <option value="percent">{t("off.percent")}</option>
                <option value="flat">{t("off.flat")}</option>
              </SelectField>
              {r.revenueType !== "none" && (
                <TextField
                  label={t("off.goals.revenueValue")}
                  value={r.revenueValue}
                  onChange={set(i, "revenueValue")}
                  inputMode="decimal"
                />
              )}
              <TextField
                label={t("off.goals.holdDays")}
                value={r.holdDays}
                onChange={set(i, "holdDays")}
                inputMode="numeric"
              />
              {!isSale && (
                <div className="admin-form-actions">
                  <Button
                    type="button"
                    variant="ghost"
                    onClick={() =>
                      setRows((all) => all.filter((_, j) => j !== i))}
                  >
                    {t("off.remove")}
                  </Button>
                </div>
              )}
            </fieldset>
          );
        })}
        <div className="admin-form-actions">
          <Button
            type="button"
            variant="secondary"
            onClick={() => setRows((all) => [...all, { ...EMPTY_ROW }])}
          >
            {t("off.goals.add")}
          </Button>
          <Button type="submit" busy={running === true}>
            {t("off.goals.save")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
