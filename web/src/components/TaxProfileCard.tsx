/** TaxProfileCard: the affiliate's CNIC or NTN and filer status, used for withholding tax on payouts. */
import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import type { MyTaxJson, TaxProfileSavedJson } from "../../../wire/tax.ts";
import {
  TAX_PROFILE_MESSAGES,
  validateTaxProfile,
} from "../../../domain/tax/tax_profile.ts";
import { api, ApiError, messageOf } from "../lib/api.ts";
import { Alert } from "./Alert.tsx";
import { Button } from "./Button.tsx";
import { Card } from "./Card.tsx";
import { SelectField, TextField } from "./Field.tsx";

/** The card; `tax` is null when it could not be loaded (the error state). */
export function TaxProfileCard({ tax }: { tax: MyTaxJson | null }) {
  const router = useRouter();
  const profile = tax?.taxProfile ?? null;
  const [idNumber, setIdNumber] = useState(profile?.idNumber ?? "");
  const [filer, setFiler] = useState(
    profile ? (profile.filer ? "yes" : "no") : "",
  );
  const [error, setError] = useState<{ field: string; text: string } | null>(
    null,
  );
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!tax) {
    return (
      <Card title="Tax profile">
        <Alert>Failed to load your tax profile.</Alert>
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
      setError({ field: checked.error.field, text: checked.error.message });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await api<TaxProfileSavedJson>("/api/profile/tax", {
        method: "PUT",
        body,
      });
      setIdNumber(res.taxProfile.idNumber);
      setSaved(true);
      await router.invalidate({ sync: true });
    } catch (err) {
      const field = err instanceof ApiError ? "idNumber" : "";
      setError({ field, text: messageOf(err, "Failed to save tax profile.") });
    } finally {
      setBusy(false);
    }
  };
  const rate = tax.rate;
  return (
    <Card title="Tax profile" aria-label="Tax profile">
      <p>
        {tax.withholdingTax
          ? "Tax is withheld from each payout when it is paid."
          : "Tax is not withheld from payouts at the moment."} {rate &&
          `Rate (${rate.category}, section ${rate.section}): ${rate.filerPercent}% for filers on the Active Taxpayers List, ${rate.nonFilerPercent}% otherwise.`}
      </p>
      {!profile && (
        <Alert tone="info">
          No tax profile recorded: the non-filer rate applies to your payouts.
        </Alert>
      )}
      <form
        className="admin-form"
        onSubmit={submit}
        noValidate
        aria-label="Tax profile form"
      >
        <TextField
          label="CNIC or NTN"
          hint="CNIC 12345-1234567-1 or NTN 1234567-8"
          inputMode="numeric"
          value={idNumber}
          onChange={(e) => setIdNumber(e.target.value)}
          error={error?.field === "idNumber" ? error.text : null}
        />
        <SelectField
          label="On the Active Taxpayers List (filer)?"
          value={filer}
          onChange={(e) => setFiler(e.target.value)}
          error={error?.field === "filer" ? TAX_PROFILE_MESSAGES.filer : null}
        >
          <option value="">Choose</option>
          <option value="yes">Yes, filer</option>
          <option value="no">No, non-filer</option>
        </SelectField>
        <div className="admin-form-actions">
          <Button type="submit" busy={busy}>Save tax profile</Button>
        </div>
      </form>
      {error && error.field === "" && <Alert>{error.text}</Alert>}
      {saved && <Alert tone="success">Tax profile saved.</Alert>}
    </Card>
  );
}
