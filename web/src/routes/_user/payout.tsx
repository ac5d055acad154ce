/** /payout : Request Payout — balance (available, on hold by date, paid), the request form and the history. */
import {
  createFileRoute,
  getRouteApi,
  useRouter,
} from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Card } from "@/components/Card.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { SelectField, TextField } from "@/components/Field.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { PayoutHistoryTable } from "@/components/PayoutHistoryTable.tsx";
import { PendingApprovalNote } from "@/components/PendingApprovalNote.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { api, messageOf } from "@/lib/api.ts";
import {
  type Balance,
  fetchBalance,
  fetchMyPayouts,
  methodLabel,
  type Payout,
  PAYOUT_METHODS,
  type PayoutMethod,
} from "@/lib/payouts.ts";
import {
  checkPayoutForm,
  EMPTY_PAYOUT_FORM,
  type PayoutFormValues,
} from "@/lib/payout_form.ts";
import { displayCurrency, formatDollars } from "@/lib/money.ts";
import { displaySettings } from "@/lib/display_settings.ts";
import { currencySymbol } from "@domain/shared/currency.ts";
import type { PublicSettingsJson } from "@wire/settings.ts";
import type { SavedAccountJson } from "@wire/payout_accounts.ts";
import { formatCalendarDate } from "@/lib/dates.ts";
import { attemptFor, type KeyedAttempt } from "@/lib/idempotency_key.ts";
import type { ProductJson } from "@wire/products.ts";

import { serverText, t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";
export const Route = createFileRoute("/_user/payout")({
  loader: async () => {
    // The product list is asked for apart, so a failed history still leaves the form its products.
    const products = api<ProductOption[]>("/api/products").then(
      (items) => Array.isArray(items) ? items : [],
      () => [] as ProductOption[],
    );
    // Saved accounts and the minimum are extras: without them the form still works as typed.
    const accounts = api<SavedAccountJson[]>("/api/payout-accounts").then(
      (items) => Array.isArray(items) ? items : [],
      () => [] as SavedAccountJson[],
    );
    const settings = displaySettings();
    try {
      const payouts = await fetchMyPayouts();
      return {
        payouts,
        products: await products,
        accounts: await accounts,
        settings: await settings,
        balance: await fetchBalance(payouts),
        loadError: null,
      };
    } catch (error) {
      // The page still shows the fallback balance and the form, with the failure above them.
      return {
        payouts: [] as Payout[],
        products: await products,
        accounts: await accounts,
        settings: await settings,
        balance: await fetchBalance(null),
        loadError: messageOf(error, t("aff.payout.loadFailed")),
      };
    }
  },
  pendingComponent: () => (
    <PayoutFrame>
      <Card>
        <Loading />
      </Card>
    </PayoutFrame>
  ),
  errorComponent: ({ error }) => (
    <PayoutFrame>
      <Alert>{messageOf(error, t("aff.payout.loadFailed"))}</Alert>
    </PayoutFrame>
  ),
  component: Page,
});

// Read through getRouteApi, not Route: a page chunk that imports Route moves the route's definition out of the
// entry into one more chunk that every first load fetches.
const route = getRouteApi("/_user/payout");

/** A product the form offers. */
type ProductOption = Pick<ProductJson, "id" | "title">;

/** The title and header, also while loading or after a failure. */
function PayoutFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("aff.payout.title"));
  return (
    <>
      <PageHeader
        title={t("aff.payout.title")}
        subtitle={t("aff.payout.subtitle")}
      />
      {children}
    </>
  );
}

function Page() {
  const { payouts, products, accounts, settings, balance, loadError } = route
    .useLoaderData();
  const router = useRouter();
  return (
    <PayoutFrame>
      {loadError && <Alert>{loadError}</Alert>}
      <BalanceCard balance={balance} />
      <Card title={t("aff.payout.newRequest")}>
        <PayoutRequestForm
          products={products}
          accounts={accounts}
          settings={settings}
          balance={balance.balance}
          // With sync, the new balance and history show together with the success message.
          onDone={() => router.invalidate({ sync: true })}
        />
      </Card>
      <Card title={t("payout.historyCaption")}>
        <PayoutHistoryTable payouts={payouts} />
      </Card>
    </PayoutFrame>
  );
}

