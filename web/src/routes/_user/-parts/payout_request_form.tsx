/**
 * The payout request form: the saved account pre-selected, the amount with "Max", the method and its account fields,
 * save-this-account, and a product only when the admin's settings require one. Each refusal shows once, at its field
 * (docs/first-week.md "Withdraw in one short form").
 */
import { type FormEvent, useRef, useState } from "react";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { SelectField, TextField } from "@/components/Field.tsx";
import { api, ApiError, messageOf } from "@/lib/api.ts";
import {
  methodLabel,
  PAYOUT_METHODS,
  type PayoutMethod,
  payoutMethodKind,
} from "@/lib/payouts.ts";
import {
  checkPayoutForm,
  EMPTY_PAYOUT_FORM,
  type PayoutFormValues,
} from "@/lib/payout_form.ts";
import { displayCurrency, groupAmountsIn, toFixed2 } from "@/lib/money.ts";
import { refreshDisplaySettings } from "@/lib/display_settings.ts";
import { currencySymbol } from "@domain/shared/currency.ts";
import type { PublicSettingsJson } from "@wire/settings.ts";
import type { SavedAccountJson } from "@wire/payout_accounts.ts";
import { attemptFor, type KeyedAttempt } from "@/lib/idempotency_key.ts";
import { fieldFromBody, useAction } from "@/lib/use_action.ts";
import type { ProductJson } from "@wire/products.ts";
import { serverText, t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";
import { Money } from "@/components/Amount.tsx";

/** A product the form offers. */
export type ProductOption = Pick<ProductJson, "id" | "title">;

/** The fields a server refusal may name (its body's `field`). */
const FORM_FIELDS = [
  "amount",
  "productId",
  "accountName",
  "bankName",
  "accountLabel",
  "accountNumber",
] as const;
const fieldOfBody = fieldFromBody(FORM_FIELDS);

/** The server's refusals show beside their field: the amount's (too little balance, under the minimum), or the named one. */
function fieldOfRefusal(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  return err.code === "INSUFFICIENT_BALANCE" ||
      err.serverMessage?.startsWith("Minimum payout")
    ? "amount"
    : fieldOfBody(err);
}

/** A saved account's method and details as form values. */
function accountValues(a: SavedAccountJson): Partial<PayoutFormValues> {
  return {
    method: a.method,
    accountName: a.accountName ?? "",
    accountNumber: a.accountNumber ?? "",
    bankName: a.bankName ?? "",
    accountLabel: a.accountLabel ?? "",
  };
}

/** The request form; values stay after an error, and the method decides which account fields show. */
export function PayoutRequestForm(
  { products, accounts, settings, balance, onDone }: {
    products: ProductOption[];
    accounts: SavedAccountJson[];
    settings: PublicSettingsJson;
    balance: number | null;
    onDone: () => Promise<void>;
  },
) {
  // The most recently saved account (the list is oldest first) is pre-selected: most people withdraw to the same
  // place each time.
  const first = accounts.at(-1);
  const [values, setValues] = useState<PayoutFormValues>(() =>
    first
      ? { ...EMPTY_PAYOUT_FORM, ...accountValues(first) }
      : EMPTY_PAYOUT_FORM
  );
  const [savedId, setSavedId] = useState(first ? String(first.id) : "");
  const [saveAccount, setSaveAccount] = useState(false);
  const action = useAction({ fieldOf: fieldOfRefusal });
  const { busy, error, setError, run } = action;
  // Amounts in a refusal read grouped ("Available: 55,149.43"); the sentence stays the spec's.
  const fieldError = (field: string) => {
    const message = action.fieldError(field);
    return message === null ? null : groupAmountsIn(message);
  };
  // The product is asked for only when the admin's settings require one, or when the server just said so (the
  // setting changed since this page loaded); a product already picked stays in view.
  const productRequired = settings.payoutRequiresProduct ||
    error?.field === "productId";
  const askProduct = productRequired || values.productId !== "";
  const minimum = settings.minimumPayout > 0
    ? { amount: settings.minimumPayout, currency: displayCurrency() }
    : null;
  // Picking a saved account fills the method and account fields; the request body stays the spec's.
  const pick = (id: string) => {
    setSavedId(id);
    setError(null);
    const a = accounts.find((x) => String(x.id) === id);
    if (!a) return;
    setValues((v) => ({ ...v, ...accountValues(a) }));
  };
  const [success, setSuccess] = useState<string | null>(null);
  // Kept across retries of the same values so a lost answer never pays twice.
  const attempt = useRef<KeyedAttempt | null>(null);
  const set =
    (field: keyof PayoutFormValues) => (e: { target: { value: string } }) => {
      // Editing an account field makes it a typed account, no longer the saved one picked.
      if (field !== "amount" && field !== "productId") setSavedId("");
      setValues((v) => ({ ...v, [field]: e.target.value }));
    };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSuccess(null);
    const checked = checkPayoutForm(values, balance, minimum, {
      productRequired,
    });
    if (!checked.ok) {
      setError(serverText(checked.message), checked.field);
      return;
    }
    await run(async () => {
      attempt.current = attemptFor(attempt.current, checked.payload);
      await api("/api/payouts", {
        body: checked.payload,
        headers: { "Idempotency-Key": attempt.current.key },
      }).catch((err) => {
        // A product is required now: the next load of the page reads the setting afresh.
        if (fieldOfRefusal(err) === "productId") void refreshDisplaySettings();
        throw err;
      });
      attempt.current = null;
      let saved = "";
      if (saveAccount && !savedId) {
        // Saving is a convenience: the request already succeeded, so a refusal here is only mentioned.
        saved = await api("/api/payout-accounts", {
          body: {
            method: checked.payload.method,
            accountType: checked.payload.accountType,
            accountLabel: checked.payload.accountLabel,
            accountName: checked.payload.accountName,
            bankName: checked.payload.bankName,
            accountNumber: checked.payload.accountNumber,
          },
        }).then(
          () => ` ${t("aff.payout.accountSaved")}`,
          (err) => ` ${messageOf(err, t("aff.payout.accountNotSaved"))}`,
        );
      }
      // The account just used stays for the next request; only the amount and product clear.
      setValues({ ...values, amount: "", productId: "" });
      setSaveAccount(false);
      setSuccess(`${t("aff.payout.submitted")}${saved}`);
      await onDone();
    }, t("aff.payout.failed"));
  };

  const method = values.method;
  const kind = payoutMethodKind(method);
  const wallet = kind === "wallet";
  // A refusal about a field the form shows sits at that field; anything else (or none) in the form's alert.
  const shown = [
    ...(askProduct ? ["productId"] : []),
    "amount",
    "method",
    "accountName",
    "accountNumber",
    ...(kind === "bank" ? ["bankName"] : []),
    ...(kind === "other" ? ["accountLabel"] : []),
  ];
  const formError = error && (!error.field || !shown.includes(error.field))
    ? error
    : null;
  return (
    <form
      className="payout-form"
      onSubmit={submit}
      noValidate
      aria-label={t("aff.payout.formLabel")}
    >
      {askProduct && (
        <SelectField
          label={t("payout.colProduct")}
          value={values.productId}
          onChange={set("productId")}
          error={fieldError("productId")}
          announceError
          required={productRequired}
        >
          <option value="">{t("aff.payout.selectProduct")}</option>
          {products.map((p) => (
            <option key={p.id} value={String(p.id)}>{p.title}</option>
          ))}
        </SelectField>
      )}
      {accounts.length > 0 && (
        <SelectField
          label={t("aff.payout.savedAccount")}
          value={savedId}
          onChange={(e) => pick(e.target.value)}
          hint={t("aff.payout.savedAccountHint")}
        >
          <option value="">{t("aff.payout.newAccount")}</option>
          {accounts.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {methodLabel(a.method)} ·{" "}
              {[a.accountName, a.bankName ?? a.accountLabel, a.accountNumber]
                .filter((x) => x).join(" · ")}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={t("aff.payout.amount", {
          currency: currencySymbol(displayCurrency()),
        })}
        type="number"
        min={1}
        step={0.01}
        inputMode="decimal"
        value={values.amount}
        onChange={set("amount")}
        error={fieldError("amount")}
        announceError
        addon={balance !== null && balance > 0 && (
          <Button
            type="button"
            variant="secondary"
            aria-label={t("aff.payout.maxLabel")}
            onClick={() => {
              setError(null);
              setValues((v) => ({ ...v, amount: toFixed2(balance) }));
            }}
          >
            {t("aff.payout.max")}
          </Button>
        )}
        hint={(balance !== null || minimum) && (
          <>
            {balance !== null &&
              tNodes("aff.payout.availableHint", {
                amount: <Money value={balance} />,
              })}
            {balance !== null && minimum && " · "}
            {minimum &&
              tNodes("aff.payout.minimumHint", {
                amount: <Money value={minimum.amount} />,
              })}
          </>
        )}
      />
      <SelectField
        label={t("aff.payout.method")}
        value={method}
        error={fieldError("method")}
        announceError
        onChange={(e) => {
          setError(null);
          setValues((v) => ({
            ...v,
            method: e.target.value as PayoutMethod,
          }));
        }}
      >
        {PAYOUT_METHODS.map((m) => (
          <option key={m.value} value={m.value}>
            {methodLabel(m.value)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("aff.payout.accountName")}
        value={values.accountName}
        onChange={set("accountName")}
        error={fieldError("accountName")}
        announceError
      />
      {kind === "bank" && (
        <TextField
          label={t("aff.payout.bankName")}
          value={values.bankName}
          onChange={set("bankName")}
          error={fieldError("bankName")}
          announceError
        />
      )}
      {kind === "other" && (
        <TextField
          label={t("aff.payout.accountLabel")}
          hint={t("aff.payout.accountLabelHint")}
          value={values.accountLabel}
          onChange={set("accountLabel")}
          error={fieldError("accountLabel")}
          announceError
        />
      )}
      <TextField
        label={wallet
          ? t("aff.payout.walletNumber")
          : kind === "bank"
          ? t("aff.payout.iban")
          : t("aff.payout.otherNumber")}
        hint={wallet
          ? t("aff.payout.walletHint")
          : kind === "bank"
          ? t("aff.payout.ibanHint")
          : undefined}
        inputMode={wallet ? "tel" : undefined}
        value={values.accountNumber}
        onChange={set("accountNumber")}
        error={fieldError("accountNumber")}
        announceError
      />
      {!savedId && (
        <label className="payout-save-account">
          <input
            type="checkbox"
            checked={saveAccount}
            onChange={(e) => setSaveAccount(e.target.checked)}
          />{" "}
          {t("aff.payout.saveAccount")}
        </label>
      )}
      {settings.withholdingTax && (
        <p className="payout-tax-note" style={{ gridColumn: "1 / -1" }}>
          {t("aff.payout.taxNote")}
        </p>
      )}
      <div className="payout-form-actions">
        <Button type="submit" busy={busy}>{t("aff.payout.title")}</Button>
      </div>
      <div style={{ gridColumn: "1 / -1" }}>
        {formError && <Alert>{groupAmountsIn(formError.message)}</Alert>}
        {success && <Alert tone="success">{success}</Alert>}
      </div>
    </form>
  );
}
