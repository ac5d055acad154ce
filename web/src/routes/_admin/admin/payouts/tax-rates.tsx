/** /admin/payouts/tax-rates : the withholding rate table; a change is a new row effective from a date. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  useRouter,
} from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { Card } from "../../../../components/Card.tsx";
import { Alert } from "../../../../components/Alert.tsx";
import { Button } from "../../../../components/Button.tsx";
import { SelectField, TextField } from "../../../../components/Field.tsx";
import { Loading } from "../../../../components/Spinner.tsx";
import {
  type DataColumn,
  DataTable,
} from "../../../../components/DataTable.tsx";
import { usePageTitle } from "../../../../components/usePageTitle.ts";
import { api, messageOf } from "../../../../lib/api.ts";
import { karachiToday } from "../../../../lib/dates.ts";
import { validateTaxRate } from "../../../../../../domain/tax/tax_rate.ts";
import type {
  TaxRateAddedJson,
  TaxRateJson,
} from "../../../../../../wire/tax.ts";

export const Route = createFileRoute("/_admin/admin/payouts/tax-rates")({
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
      <Alert>{messageOf(error, "Failed to load tax rates.")}</Alert>
    </RatesFrame>
  ),
  component: Page,
});

// Read through getRouteApi, not Route (docs/web.md).
const routeApi = getRouteApi("/_admin/admin/payouts/tax-rates");

const columns: DataColumn<TaxRateJson>[] = [
  {
    id: "effectiveFrom",
    header: "Effective from",
    accessorFn: (r) => r.effectiveFrom,
  },
  { id: "category", header: "Category", accessorFn: (r) => r.category },
  { id: "section", header: "Section", accessorFn: (r) => r.section },
  {
    id: "filer",
    header: "Filer",
    accessorFn: (r) => r.filerPercent,
    cell: (c) => `${c.row.original.filerPercent}%`,
  },
  {
    id: "nonFiler",
    header: "Non-filer",
    accessorFn: (r) => r.nonFilerPercent,
    cell: (c) => `${c.row.original.nonFilerPercent}%`,
  },
  {
    id: "use",
    header: "Use",
    accessorFn: (r) =>
      r.current
        ? "In force for payouts"
        : r.appliesToPayouts
        ? "Payouts (other dates)"
        : "Reference",
  },
];

/** The title and header, also while the table loads or failed. */
function RatesFrame({ children }: { children: ReactNode }) {
  usePageTitle("Tax Rates");
  return (
    <>
      <PageHeader
        title="Tax Rates"
        subtitle="Withholding rates by category and ordinance section. Rows are never edited: add a row effective from a date; paid payouts keep the rate they used."
      />
      <p>
        <Link to="/admin/payouts/tax">Withholding report</Link>
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

function Page() {
  const rates = routeApi.useLoaderData();
  const router = useRouter();
  const [values, setValues] = useState({
    ...EMPTY,
    effectiveFrom: karachiToday(),
  });
  const [error, setError] = useState<{ field: string; text: string } | null>(
    null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set =
    (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: e.target.value }));
  const fieldError = (field: string) =>
    error?.field === field ? error.text : null;
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
      setError({ field: checked.error.field, text: checked.error.message });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api<TaxRateAddedJson>("/api/admin/tax-rates", { body });
      setValues({ ...EMPTY, effectiveFrom: karachiToday() });
      await router.invalidate({ sync: true });
      setNotice("Tax rate added.");
    } catch (err) {
      setError({ field: "", text: messageOf(err, "Failed to add the rate.") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <RatesFrame>
      {notice && <Alert tone="success">{notice}</Alert>}
      <Card title="Rates" aria-label="Tax rates">
        <DataTable
          columns={columns}
          data={rates}
          emptyText="No tax rates yet."
          caption="Withholding tax rates"
          stackOnPhones
          pageSize={Math.max(10, rates.length)}
        />
      </Card>
      <Card title="Add a rate">
        <form
          className="admin-form"
          onSubmit={submit}
          noValidate
          aria-label="Add a tax rate"
        >
          <TextField
            label="Category"
            value={values.category}
            onChange={set("category")}
            error={fieldError("category")}
          />
          <TextField
            label="Ordinance section"
            value={values.section}
            onChange={set("section")}
            error={fieldError("section")}
          />
          <TextField
            label="Filer rate (%)"
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
            label="Non-filer rate (%)"
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
            label="Effective from"
            type="date"
            value={values.effectiveFrom}
            onChange={set("effectiveFrom")}
            error={fieldError("effectiveFrom")}
          />
          <SelectField
            label="Use"
            value={values.appliesToPayouts}
            onChange={set("appliesToPayouts")}
          >
            <option value="yes">Applies to payouts</option>
            <option value="no">Reference only</option>
          </SelectField>
          <div className="admin-form-actions">
            <Button type="submit" busy={busy}>Add rate</Button>
          </div>
        </form>
        {error && error.field === "" && <Alert>{error.text}</Alert>}
      </Card>
    </RatesFrame>
  );
}
