/** The payout desk's bank and wallet file layouts: the list and the form that adds one. */
import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { Card } from "@/components/Card.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { SelectField, TextField } from "@/components/Field.tsx";
import { api } from "@/lib/api.ts";
import { fieldFromBody, useAction } from "@/lib/use_action.ts";
import {
  AMOUNT_FORMATS,
  DATE_FORMATS,
  LAYOUT_FIELDS,
  validateLayout,
} from "@domain/batches/file_layout.ts";
import type { FileLayoutJson } from "@wire/batches.ts";
import { serverText, t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";

/** A layout kind in words ("bank", "wallet", "other"). */
function kindLabel(kind: string): string {
  if (kind === "bank") return t("admm.layouts.kindBank");
  if (kind === "wallet") return t("admm.layouts.kindWallet");
  if (kind === "other") return t("admm.layouts.kindOther");
  return kind;
}

/** A value kept left to right inside a sentence. */
function ltr(text: string) {
  return <span className="ltr">{text}</span>;
}

const EMPTY_LAYOUT = {
  name: "",
  kind: "bank",
  columns:
    "iban:IBAN, beneficiaryTitle:Beneficiary Title, amount:Amount, reference:Reference",
  dateFormat: "YYYY-MM-DD",
  amountFormat: "decimal",
};

// The fields that show their own error; the server's refusal of another stays in the card's alert.
const LAYOUT_FORM_FIELDS = ["name", "kind", "columns"];

/** "iban:IBAN, amount:Amount" → [{ field: "iban", header: "IBAN" }, …]. */
function parseColumns(text: string) {
  return text.split(",").map((part) => part.trim()).filter(Boolean).map(
    (part) => {
      const [field, ...header] = part.split(":");
      return {
        field: field.trim(),
        header: header.join(":").trim() || field.trim(),
      };
    },
  );
}

/** The layouts card: each layout in a line, then the add-a-layout form. */
export function LayoutsCard({ layouts }: { layouts: FileLayoutJson[] }) {
  const router = useRouter();
  const [values, setValues] = useState(EMPTY_LAYOUT);
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, formError, fieldError, setError, run } = useAction({
    fieldOf: fieldFromBody(LAYOUT_FORM_FIELDS),
  });
  const set =
    (field: keyof typeof EMPTY_LAYOUT) => (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const body = { ...values, columns: parseColumns(values.columns) };
    const checked = validateLayout(body);
    if (!checked.ok) {
      setError(serverText(checked.error.message), checked.error.field);
      return;
    }
    await run(async () => {
      await api<FileLayoutJson>("/api/payouts/admin/layouts", { body });
      setValues(EMPTY_LAYOUT);
      await router.invalidate({ sync: true });
      setNotice(t("admm.layouts.added"));
    }, t("admm.layouts.addFailed"));
  };

  return (
    <Card
      title={t("admm.layouts.title")}
      aria-label={t("admm.layouts.title")}
    >
      <ul>
        {layouts.map((l) => (
          <li key={l.id}>
            {tNodes("admm.layouts.line", {
              name: (
                <strong>
                  <bdi>{l.name}</bdi>
                </strong>
              ),
              kind: l.builtIn
                ? t("admm.layouts.builtIn", { kind: kindLabel(l.kind) })
                : kindLabel(l.kind),
              columns: ltr(l.columns.map((c) => c.header).join(", ")),
              // A format is one token: "YYYY-MM-DD" never parts at its hyphens.
              dateFormat: <span className="money ltr">{l.dateFormat}</span>,
              amountFormat: <span className="money ltr">{l.amountFormat}</span>,
            })}
          </li>
        ))}
      </ul>
      {notice && <Alert tone="success">{notice}</Alert>}
      <form
        className="admin-form"
        onSubmit={submit}
        noValidate
        aria-label={t("admm.layouts.form")}
      >
        <TextField
          label={t("admm.layouts.name")}
          value={values.name}
          onChange={set("name")}
          error={fieldError("name")}
        />
        <SelectField
          label={t("admm.layouts.for")}
          value={values.kind}
          onChange={set("kind")}
          error={fieldError("kind")}
        >
          <option value="bank">{t("admm.layouts.forBank")}</option>
          <option value="wallet">{t("admm.layouts.forWallet")}</option>
          <option value="other">{t("payout.methodOther")}</option>
        </SelectField>
        <TextField
          label={t("admm.layouts.columns")}
          hint={t("admm.layouts.fields", {
            fields: LAYOUT_FIELDS.join(", "),
          })}
          value={values.columns}
          onChange={set("columns")}
          error={fieldError("columns")}
        />
        <SelectField
          label={t("admm.layouts.dateFormat")}
          value={values.dateFormat}
          onChange={set("dateFormat")}
        >
          {DATE_FORMATS.map((f) => <option key={f} value={f}>{f}</option>)}
        </SelectField>
        <SelectField
          label={t("admm.layouts.amountFormat")}
          value={values.amountFormat}
          onChange={set("amountFormat")}
        >
          {AMOUNT_FORMATS.map((f) => <option key={f} value={f}>{f}</option>)}
        </SelectField>
        <div className="admin-form-actions">
          <Button type="submit" busy={busy}>
            {t("admm.layouts.add")}
          </Button>
        </div>
      </form>
      {formError && <Alert>{formError.message}</Alert>}
    </Card>
  );
}
