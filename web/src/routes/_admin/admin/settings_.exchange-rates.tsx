/** /admin/settings/exchange-rates : rates into the ledger's currency, with history; a change is a new row. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  useRouter,
} from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Card } from "@/components/Card.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { TextField } from "@/components/Field.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { api, messageOf } from "@/lib/api.ts";
import { fieldFromBody, useAction } from "@/lib/use_action.ts";
import { formatDateTime, karachiToday } from "@/lib/dates.ts";
import { validateExchangeRate } from "@domain/rates/exchange_rate.ts";
import type {
  ExchangeRateAddedJson,
  ExchangeRateJson,
  ExchangeRateListJson,
} from "@wire/exchange_rates.ts";
import { readyArea, serverText, t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/_admin/admin/settings_/exchange-rates")(
  {
    beforeLoad: () => readyArea("admin_money"),
    loader: () => api<ExchangeRateListJson>("/api/admin/exchange-rates"),
    pendingComponent: () => (
      <RatesFrame>
        <Card>
          <Loading />
        </Card>
      </RatesFrame>
    ),
    errorComponent: ({ error }) => (
      <RatesFrame>
        <Alert>{messageOf(error, t("admm.fx.loadFailed"))}</Alert>
      </RatesFrame>
    ),
    component: Page,
  },
);

// Read through getRouteApi, not Route (docs/web.md).
const routeApi = getRouteApi("/_admin/admin/settings_/exchange-rates");

function columns(ledger: string): DataColumn<ExchangeRateJson>[] {
  return [
    {
      id: "currency",
      get header() {
        return t("admm.fx.currency");
      },
      accessorFn: (r) => r.currency,
    },
    {
      id: "date",
      get header() {
        return t("admm.fx.date");
      },
      accessorFn: (r) => r.date,
      cell: (c) => <span className="ltr">{c.row.original.date}</span>,
    },
    {
      id: "rate",
      get header() {
        return t("admm.fx.rate");
      },
      accessorFn: (r) => r.rate,
      cell: (c) => (
        <span className="ltr">
          1 {c.row.original.currency} = {c.row.original.rate} {ledger}
        </span>
      ),
    },
    {
      id: "status",
      get header() {
        return t("admm.fx.status");
      },
      accessorFn: (r) =>
        r.current
          ? t("admm.fx.inForce")
          : r.date > karachiToday()
          ? t("admm.fx.future")
          : t("admm.fx.history"),
    },
    {
      id: "createdAt",
      get header() {
        return t("admm.fx.addedAt");
      },
      accessorFn: (r) => r.createdAt,
      cell: (c) => formatDateTime(c.row.original.createdAt),
    },
  ];
}

/** The title and header, also while the table loads or failed. */
function RatesFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("admm.fx.title"));
  return (
    <>
      <PageHeader title={t("admm.fx.title")} subtitle={t("admm.fx.subtitle")} />
      <p>
        <Link to="/admin/settings">{t("admm.fx.back")}</Link>
      </p>
      {children}
    </>
  );
}

const EMPTY = { currency: "", date: "", rate: "" };

function Page() {
  const { ledgerCurrency, rates } = routeApi.useLoaderData();
  const router = useRouter();
  const [values, setValues] = useState({ ...EMPTY, date: karachiToday() });
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, formError, fieldError, setError, run } = useAction({
    fieldOf: fieldFromBody(Object.keys(EMPTY)),
  });
  const set =
    (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const body = { ...values };
    const checked = validateExchangeRate(body, ledgerCurrency);
    if (!checked.ok) {
      setError(serverText(checked.error.message), checked.error.field);
      return;
    }
    // The form keeps what was typed when this fails.
    await run(async () => {
      const added = await api<ExchangeRateAddedJson>(
        "/api/admin/exchange-rates",
        { body: checked.value },
      );
      setValues({ ...EMPTY, date: karachiToday() });
      await router.invalidate({ sync: true });
      setNotice(
        added.released > 0
          ? t("admm.fx.addedReleased", { count: String(added.released) })
          : t("admm.fx.added"),
      );
    }, t("admm.fx.addFailed"));
  };
  return (
    <RatesFrame>
      {notice && <Alert tone="success">{notice}</Alert>}
      <Card title={t("admm.fx.addTitle")}>
        <p>{t("admm.fx.explain", { ledger: ledgerCurrency })}</p>
        <form
          className="admin-form"
          onSubmit={submit}
          noValidate
          aria-label={t("admm.fx.form")}
        >
          <TextField
            label={t("admm.fx.currency")}
            hint={t("admm.fx.currencyHint")}
            value={values.currency}
            onChange={set("currency")}
            error={fieldError("currency")}
            maxLength={3}
            autoCapitalize="characters"
            dir="ltr"
          />
          <TextField
            label={t("admm.fx.date")}
            type="date"
            value={values.date}
            onChange={set("date")}
            error={fieldError("date")}
          />
          <TextField
            label={t("admm.fx.rateField", { ledger: ledgerCurrency })}
            inputMode="decimal"
            value={values.rate}
            onChange={set("rate")}
            error={fieldError("rate")}
            dir="ltr"
          />
          <div className="admin-form-actions">
            <Button type="submit" busy={busy}>{t("admm.fx.add")}</Button>
          </div>
        </form>
        {formError && <Alert>{formError.message}</Alert>}
      </Card>
      <Card title={t("admm.fx.card")} aria-label={t("admm.fx.label")}>
        <DataTable
          columns={columns(ledgerCurrency)}
          data={rates}
          emptyText={t("admm.fx.empty")}
          caption={t("admm.fx.caption")}
          stackOnPhones
          pageSize={Math.max(10, rates.length)}
        />
      </Card>
    </RatesFrame>
  );
}
