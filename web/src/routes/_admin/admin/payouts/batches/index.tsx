/** /admin/payouts/batches : payout batches, newest first, with their progress and file; and the file layouts. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  stripSearchParams,
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
import { formatDollars } from "@/lib/money.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { methodLabel } from "@/lib/payouts.ts";
import { patternParam, searchSchema } from "@/lib/list_search.ts";
import {
  AMOUNT_FORMATS,
  DATE_FORMATS,
  LAYOUT_FIELDS,
  validateLayout,
} from "@domain/batches/file_layout.ts";
import type { BatchJson, FileLayoutJson } from "@wire/batches.ts";
import { readyArea, serverText, t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";

export const Route = createFileRoute("/_admin/admin/payouts/batches/")({
  // ?created=1,2 names the batches just made, so the page can say so after a reload too.
  validateSearch: searchSchema({ created: patternParam(/^\d+(,\d+)*$/, "") }),
  search: { middlewares: [stripSearchParams({ created: "" })] },
  beforeLoad: () => readyArea("admin_money"),
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
      <Alert>{messageOf(error, t("admm.batches.loadFailed"))}</Alert>
    </BatchesFrame>
  ),
  component: Page,
});

// Read through getRouteApi, not Route (docs/web.md).
const routeApi = getRouteApi("/_admin/admin/payouts/batches/");

/** The title and header, also while the list loads or failed. */
function BatchesFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("admm.batches.title"));
  return (
    <>
      <PageHeader
        title={t("admm.batches.title")}
        subtitle={t("admm.batches.subtitle")}
      />
      <p>
        <Link to="/admin/payouts/requests">
          {t("admm.batches.selectLink")}
        </Link>
      </p>
      {children}
    </>
  );
}

const columns: DataColumn<BatchJson>[] = [
  {
    id: "reference",
    get header() {
      return t("admm.batches.colBatch");
    },
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
    get header() {
      return t("admm.batches.colRail");
    },
    accessorFn: (b) => methodLabel(b.rail),
  },
  {
    id: "created",
    get header() {
      return t("admm.batches.colCreated");
    },
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
  {
    id: "count",
    get header() {
      return t("admm.batches.colPayouts");
    },
    accessorFn: (b) => b.count,
  },
  {
    id: "total",
    get header() {
      return t("admm.batches.colTotal");
    },
    accessorFn: (b) => b.total,
    cell: (c) => (
      <span className="ltr">{formatDollars(c.row.original.total)}</span>
    ),
  },
  {
    id: "progress",
    get header() {
      return t("admm.batches.colProgress");
    },
    accessorFn: (b) => b.processing ?? 0,
    cell: (c) =>
      t("admm.batches.progress", {
        paid: c.row.original.paid ?? 0,
        failed: c.row.original.failed ?? 0,
        processing: c.row.original.processing ?? 0,
      }),
  },
];

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
      setError({
        field: checked.error.field,
        text: serverText(checked.error.message),
      });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api<FileLayoutJson>("/api/payouts/admin/layouts", { body });
      setValues(EMPTY_LAYOUT);
      await router.invalidate({ sync: true });
      setNotice(t("admm.layouts.added"));
    } catch (err) {
      setError({
        field: "",
        text: messageOf(err, t("admm.layouts.addFailed")),
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
            ? t("admm.batches.createdOne")
            : t("admm.batches.createdMany", { n: createdCount })}{" "}
          {t("admm.batches.downloadEach")}
        </Alert>
      )}
      <Card
        title={t("admm.batches.card")}
        aria-label={t("admm.batches.caption")}
      >
        <DataTable
          columns={columns}
          data={batches}
          emptyText={t("admm.batches.empty")}
          caption={t("admm.batches.caption")}
          stackOnPhones
          pageSize={Math.max(10, batches.length)}
        />
      </Card>
      <Card
        title={t("admm.layouts.title")}
        aria-label={t("admm.layouts.title")}
      >
        <ul>
          {layouts.map((l) => (
            <li key={l.id}>
              {tNodes("admm.layouts.line", {
                name: <strong>{l.name}</strong>,
                kind: l.builtIn
                  ? t("admm.layouts.builtIn", { kind: kindLabel(l.kind) })
                  : kindLabel(l.kind),
                columns: ltr(l.columns.map((c) => c.header).join(", ")),
                dateFormat: ltr(l.dateFormat),
                amountFormat: ltr(l.amountFormat),
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
        {error && error.field === "" && <Alert>{error.text}</Alert>}
      </Card>
    </BatchesFrame>
  );
}
