/**
 * /admin/reports/margin: what the operator keeps over a period (the admin presets, in the URL): revenue, affiliate
 * payout, withholding tax and margin per offer, affiliate, source or goal, with totals, a daily chart and the CSV.
 */
import {
  createFileRoute,
  getRouteApi,
  stripSearchParams,
} from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { MarginReportJson } from "@wire/margin.ts";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { EmptyState } from "@/components/EmptyState.tsx";
import { SelectField } from "@/components/Field.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { DataTable } from "@/components/DataTable.tsx";
import {
  AdminPeriodFilter,
  adminRangeOf,
} from "@/components/AdminPeriodFilter.tsx";
import { DailyLinesChart } from "@/components/DailyLinesChart.tsx";
import { api, messageOf } from "@/lib/api.ts";
import { downloadCsv } from "@/lib/csv.ts";
import { dateParam, enumParam, searchSchema } from "@/lib/list_search.ts";
import { formatDollars } from "@/lib/money.ts";
import { useAction } from "@/lib/use_action.ts";
import { readyArea, t } from "@/i18n/i18n.ts";
import {
  columnsFor,
  type Group,
  GROUP_LABELS,
  GROUPS,
  type Row,
} from "./-parts/margin_columns.tsx";

// The preset values of ADMIN_PRESETS, as on /admin/overview.
const PRESETS = [
  "today",
  "yesterday",
  "7days",
  "thisMonth",
  "lastMonth",
  "last3m",
  "last6m",
  "thisYear",
  "last1y",
  "customDay",
  "customMonth",
  "customYear",
  "customRange",
] as const;

export const Route = createFileRoute("/_admin/admin/reports/margin")({
  validateSearch: searchSchema({
    preset: enumParam(PRESETS, "thisMonth"),
    startDate: dateParam,
    endDate: dateParam,
    groupBy: enumParam(GROUPS, "offer"),
  }),
  search: {
    middlewares: [
      stripSearchParams({
        preset: "thisMonth",
        startDate: "",
        endDate: "",
        groupBy: "offer",
      }),
    ],
  },
  beforeLoad: () => readyArea("admin_money"),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const range = adminRangeOf(deps.preset, deps.startDate, deps.endDate);
    if (!range) return null;
    return await api<MarginReportJson>(
      `/api/admin/reports/margin?from=${range.startDate}&to=${range.endDate}&groupBy=${deps.groupBy}`,
    );
  },
  pendingComponent: () => (
    <MarginFrame>
      <Card>
        <Loading text={t("admm.margin.loading")} />
      </Card>
    </MarginFrame>
  ),
  errorComponent: ({ error }) => (
    <MarginFrame>
      <Alert>{messageOf(error, t("admm.margin.loadFailed"))}</Alert>
    </MarginFrame>
  ),
  component: MarginPage,
});

// Read through getRouteApi, not Route (docs/web.md).
const routeApi = getRouteApi("/_admin/admin/reports/margin");

/** The title, header, period and grouping, also while loading or after a failure. */
function MarginFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("admm.margin.title"));
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  return (
    <>
      <PageHeader
        title={t("admm.margin.title")}
        subtitle={t("admm.margin.subtitle")}
      />
      <div className="margin-filters">
        <AdminPeriodFilter
          period={search}
          onChange={(next) =>
            navigate({
              search: (s) => ({
                ...s,
                ...next,
                preset: next.preset as typeof s.preset,
              }),
            })}
        />
        <SelectField
          label={t("admm.margin.groupBy")}
          value={search.groupBy}
          onChange={(e) =>
            navigate({
              search: (s) => ({ ...s, groupBy: e.target.value as Group }),
            })}
        >
          {GROUPS.map((g) => (
            <option key={g} value={g}>{t(GROUP_LABELS[g])}</option>
          ))}
        </SelectField>
      </div>
      {children}
    </>
  );
}

const COLORS = { revenue: "#7c3aed", payout: "#eab308", margin: "#16a34a" };

/** The report. */
function MarginPage() {
  const data = routeApi.useLoaderData();
  const { busy, error, run } = useAction();
  if (!data) {
    return (
      <MarginFrame>
        <EmptyState title={t("admm.margin.pickRange")} />
      </MarginFrame>
    );
  }
  const group = data.groupBy;
  const download = () =>
    run(async () => {
      const text = await api<string>(
        `/api/admin/reports/margin?from=${data.from}&to=${data.to}&groupBy=${group}&format=csv`,
      );
      downloadCsv(`margin_${group}_${data.from}_${data.to}.csv`, String(text));
    }, t("admm.csvFailed"));
  const totals = data.totals;
  const rows: Row[] = data.rows.length === 0 ? [] : [
    ...data.rows,
    { key: "", name: t("admm.margin.total"), ...totals, total: true },
  ];
  return (
    <MarginFrame>
      {error && <Alert>{error.message}</Alert>}
      <p className="muted">
        {data.from === data.to
          ? data.from
          : t("adm.overview.range", { from: data.from, to: data.to })}
      </p>
      <Card title={t("admm.margin.totals")}>
        <dl className="tax-report-totals" data-testid="margin-totals">
          <div>
            <dt>{t("admm.margin.colRevenue")}</dt>
            <dd className="ltr">{formatDollars(totals.revenue)}</dd>
          </div>
          <div>
            <dt>{t("admm.margin.colPayout")}</dt>
            <dd className="ltr">{formatDollars(totals.affiliatePayout)}</dd>
          </div>
          <div>
            <dt>{t("admm.margin.colWithholding")}</dt>
            <dd className="ltr">{formatDollars(totals.withholdingTax)}</dd>
          </div>
          <div>
            <dt>{t("admm.margin.colMargin")}</dt>
            <dd className="ltr" data-testid="margin-total">
              {formatDollars(totals.margin)}
            </dd>
          </div>
        </dl>
        <p className="muted">{t("admm.margin.withholdingNote")}</p>
      </Card>
      {data.rows.length === 0
        ? <EmptyState title={t("admm.margin.empty")} />
        : (
          <DailyLinesChart
            title={t("admm.margin.perDay")}
            dates={data.days.map((d) => d.date)}
            series={[
              {
                id: "revenue",
                label: t("admm.margin.colRevenue"),
                color: COLORS.revenue,
                values: data.days.map((d) => d.revenue),
                format: formatDollars,
              },
              {
                id: "payout",
                label: t("admm.margin.colPayout"),
                color: COLORS.payout,
                values: data.days.map((d) => d.affiliatePayout),
                format: formatDollars,
              },
              {
                id: "margin",
                label: t("admm.margin.colMargin"),
                color: COLORS.margin,
                values: data.days.map((d) => d.margin),
                format: formatDollars,
              },
            ]}
          />
        )}
      <Card title={t("admm.margin.byGroup", { group: t(GROUP_LABELS[group]) })}>
        <div className="admin-form-actions">
          <Button
            variant="secondary"
            busy={busy}
            disabled={data.rows.length === 0}
            onClick={download}
          >
            {t("admm.downloadCsv")}
          </Button>
        </div>
        <DataTable
          columns={columnsFor(group)}
          data={rows}
          emptyText={t("admm.margin.empty")}
          caption={t("admm.margin.caption", {
            group: t(GROUP_LABELS[group]),
            from: data.from,
            to: data.to,
          })}
          stackOnPhones
          pageSize={Math.max(10, rows.length)}
          rowProps={(r) =>
            r.total
              ? { className: "margin-total-row", id: "margin-total-row" }
              : { id: `margin-row-${r.key}` }}
        />
      </Card>
    </MarginFrame>
  );
}
