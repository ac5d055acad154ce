/** /admin/payouts/tax-rates : the withholding rate table; a change is a new row effective from a date. */
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
import { SelectField, TextField } from "@/components/Field.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { api, messageOf } from "@/lib/api.ts";
import { fieldFromBody, useAction } from "@/lib/use_action.ts";
import { karachiToday } from "@/lib/dates.ts";
import { validateTaxRate } from "@domain/tax/tax_rate.ts";
import type { TaxRateAddedJson, TaxRateJson } from "@wire/tax.ts";
import { readyArea, serverText, t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/_admin/admin/payouts/tax-rates")({
  beforeLoad: () => readyArea("admin_money"),
  loader: () => api<TaxRateJson[]>("/api/admin/tax-rates"),
  pendingComponent: () => (
    <RatesFrame>
      <Card>
        <Loading />
      </Card>
    </RatesFrame>
  ),
  errorComponent: ({ error }) => (
    <RatesFrame>
      <Alert>{messageOf(error, t("admm.rates.loadFailed"))}</Alert>
    </RatesFrame>
  ),
  component: Page,
});

// Read through getRouteApi, not Route (docs/web.md).
const routeApi = getRouteApi("/_admin/admin/payouts/tax-rates");

const columns: DataColumn<TaxRateJson>[] = [
  {
    id: "effectiveFrom",
    get header() {
      return t("admm.rates.effectiveFrom");
    },
    accessorFn: (r) => r.effectiveFrom,
  },
  {
    id: "category",
    get header() {
      return t("admm.rates.category");
    },
    accessorFn: (r) => r.category,
  },
  {
    id: "section",
    get header() {
      return t("admm.rates.section");
    },
    accessorFn: (r) => r.section,
  },
  {
    id: "filer",
    get header() {
      return t("admm.rates.filer");
    },
    accessorFn: (r) => r.filerPercent,
    cell: (c) => `${c.row.original.filerPercent}%`,
  },
  {
    id: "nonFiler",
    get header() {
      return t("admm.rates.nonFiler");
    },
    accessorFn: (r) => r.nonFilerPercent,
    cell: (c) => `${c.row.original.nonFilerPercent}%`,
  },
  {
    id: "use",
    get header() {
      return t("admm.rates.use");
    },
    accessorFn: (r) =>
      r.current
        ? t("admm.rates.inForce")
        : r.appliesToPayouts
        ? t("admm.rates.otherDates")
        : t("admm.rates.reference"),
  },
];

/** The title and header, also while the table loads or failed. */
function RatesFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("admm.rates.title"));
  return (
    <>
      <PageHeader
        title={t("admm.rates.title")}
        subtitle={t("admm.rates.subtitle")}
      />
      <p>
        <Link to="/admin/payouts/tax">{t("admm.tax.report")}</Link>
      </p>
      {children}
    </>
  );
}

const EMPTY = {
  category: "Commission to other agents",
  section: "233",
  filerPercent: "",
  nonFilerPercent: "",
  effectiveFrom: "",
  appliesToPayouts: "yes",
};

// The fields that show their own error; the server's refusal of another stays in the form's alert.
const RATE_FORM_FIELDS = [
  "category",
  "section",
  "filerPercent",
  "nonFilerPercent",
  "effectiveFrom",
];

function Page() {
  const rates = routeApi.useLoaderData();
  const router = useRouter();
  const [values, setValues] = useState({
    ...EMPTY,
    effectiveFrom: karachiToday(),
  });
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, formError, fieldError, setError, run } = useAction({
    fieldOf: fieldFromBody(RATE_FORM_FIELDS),
  });
  const set =
    (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const body = {
      category: values.category,
      section: values.section,
      filerPercent: values.filerPercent,
      nonFilerPercent: values.nonFilerPercent,
      effectiveFrom: values.effectiveFrom,
      appliesToPayouts: values.appliesToPayouts === "yes",
    };
    const checked = validateTaxRate(body);
    if (!checked.ok) {
      setError(serverText(checked.error.message), checked.error.field);
      return;
    }
    await run(async () => {
      await api<TaxRateAddedJson>("/api/admin/tax-rates", { body });
      setValues({ ...EMPTY, effectiveFrom: karachiToday() });
      await router.invalidate({ sync: true });
      setNotice(t("admm.rates.added"));
    }, t("admm.rates.addFailed"));
  };
  return (
    <RatesFrame>
      {notice && <Alert tone="success">{notice}</Alert>}
      <Card title={t("admm.rates.card")} aria-label={t("admm.rates.label")}>
        <DataTable
          columns={columns}
          data={rates}
          emptyText={t("admm.rates.empty")}
          caption={t("admm.rates.caption")}
          stackOnPhones
          pageSize={Math.max(10, rates.length)}
        />
      </Card>
      <Card title={t("admm.rates.addTitle")}>
        <form
          className="admin-form"
          onSubmit={submit}
          noValidate
          aria-label={t("admm.rates.form")}
        >
          <TextField
            label={t("admm.rates.category")}
            value={values.category}
            onChange={set("category")}
            error={fieldError("category")}
          />
          <TextField
            label={t("admm.rates.ordinanceSection")}
            value={values.section}
            onChange={set("section")}
            error={fieldError("section")}
          />
          <TextField
            label={t("admm.rates.filerRate")}
            type="number"
            min={0}
            max={100}
            step={0.01}
            inputMode="decimal"
            value={values.filerPercent}
            onChange={set("filerPercent")}
            error={fieldError("filerPercent")}
          />
          <TextField
            label={t("admm.rates.nonFilerRate")}
            type="number"
            min={0}
            max={100}
            step={0.01}
            inputMode="decimal"
            value={values.nonFilerPercent}
            onChange={set("nonFilerPercent")}
            error={fieldError("nonFilerPercent")}
          />
          <TextField
            label={t("admm.rates.effectiveFrom")}
            type="date"
            value={values.effectiveFrom}
            onChange={set("effectiveFrom")}
            error={fieldError("effectiveFrom")}
          />
          <SelectField
            label={t("admm.rates.use")}
            value={values.appliesToPayouts}
            onChange={set("appliesToPayouts")}
          >
            <option value="yes">{t("admm.rates.applies")}</option>
            <option value="no">{t("admm.rates.referenceOnly")}</option>
          </SelectField>
          <div className="admin-form-actions">
            <Button type="submit" busy={busy}>{t("admm.rates.add")}</Button>
          </div>
        </form>
        {formError && <Alert>{formError.message}</Alert>}
      </Card>
    </RatesFrame>
  );
}
