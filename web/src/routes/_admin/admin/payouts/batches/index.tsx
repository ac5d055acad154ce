/** /admin/payouts/batches : payout batches, newest first, with their progress and file; and the file layouts. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  stripSearchParams,
  useRouter,
} from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import { PageHeader } from "../../../../../components/PageHeader.tsx";
import { Card } from "../../../../../components/Card.tsx";
import { Alert } from "../../../../../components/Alert.tsx";
import { Button } from "../../../../../components/Button.tsx";
import { SelectField, TextField } from "../../../../../components/Field.tsx";
import { Loading } from "../../../../../components/Spinner.tsx";
import {
  type DataColumn,
  DataTable,
} from "../../../../../components/DataTable.tsx";
import { usePageTitle } from "../../../../../components/usePageTitle.ts";
import { api, messageOf } from "../../../../../lib/api.ts";
import { formatDollars } from "../../../../../lib/money.ts";
import { formatDateTime } from "../../../../../lib/dates.ts";
import { methodLabel } from "../../../../../lib/payouts.ts";
import { patternParam, searchSchema } from "../../../../../lib/list_search.ts";
import {
  AMOUNT_FORMATS,
  DATE_FORMATS,
  LAYOUT_FIELDS,
  validateLayout,
} from "../../../../../../../domain/batches/file_layout.ts";
import type {
  BatchJson,
  FileLayoutJson,
} from "../../../../../../../wire/batches.ts";

export const Route = createFileRoute("/_admin/admin/payouts/batches/")({
  // ?created=1,2 names the batches just made, so the page can say so after a reload too.
  validateSearch: searchSchema({ created: patternParam(/^\d+(,\d+)*$/, "") }),
  search: { middlewares: [stripSearchParams({ created: "" })] },
  loader: async () => {
    const [batches, layouts] = await Promise.all([
      api<BatchJson[]>("/api/payouts/admin/batches"),
      api<FileLayoutJson[]>("/api/payouts/admin/layouts"),
    ]);
    return { batches, layouts };
  },
  pendingComponent: () => (
    <BatchesFrame>
      <Card>
        <Loading />
      </Card>
    </BatchesFrame>
  ),
  errorComponent: ({ error }) => (
    <BatchesFrame>
      <Alert>{messageOf(error, "Failed to load payout batches.")}</Alert>
    </BatchesFrame>
  ),
  component: Page,
});

// Read through getRouteApi, not Route (docs/web.md).
const routeApi = getRouteApi("/_admin/admin/payouts/batches/");

/** The title and header, also while the list loads or failed. */
function BatchesFrame({ children }: { children: ReactNode }) {
  usePageTitle("Payout Batches");
  return (
    <>
      <PageHeader
        title="Payout Batches"
        subtitle="Pending payouts sent together, one batch per rail: download the bulk file, then record the bank's or wallet's results."
      />
      <p>
        <Link to="/admin/payouts/requests">
          Select pending payouts to batch
        </Link>
      </p>
      {children}
    </>
  );
}

const columns: DataColumn<BatchJson>[] = [
  {
    id: "reference",
    header: "Batch",
    accessorFn: (b) => b.reference,
    cell: (c) => (
      <Link
        to="/admin/payouts/batches/$id"
        params={{ id: String(c.row.original.id) }}
      >
        {c.row.original.reference}
      </Link>
    ),
  },
  {
    id: "rail",
    header: "Rail",
    accessorFn: (b) => methodLabel(b.rail),
  },
  {
    id: "created",
    header: "Created",
    accessorFn: (b) => b.createdAt ?? "",
    cell: (c) => (
      <span>
        {formatDateTime(c.row.original.createdAt ?? null)}
        <span className="payout-user-email">
          {c.row.original.createdByEmail}
        </span>
      </span>
    ),
  },
  { id: "count", header: "Payouts", accessorFn: (b) => b.count },
  {
    id: "total",
    header: "Total",
    accessorFn: (b) => b.total,
    cell: (c) => formatDollars(c.row.original.total),
  },
  {
    id: "progress",
    header: "Progress",
    accessorFn: (b) => b.processing ?? 0,
    cell: (c) =>
      `${c.row.original.paid ?? 0} paid, ${
        c.row.original.failed ?? 0
      } failed, ${c.row.original.processing ?? 0} processing`,
  },
];

