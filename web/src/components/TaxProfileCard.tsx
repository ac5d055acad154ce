/** TaxProfileCard: the affiliate's CNIC or NTN and filer status, used for withholding tax on payouts. */
import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import type { MyTaxJson, TaxProfileSavedJson } from "@wire/tax.ts";
import {
  TAX_PROFILE_MESSAGES,
  validateTaxProfile,
} from "@domain/tax/tax_profile.ts";
import { api, ApiError } from "@/lib/api.ts";
import { useAction } from "@/lib/use_action.ts";
import { Alert } from "./Alert.tsx";
import { Button } from "./Button.tsx";
import { Card } from "./Card.tsx";
import { serverText, t } from "@/i18n/i18n.ts";
import { SelectField, TextField } from "./Field.tsx";

/** The card; `tax` is null when it could not be loaded (the error state). */
export function TaxProfileCard({ tax }: { tax: MyTaxJson | null }) {
  const router = useRouter();
  const profile = tax?.taxProfile ?? null;
  const [idNumber, setIdNumber] = useState(profile?.idNumber ?? "");
  const [filer, setFiler] = useState(
    profile ? (profile.filer ? "yes" : "no") : "",
  );
  const [saved, setSaved] = useState(false);
  // A refusal from the server is about the number typed; a network failure is the form's.
  const { busy, formError, fieldError, setError, run } = useAction({
    fieldOf: (err) => err instanceof ApiError ? "idNumber" : null,
  });
  if (!tax) {
    return (
      <Card title={t("aff.tax.title")}>
        <Alert>{t("aff.tax.loadFailed")}</Alert>
      </Card>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const body = {
      idNumber,
      filer: filer === "" ? undefined : filer === "yes",
    };
    const checked = validateTaxProfile(body);
    if (!checked.ok) {
      setError(serverText(checked.error.message), checked.error.field);
      return;
    }
    await run(async () => {
      const res = await api<TaxProfileSavedJson>("/api/profile/tax", {
        method: "PUT",
        body,
      });
      setIdNumber(res.taxProfile.idNumber);
      setSaved(true);
      await router.invalidate({ sync: true });
    }, t("aff.tax.saveFailed"));
  };
  const rate = tax.rate;
  return (
    <Card title={t("aff.tax.title")} aria-label={t("aff.tax.title")}>
      <p>
        {tax.withholdingTax ? t("aff.tax.withheld") : t("aff.tax.notWithheld")}
        {" "}
        {rate &&
          t("aff.tax.rate", {
            category: rate.category,
            section: rate.section,
            filer: rate.filerPercent,
            nonFiler: rate.nonFilerPercent,
          })}
      </p>
      {!profile && (
        <Alert tone="info">
          {t("aff.tax.none")}
        </Alert>
      )}
      <form
        className="admin-form"
        onSubmit={submit}
        noValidate
        aria-label={t("aff.tax.formLabel")}
      >
        <TextField
          label={t("aff.tax.id")}
          hint={t("aff.tax.idHint")}
          inputMode="numeric"
          value={idNumber}
          onChange={(e) => setIdNumber(e.target.value)}
          error={fieldError("idNumber")}
        />
        <SelectField
          label={t("aff.tax.filer")}
          value={filer}
          onChange={(e) => setFiler(e.target.value)}
          error={fieldError("filer") &&
            serverText(TAX_PROFILE_MESSAGES.filer)}
        >
          <option value="">{t("aff.tax.choose")}</option>
          <option value="yes">{t("aff.tax.yes")}</option>
          <option value="no">{t("aff.tax.no")}</option>
        </SelectField>
        <div className="admin-form-actions">
          <Button type="submit" busy={busy}>{t("aff.tax.save")}</Button>
        </div>
      </form>
      {formError && <Alert>{formError.message}</Alert>}
      {saved && <Alert tone="success">{t("aff.tax.saved")}</Alert>}
    </Card>
  );
}
