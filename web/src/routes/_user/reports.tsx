/** /reports: the affiliate's dated report with presets, a paginated table and CSV export. */
import {
  createFileRoute,
  getRouteApi,
  stripSearchParams,
} from "@tanstack/react-router";
import { type ReactNode, useMemo, useState } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { EmptyAction } from "@/components/EmptyAction.tsx";
import { PresetOptions } from "@/components/PresetOptions.tsx";
import { SelectField, TextField } from "@/components/Field.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { api } from "@/lib/api.ts";
import { downloadCsv } from "@/lib/csv.ts";
import { karachiToday } from "@/lib/dates.ts";
import {
  dateParam,
  enumParam,
  pageParam,
  patternParam,
  searchSchema,
} from "@/lib/list_search.ts";
import { REPORT_PRESETS, reportPresetRange } from "@/lib/periods.ts";
import { t } from "@/i18n/i18n.ts";
import { reportCsv, reportFileName } from "@/lib/report_csv.ts";
import type { ReportRow } from "@/lib/tracking_api.ts";
import type { ConvertedSaleJson } from "@wire/exchange_rates.ts";
import { ConvertedSales } from "@/components/ConvertedSales.tsx";
import { SubIdReport } from "./-parts/sub_id_report.tsx";
import { currentBalance } from "./-parts/current_balance.ts";
import { countCell, moneyCell } from "@/components/Amount.tsx";

// The preset values of REPORT_PRESETS; written out so the eager route tree does not pull in lib/periods.ts.
const PRESETS = [
  "today",
  "yesterday",
  "last2",
  "last7",
  "last30",
  "last3m",
  "last7m",
  "last1y",
  "custom",
  "thisMonth",
  "lastMonth",
  "last6m",
  "thisYear",
] as const;

