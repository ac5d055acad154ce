/** /admin/payouts/tax : tax withheld from payouts in one Asia/Karachi month, with the CSV for filing. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  stripSearchParams,
} from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { patternParam, searchSchema } from "../../../../lib/list_search.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { Card } from "../../../../components/Card.tsx";
import { Alert } from "../../../../components/Alert.tsx";
import { Button } from "../../../../components/Button.tsx";
import { TextField } from "../../../../components/Field.tsx";
import { Loading } from "../../../../components/Spinner.tsx";
import {
  type DataColumn,
  DataTable,
} from "../../../../components/DataTable.tsx";
import { usePageTitle } from "../../../../components/usePageTitle.ts";
import { api, messageOf } from "../../../../lib/api.ts";
import { downloadCsv } from "../../../../lib/csv.ts";
import { karachiToday } from "../../../../lib/dates.ts";
import { formatDollars } from "../../../../lib/money.ts";
import { currentDisplaySettings } from "../../../../lib/display_settings.ts";
import type { TaxReportJson } from "../../../../../../wire/tax.ts";

type Row = TaxReportJson["rows"][number];

export const Route = createFileRoute("/_admin/admin/payouts/tax")({
  // The month lives in the URL ("" = this month), so a reload or a shared link keeps it.
  validateSearch: searchSchema({
    month: patternParam(/^\d{4}-(0[1-9]|1[0-2])$/, ""),
  }),
  search: { middlewares: [stripSearchParams({ month: "" })] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) =>
    api<TaxReportJson>(
      `/api/payouts/admin/tax?month=${deps.month || thisMonth()}`,
    ),
  pendingComponent: () => (
    <TaxFrame>
      <Card>
        <Loading />
      </Card>
    </TaxFrame>
  ),
  errorComponent: ({ error }) => (
    <TaxFrame>
      <Alert>
        {messageOf(error, "Failed to load the withholding report.")}
      </Alert>
    </TaxFrame>
  ),
  component: Page,
});

// Read through getRouteApi, not Route (docs/web.md).
const routeApi = getRouteApi("/_admin/admin/payouts/tax");

function thisMonth(): string {
  return karachiToday().slice(0, 7);
}

const columns: DataColumn<Row>[] = [
  { id: "paidOn", header: "Date", accessorFn: (r) => r.paidOn },
  {
    id: "payee",
    header: "Payee",
    accessorFn: (r) => r.payee,
    cell: (c) => (
      <span>
        {c.row.original.payee}
        <span className="payout-user-email">{c.row.original.email}</span>
      </span>
    ),
  },
  {
    id: "idNumber",
    header: "CNIC/NTN",
    accessorFn: (r) => r.idNumber ?? "None recorded",
  },
  {
    id: "filer",
    header: "Status",
    accessorFn: (r) => r.filer ? "Filer" : "Non-filer",
  },
  {
    id: "gross",
    header: "Gross",
    accessorFn: (r) => r.gross,
    cell: (c) => formatDollars(c.row.original.gross),
  },
  {
    id: "rate",
    header: "Rate",
    accessorFn: (r) => r.ratePercent,
    cell: (c) => `${c.row.original.ratePercent}%`,
  },
  {
    id: "tax",
    header: "Tax",
    accessorFn: (r) => r.tax,
    cell: (c) => formatDollars(c.row.original.tax),
  },
  {
    id: "net",
    header: "Net",
    accessorFn: (r) => r.net,
    cell: (c) => formatDollars(c.row.original.net),
  },
];

/** The title, header and month picker, also while the report loads or failed. */
function TaxFrame({ children }: { children: ReactNode }) {
  usePageTitle("Withholding Tax");
  const { month } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  return (
    <>
      <PageHeader
        title="Withholding Tax"
        subtitle="Tax withheld from paid payouts, per month (Asia/Karachi)."
      />
      {!currentDisplaySettings().withholdingTax && (
        <Alert tone="info">
          Withholding is off: payouts are paid in full. Turn it on in Settings.
        </Alert>
      )}
      <div className="tax-report-filters">
        <TextField
          label="Month"
          type="month"
          value={month || thisMonth()}
          onChange={(e) => {
            const next = e.target.value;
            if (/^\d{4}-(0[1-9]|1[0-2])$/.test(next)) {
              navigate({
                search: { month: next === thisMonth() ? "" : next },
              });
            }
          }}
        />
        <p>
          <Link to="/admin/payouts/tax-rates">Tax rates</Link> ·{" "}
          <Link to="/admin/settings">Settings</Link>
        </p>
      </div>
      {children}
    </>
  );
}

function Page() {
  const report = routeApi.useLoaderData();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setError(null);
    setBusy(true);
    try {
      const text = await api<string>(
        `/api/payouts/admin/tax?month=${report.month}&format=csv`,
      );
      downloadCsv(`withholding_tax_${report.month}.csv`, String(text));
    } catch (err) {
      setError(messageOf(err, "Failed to generate CSV file"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <TaxFrame>
      {error && <Alert>{error}</Alert>}
      <Card
        title={`Withholding in ${report.month}`}
        aria-label="Withholding report"
      >
        <dl className="tax-report-totals" data-testid="tax-totals">
          <div>
            <dt>Payouts</dt>
            <dd>{report.totals.count}</dd>
          </div>
          <div>
            <dt>Gross</dt>
            <dd>{formatDollars(report.totals.gross)}</dd>
          </div>
          <div>
            <dt>Tax withheld</dt>
            <dd data-testid="tax-total">{formatDollars(report.totals.tax)}</dd>
          </div>
          <div>
            <dt>Net paid</dt>
            <dd>{formatDollars(report.totals.net)}</dd>
          </div>
        </dl>
        <div className="admin-form-actions">
          <Button
            variant="secondary"
            busy={busy}
            disabled={report.rows.length === 0}
            onClick={download}
          >
            Download CSV
          </Button>
        </div>
        <DataTable
          columns={columns}
          data={report.rows}
          emptyText="No tax was withheld in this month."
          caption={`Withholding tax in ${report.month}`}
          stackOnPhones
          pageSize={Math.max(10, report.rows.length)}
          rowProps={(r) => ({ id: `tax-payout-${r.payoutId}` })}
        />
      </Card>
    </TaxFrame>
  );
}
