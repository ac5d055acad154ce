/** /admin/payouts/history : every payout, paged and filtered by status on the server, with the history CSV export. */
import { textCell } from "@/components/TextCell.tsx";
import {
  createFileRoute,
  getRouteApi,
  Link,
  stripSearchParams,
} from "@tanstack/react-router";
import { type ReactNode, useId, useState } from "react";
import { enumParam, pageParam, searchSchema } from "@/lib/list_search.ts";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Card } from "@/components/Card.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { PayoutStatusBadge } from "@/components/PayoutStatusBadge.tsx";
import { payoutColumns } from "@/components/PayoutHistoryTable.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { messageOf } from "@/lib/api.ts";
import { fetchAdminPayouts, type Payout } from "@/lib/payouts.ts";
import { payoutCsvFileName, payoutsCsv } from "@/lib/payouts_csv.ts";
import { downloadCsv } from "@/lib/csv.ts";
import { fetchPage, pageCountOf } from "@/lib/paged_list.ts";
import { readyArea, t } from "@/i18n/i18n.ts";

type StatusFilter =
  | "all"
  | "paid"
  | "pending"
  | "processing"
  | "rejected"
  | "failed";
/** The status filter's options, read at render time (a language switch remounts the page). */
function filters(): { value: StatusFilter; label: string }[] {
  return [
    { value: "all", label: t("admm.all") },
    { value: "paid", label: t("payout.statusPaid") },
    { value: "pending", label: t("payout.statusPending") },
    { value: "processing", label: t("admm.history.processing") },
    { value: "rejected", label: t("payout.statusRejected") },
    { value: "failed", label: t("payout.statusFailed") },
  ];
}

export const Route = createFileRoute("/_admin/admin/payouts/history")({
  // The filter and page live in the URL, so a reload or a shared link keeps them.
  validateSearch: searchSchema({
    status: enumParam(
      ["all", "paid", "pending", "processing", "rejected", "failed"],
      "all",
    ),
    page: pageParam,
  }),
  search: { middlewares: [stripSearchParams({ status: "all", page: 1 })] },
  beforeLoad: () => readyArea("admin_money"),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) =>
    fetchPage<Payout>("/api/payouts/admin", deps.page - 1, {
      status: deps.status === "all" ? undefined : deps.status,
    }),
  pendingComponent: () => (
    <HistoryFrame>
      <Loading />
    </HistoryFrame>
  ),
  errorComponent: ({ error }) => (
    <HistoryFrame error={messageOf(error, t("admm.payoutsLoadFailed"))}>
      {null}
    </HistoryFrame>
  ),
  component: Page,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file (see docs/web.md).
const routeApi = getRouteApi("/_admin/admin/payouts/history");

const columns: DataColumn<Payout>[] = [
  payoutColumns.date,
  {
    id: "user",
    get header() {
      return t("admm.colUser");
    },
    accessorFn: (p) => p.user ?? "-",
    cell: textCell,
  },
  payoutColumns.product,
  payoutColumns.amount,
  payoutColumns.method,
  payoutColumns.account,
  {
    id: "status",
    get header() {
      return t("payout.colStatus");
    },
    accessorFn: (p) => p.status,
    cell: (c) => (
      <PayoutStatusBadge
        status={c.row.original.status}
        showProcessing
      />
    ),
  },
  {
    id: "reason",
    get header() {
      return t("admm.colReason");
    },
    accessorFn: (p) => p.rejectionReason ?? "-",
    cell: textCell,
  },
  {
    id: "transactionId",
    get header() {
      return t("payout.colTransaction");
    },
    accessorFn: (p) => p.transactionId ?? "-",
    // A paid payout's transaction id opens its stored invoice.
    cell: (c) =>
      c.row.original.status === "paid" && c.row.original.transactionId
        ? (
          <Link
            to="/invoice/$id"
            params={{ id: String(c.row.original.id) }}
            title={t("payout.viewInvoice")}
          >
            <bdi>{c.row.original.transactionId}</bdi>
          </Link>
        )
        : <bdi>{c.row.original.transactionId ?? "-"}</bdi>,
  },
];

/** The title and header of the page, also while a page loads or failed. */
function HistoryFrame(
  { error, notice, actions, children }: {
    error?: string | null;
    notice?: string | null;
    actions?: ReactNode;
    children: ReactNode;
  },
) {
  usePageTitle(t("admm.history.title"));
  return (
    <>
      <PageHeader title={t("admm.history.title")} actions={actions} />
      {error && <Alert>{error}</Alert>}
      {notice && <Alert tone="warning">{notice}</Alert>}
      {children}
    </>
  );
}

function Page() {
  const { status } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const filterId = useId();
  const payouts = routeApi.useLoaderData();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const exportCsv = async () => {
    setNotice(null);
    if (payouts.total === 0) {
      setNotice(t("admm.history.noData"));
      return;
    }
    try {
      // The export holds every payout of the filter, not only the page on screen.
      const all = await fetchAdminPayouts(status);
      downloadCsv(payoutCsvFileName(), payoutsCsv(all));
    } catch {
      setError(t("admm.csvFailed"));
    }
  };

  return (
    <HistoryFrame
      error={error}
      notice={notice}
      actions={
        <Button variant="secondary" onClick={exportCsv}>
          {t("admm.history.export")}
        </Button>
      }
    >
      <Card>
        <div
          className="toolbar"
          style={{
            display: "flex",
            gap: "1rem",
            alignItems: "end",
            flexWrap: "wrap",
            marginBottom: "1rem",
          }}
        >
          <div className="field" style={{ margin: 0 }}>
            <label className="field-label" htmlFor={filterId}>
              {t("payout.colStatus")}
            </label>
            <select
              id={filterId}
              className="field-input"
              value={status}
              onChange={(e) => {
                const next = e.target.value as StatusFilter;
                setNotice(null);
                navigate({ search: { status: next, page: 1 } });
              }}
            >
              {filters().map((f) => (
                <option key={f.value} value={f.value}>{f.label}</option>
              ))}
            </select>
          </div>
          <Button onClick={exportCsv}>{t("admm.downloadCsv")}</Button>
        </div>
        <DataTable
          columns={columns}
          data={payouts.rows}
          server={{
            pageIndex: payouts.pageIndex,
            pageCount: pageCountOf(payouts.total),
            onPageChange: (index) =>
              navigate({ search: (s) => ({ ...s, page: index + 1 }) }),
          }}
          emptyText={status === "all"
            ? t("admm.history.emptyAll")
            : t("admm.history.empty")}
          caption={t("payout.historyCaption")}
          stackOnPhones
        />
      </Card>
    </HistoryFrame>
  );
}