export const Route = createFileRoute("/_user/reports")({
  // The preset and a custom range live in the URL, so a reload or a shared link shows the same report.
  validateSearch: searchSchema({
    preset: enumParam(PRESETS, "today"),
    startDate: dateParam,
    endDate: dateParam,
    page: pageParam,
    // The report by sub-id (docs/sub-ids.md): a slot, and optionally one of its values.
    by: enumParam(["", "s1", "s2", "s3", "s4", "s5"], ""),
    byValue: patternParam(/^[A-Za-z0-9._~-]{0,100}$/, ""),
  }),
  search: {
    middlewares: [
      stripSearchParams({
        preset: "today",
        startDate: "",
        endDate: "",
        page: 1,
        by: "",
        byValue: "",
      }),
    ],
  },
  // The table pages in the browser: a page change must not fetch the report again.
  loaderDeps: ({ search: { preset, startDate, endDate } }) => ({
    preset,
    startDate,
    endDate,
  }),
  loader: async ({ deps }) => {
    const range = deps.preset === "custom"
      ? deps.startDate && deps.endDate && deps.endDate >= deps.startDate
        ? { startDate: deps.startDate, endDate: deps.endDate }
        : null
      : reportPresetRange(deps.preset);
    if (!range) return { rows: [], converted: [], range };
    const query = `startDate=${range.startDate}&endDate=${range.endDate}`;
    // Sales converted from another currency (docs/money.md); a failure leaves the report as it is.
    const converted = api<ConvertedSaleJson[]>(
      `/api/user/reports/conversions?${query}`,
    ).catch(() => []);
    try {
      return {
        rows: await api<ReportRow[]>(`/api/user/reports?${query}&dateOnly=1`),
        converted: await converted,
        range,
      };
    } catch {
      // A failed load shows an empty table (docs/product.md §8).
      return { rows: [], converted: await converted, range };
    }
  },
  pendingComponent: () => (
    <ReportFrame>
      <Loading />
    </ReportFrame>
  ),
  component: ReportsPage,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file and
// the route's options stay inlined in the eager route tree (no extra chunk on every first load).
const routeApi = getRouteApi("/_user/reports");

/** The page's title and header (with the export), also while the report loads. */
function ReportFrame(
  { onExport, children }: { onExport?: () => void; children: ReactNode },
) {
  usePageTitle(t("aff.reports.title"));
  return (
    <>
      <PageHeader
        title={t("aff.reports.title")}
        actions={
          <Button
            type="button"
            variant="secondary"
            onClick={onExport}
            disabled={!onExport}
          >
            {t("aff.reports.export")}
          </Button>
        }
      />
      {children}
    </>
  );
}

/** The report screen: the preset (or an applied custom range) goes to the URL, and the loader fetches. */
function ReportsPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const { rows, converted, range } = routeApi.useLoaderData();
  // The select and the custom dates are drafts: a custom range reaches the URL on Apply.
  const [preset, setPreset] = useState<string>(search.preset);
  const [from, setFrom] = useState(search.startDate);
  const [to, setTo] = useState(search.endDate);
  const [formError, setFormError] = useState<string | null>(null);

  const choose = (value: string) => {
    setPreset(value);
    setFormError(null);
    if (value !== "custom") {
      // The cast names the search's own type, not PRESETS: the page must not reference the eager tree's constants.
      navigate({
        search: (s) => ({
          preset: value as typeof s.preset,
          startDate: "",
          endDate: "",
        }),
      });
    }
  };
  const applyCustom = () => {
    if (!from || !to) {
      return setFormError(t("aff.reports.bothDates"));
    }
    if (to < from) return setFormError(t("aff.reports.endBeforeStart"));
    setFormError(null);
    navigate({ search: { preset: "custom", startDate: from, endDate: to } });
  };
  const exportCsv = async () => {
    if (rows.length === 0) {
      globalThis.alert(t("aff.reports.noData"));
      return;
    }
    try {
      downloadCsv(
        reportFileName(karachiToday()),
        reportCsv(rows, await currentBalance()),
      );
    } catch {
      globalThis.alert(t("aff.reports.csvFailed"));
    }
  };

  const columns = useMemo<DataColumn<ReportRow>[]>(() => [
    { id: "date", accessorKey: "date", header: t("payout.colDate") },
    {
      id: "clicks",
      accessorKey: "clicks",
      header: t("app.clicks"),
      cell: countCell,
    },
    {
      id: "sales",
      accessorKey: "sales",
      header: t("app.sales"),
      cell: countCell,
    },
    {
      id: "earnings",
      accessorKey: "earnings",
      header: t("app.earnings"),
      cell: moneyCell,
    },
    {
      id: "payouts",
      accessorKey: "payouts",
      header: t("aff.nav.payouts"),
      cell: moneyCell,
    },
    {
      id: "balance",
      accessorKey: "balance",
      header: t("aff.payout.balance"),
      cell: moneyCell,
    },
  ], []);

  return (
    <ReportFrame onExport={exportCsv}>
      <div className="filter-bar">
        <SelectField
          label={t("aff.reports.range")}
          value={preset}
          onChange={(e) => choose(e.target.value)}
        >
          <PresetOptions presets={REPORT_PRESETS} />
        </SelectField>
        {preset === "custom" && (
          <>
            <TextField
              label={t("aff.reports.start")}
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
            <TextField
              label={t("aff.reports.end")}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
            />
            <Button type="button" onClick={applyCustom}>
              {t("aff.stats.apply")}
            </Button>
          </>
        )}
      </div>
      {formError && <Alert>{formError}</Alert>}
      <DataTable
        key={`${search.preset}-${search.startDate}-${search.endDate}`}
        columns={columns}
        data={rows}
        pageSize={10}
        page={{
          index: search.page - 1,
          onChange: (index) =>
            navigate({ search: (s) => ({ ...s, page: index + 1 }) }),
        }}
        caption={t("aff.reports.title")}
        stackOnPhones
        emptyText={t("aff.reports.empty")}
        emptyHint={t("aff.empty.reportHint")}
        emptyAction={
          <EmptyAction to="/my-links">{t("aff.empty.shareLinks")}</EmptyAction>
        }
      />
      <ConvertedSales rows={converted} />
      <SubIdReport
        range={range}
        by={search.by}
        value={search.byValue}
        onChange={(by, byValue) =>
          navigate({ search: (s) => ({ ...s, by, byValue }) })}
      />
    </ReportFrame>
  );
}