/** Available balance, earnings still on hold (with the date each becomes payable) and the total paid. */
function BalanceCard({ balance }: { balance: Balance }) {
  return (
    <Card
      title={t("aff.payout.balance")}
      aria-label={t("aff.payout.balance")}
    >
      <div className="payout-figures">
        <div>
          <p className="payout-figure-label">
            {t("aff.payout.available")}
          </p>
          <p
            className="payout-figure-value ltr"
            data-testid="available-balance"
          >
            {formatDollars(balance.balance)}
          </p>
        </div>
        <div>
          <p className="payout-figure-label">{t("aff.payout.onHold")}</p>
          <p className="payout-figure-value ltr" data-testid="on-hold-total">
            {formatDollars(balance.pendingTotal)}
          </p>
        </div>
        <div>
          <p className="payout-figure-label">{t("aff.payout.totalPaid")}</p>
          <p className="payout-figure-value ltr" data-testid="total-paid">
            {formatDollars(balance.totalPaid)}
          </p>
        </div>
      </div>
      <PendingApprovalNote amount={balance.pendingApproval} />
      {balance.pending.length > 0 && (
        <>
          <p className="payout-figure-label">
            {t("aff.payout.holdDates")}
          </p>
          <ul className="payout-holds" data-testid="on-hold-list">
            {balance.pending.map((p) => (
              <li key={p.availableOn}>
                {tNodes("aff.payout.payableFrom", {
                  amount: (
                    <span className="ltr">{formatDollars(p.amount)}</span>
                  ),
                  date: formatCalendarDate(p.availableOn),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** The request form; values stay after an error, and the method decides which account fields show. */
function PayoutRequestForm(
  { products, accounts, settings, balance, onDone }: {
    products: ProductOption[];
    accounts: SavedAccountJson[];
    settings: PublicSettingsJson;
    balance: number | null;
    onDone: () => Promise<void>;
  },
) {
  const [values, setValues] = useState<PayoutFormValues>(EMPTY_PAYOUT_FORM);
  const [savedId, setSavedId] = useState("");
  const [saveAccount, setSaveAccount] = useState(false);
  const minimum = settings.minimumPayout > 0
    ? { amount: settings.minimumPayout, currency: displayCurrency() }
    : null;
  // Picking a saved account fills the method and account fields; the request body stays the spec's.
  const pick = (id: string) => {
    setSavedId(id);
    setError(null);
    const a = accounts.find((x) => String(x.id) === id);
    if (!a) return;
    setValues((v) => ({
      ...v,
      method: a.method,
      accountName: a.accountName ?? "",
      accountNumber: a.accountNumber ?? "",
      bankName: a.bankName ?? "",
      accountLabel: a.accountLabel ?? "",
    }));
  };
  const [error, setError] = useState<
    { message: string; field: string | null } | null
  >(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Kept across retries of the same values so a lost answer never pays twice.
  const attempt = useRef<KeyedAttempt | null>(null);
  const set =
    (field: keyof PayoutFormValues) => (e: { target: { value: string } }) => {
      // Editing an account field makes it a typed account, no longer the saved one picked.
      if (field !== "amount" && field !== "productId") setSavedId("");
      setValues((v) => ({ ...v, [field]: e.target.value }));
    };
  const fieldError = (field: string) =>
    error?.field === field ? error.message : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSuccess(null);
    const checked = checkPayoutForm(values, balance, minimum);
    if (!checked.ok) {
      setError({ message: serverText(checked.message), field: checked.field });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      attempt.current = attemptFor(attempt.current, checked.payload);
      await api("/api/payouts", {
        body: checked.payload,
        headers: { "Idempotency-Key": attempt.current.key },
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
      setValues({ ...EMPTY_PAYOUT_FORM, method: values.method });
      setSavedId("");
      setSaveAccount(false);
      setSuccess(`${t("aff.payout.submitted")}${saved}`);
      await onDone();
    } catch (err) {
      const field = (err as { code?: string }).code === "INSUFFICIENT_BALANCE"
        ? "amount"
        : (err as { serverMessage?: string }).serverMessage?.startsWith(
            "Minimum payout",
          )
        ? "amount"
        : null;
      setError({ message: messageOf(err, t("aff.payout.failed")), field });
    } finally {
      setBusy(false);
    }
  };

  const method = values.method;
  const wallet = method !== "bank" && method !== "other";
  return (
    <form
      className="payout-form"
      onSubmit={submit}
      noValidate
      aria-label={t("aff.payout.formLabel")}
    >
      <SelectField
        label={t("payout.colProduct")}
        value={values.productId}
        onChange={set("productId")}
        error={fieldError("productId")}
      >
        <option value="">{t("aff.payout.selectProduct")}</option>
        {products.map((p) => (
          <option key={p.id} value={String(p.id)}>{p.title}</option>
        ))}
      </SelectField>
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
        hint={[
          balance !== null
            ? t("aff.payout.availableHint", { amount: formatDollars(balance) })
            : "",
          minimum
            ? t("aff.payout.minimumHint", {
              amount: formatDollars(minimum.amount),
            })
            : "",
        ].filter((x) => x).join(" · ") || undefined}
      />
      <SelectField
        label={t("aff.payout.method")}
        value={method}
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
      />
      {method === "bank" && (
        <TextField
          label={t("aff.payout.bankName")}
          value={values.bankName}
          onChange={set("bankName")}
          error={fieldError("bankName")}
        />
      )}
      {method === "other" && (
        <TextField
          label={t("aff.payout.accountLabel")}
          hint={t("aff.payout.accountLabelHint")}
          value={values.accountLabel}
          onChange={set("accountLabel")}
          error={fieldError("accountLabel")}
        />
      )}
      <TextField
        label={wallet
          ? t("aff.payout.walletNumber")
          : method === "bank"
          ? t("aff.payout.iban")
          : t("aff.payout.otherNumber")}
        hint={wallet
          ? t("aff.payout.walletHint")
          : method === "bank"
          ? t("aff.payout.ibanHint")
          : undefined}
        inputMode={wallet ? "tel" : undefined}
        value={values.accountNumber}
        onChange={set("accountNumber")}
        error={fieldError("accountNumber")}
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
        {error && <Alert>{error.message}</Alert>}
        {success && <Alert tone="success">{success}</Alert>}
      </div>
    </form>
  );
}
