/** /admin/payouts/tax : tax withheld from payouts in one Asia/Karachi month, with the CSV for filing. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  stripSearchParams,
} from "@tanstack/react-router";
import { type ReactNode } from "react";
import { patternParam, searchSchema } from "@/lib/list_search.ts";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Card } from "@/components/Card.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { TextField } from "@/components/Field.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { api, messageOf } from "@/lib/api.ts";
import { useAction } from "@/lib/use_action.ts";
import { downloadCsv } from "@/lib/csv.ts";
import { karachiToday } from "@/lib/dates.ts";
import { formatDollars } from "@/lib/money.ts";
import { currentDisplaySettings } from "@/lib/display_settings.ts";
import type { TaxReportJson } from "@wire/tax.ts";
import { readyArea, t } from "@/i18n/i18n.ts";

type Row = TaxReportJson["rows"][number];

export const Route = createFileRoute("/_admin/admin/payouts/tax")({
  // The month lives in the URL ("" = this month), so a reload or a shared link keeps it.
  validateSearch: searchSchema({
    month: patternParam(/^\d{4}-(0[1-9]|1[0-2])$/, ""),
  }),
  search: { middlewares: [stripSearchParams({ month: "" })] },
  beforeLoad: () => readyArea("admin_money"),
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
        {messageOf(error, t("admm.tax.loadFailed"))}
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
  {
    id: "paidOn",
    get header() {
      return t("payout.colDate");
    },
    accessorFn: (r) => r.paidOn,
  },
  {
    id: "payee",
    get header() {
      return t("admm.tax.colPayee");
    },
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
    get header() {
      return t("admm.tax.colId");
    },
    accessorFn: (r) => r.idNumber ?? t("admm.tax.noId"),
  },
  {
    id: "filer",
    get header() {
      return t("payout.colStatus");
    },
    accessorFn: (r) => r.filer ? t("admm.tax.filer") : t("admm.tax.nonFiler"),
  },
  {
    id: "gross",
    get header() {
      return t("payout.colGross");
    },
    accessorFn: (r) => r.gross,
    cell: (c) => (
      <span className="ltr">{formatDollars(c.row.original.gross)}</span>
    ),
  },
  {
    id: "rate",
    get header() {
      return t("admm.tax.colRate");
    },
    accessorFn: (r) => r.ratePercent,
    cell: (c) => `${c.row.original.ratePercent}%`,
  },
  {
    id: "tax",
    get header() {
      return t("payout.colTax");
    },
    accessorFn: (r) => r.tax,
    cell: (c) => (
      <span className="ltr">{formatDollars(c.row.original.tax)}</span>
    ),
  },
  {
    id: "net",
    get header() {
      return t("payout.colNet");
    },
    accessorFn: (r) => r.net,
    cell: (c) => (
      <span className="ltr">{formatDollars(c.row.original.net)}</span>
    ),
  },
];

/** The title, header and month picker, also while the report loads or failed. */
function TaxFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("admm.tax.title"));
  const { month } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  return (
    <>
      <PageHeader
        title={t("admm.tax.title")}
        subtitle={t("admm.tax.subtitle")}
      />
      {!currentDisplaySettings().withholdingTax && (
        <Alert tone="info">
          {t("admm.tax.off")}
        </Alert>
      )}
      <div className="tax-report-filters">
        <TextField
          label={t("admm.tax.month")}
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
          <Link to="/admin/payouts/tax-rates">{t("admm.tax.rates")}</Link> ·
          {" "}
          <Link to="/admin/settings">{t("admm.tax.settings")}</Link>
        </p>
      </div>
      {children}
    </>
  );
}

function Page() {
  const report = routeApi.useLoaderData();
  const { busy, error, run } = useAction();
  const download = () =>
    run(async () => {
      const text = await api<string>(
        `/api/payouts/admin/tax?month=${report.month}&format=csv`,
      );
      downloadCsv(`withholding_tax_${report.month}.csv`, String(text));
    }, t("admm.csvFailed"));
  return (
    <TaxFrame>
      {error && <Alert>{error.message}</Alert>}
      <Card
        title={t("admm.tax.cardTitle", { month: report.month })}
        aria-label={t("admm.tax.report")}
      >
        <dl className="tax-report-totals" data-testid="tax-totals">
          <div>
            <dt>{t("admm.tax.payouts")}</dt>
            <dd>{report.totals.count}</dd>
          </div>
          <div>
            <dt>{t("payout.colGross")}</dt>
            <dd className="ltr">{formatDollars(report.totals.gross)}</dd>
          </div>
          <div>
            <dt>{t("admm.tax.withheld")}</dt>
            <dd className="ltr" data-testid="tax-total">
              {formatDollars(report.totals.tax)}
            </dd>
          </div>
          <div>
            <dt>{t("admm.tax.netPaid")}</dt>
            <dd className="ltr">{formatDollars(report.totals.net)}</dd>
          </div>
        </dl>
        <div className="admin-form-actions">
          <Button
            variant="secondary"
            busy={busy}
            disabled={report.rows.length === 0}
            onClick={download}
          >
            {t("admm.downloadCsv")}
          </Button>
        </div>
        <DataTable
          columns={columns}
          data={report.rows}
          emptyText={t("admm.tax.empty")}
          caption={t("admm.tax.caption", { month: report.month })}
          stackOnPhones
          pageSize={Math.max(10, report.rows.length)}
          rowProps={(r) => ({ id: `tax-payout-${r.payoutId}` })}
        />
      </Card>
    </TaxFrame>
  );
}