const EMPTY_LAYOUT = {
  name: "",
  kind: "bank",
  columns:
    "iban:IBAN, beneficiaryTitle:Beneficiary Title, amount:Amount, reference:Reference",
  dateFormat: "YYYY-MM-DD",
  amountFormat: "decimal",
};

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

function Page() {
  const { batches, layouts } = routeApi.useLoaderData();
  const { created } = routeApi.useSearch();
  const router = useRouter();
  const [values, setValues] = useState(EMPTY_LAYOUT);
  const [error, setError] = useState<{ field: string; text: string } | null>(
    null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set =
    (field: keyof typeof EMPTY_LAYOUT) => (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: e.target.value }));
  const fieldError = (field: string) =>
    error?.field === field ? error.text : null;
  const createdCount = created ? created.split(",").length : 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const body = { ...values, columns: parseColumns(values.columns) };
    const checked = validateLayout(body);
    if (!checked.ok) {
      setError({ field: checked.error.field, text: checked.error.message });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api<FileLayoutJson>("/api/payouts/admin/layouts", { body });
      setValues(EMPTY_LAYOUT);
      await router.invalidate({ sync: true });
      setNotice("Layout added.");
    } catch (err) {
      setError({
        field: "",
        text: messageOf(err, "Failed to add the layout."),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <BatchesFrame>
      {createdCount > 0 && (
        <Alert tone="success">
          {createdCount === 1
            ? "1 batch created."
            : `${createdCount} batches created.`}{" "}
          Download each file and upload it to the bank or wallet portal.
        </Alert>
      )}
      <Card title="Batches" aria-label="Payout batches">
        <DataTable
          columns={columns}
          data={batches}
          emptyText="No batches yet. Select pending payouts on Payout Requests to create one."
          caption="Payout batches"
          stackOnPhones
          pageSize={Math.max(10, batches.length)}
        />
      </Card>
      <Card title="File layouts" aria-label="File layouts">
        <ul>
          {layouts.map((l) => (
            <li key={l.id}>
              <strong>{l.name}</strong> ({l.kind}
              {l.builtIn ? ", built in" : ""}):{" "}
              {l.columns.map((c) => c.header).join(", ")}; dates{" "}
              {l.dateFormat}, amounts {l.amountFormat}
            </li>
          ))}
        </ul>
        {notice && <Alert tone="success">{notice}</Alert>}
        <form
          className="admin-form"
          onSubmit={submit}
          noValidate
          aria-label="Add a file layout"
        >
          <TextField
            label="Layout name"
            value={values.name}
            onChange={set("name")}
            error={fieldError("name")}
          />
          <SelectField
            label="For"
            value={values.kind}
            onChange={set("kind")}
            error={fieldError("kind")}
          >
            <option value="bank">Bank (IBFT)</option>
            <option value="wallet">Mobile wallets</option>
            <option value="other">Other</option>
          </SelectField>
          <TextField
            label="Columns, in order (field:Header, …)"
            hint={`Fields: ${LAYOUT_FIELDS.join(", ")}`}
            value={values.columns}
            onChange={set("columns")}
            error={fieldError("columns")}
          />
          <SelectField
            label="Date format"
            value={values.dateFormat}
            onChange={set("dateFormat")}
          >
            {DATE_FORMATS.map((f) => <option key={f} value={f}>{f}</option>)}
          </SelectField>
          <SelectField
            label="Amount format"
            value={values.amountFormat}
            onChange={set("amountFormat")}
          >
            {AMOUNT_FORMATS.map((f) => <option key={f} value={f}>{f}</option>)}
          </SelectField>
          <div className="admin-form-actions">
            <Button type="submit" busy={busy}>Add layout</Button>
          </div>
        </form>
        {error && error.field === "" && <Alert>{error.text}</Alert>}
      </Card>
    </BatchesFrame>
  );
}
