/** /admin/stats: platform stat rows (paged on the server) with docs/product.md's date presets and the range's totals. */
import {
  createFileRoute,
  getRouteApi,
  stripSearchParams,
} from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import type { FiguresJson } from "../../../../../wire/common.ts";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { Alert } from "../../../components/Alert.tsx";
import { type DataColumn, DataTable } from "../../../components/DataTable.tsx";
import { SelectField, TextField } from "../../../components/Field.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Loading } from "../../../components/Spinner.tsx";
import { api } from "../../../lib/api.ts";
import {
  dateParam,
  enumParam,
  pageParam,
  searchSchema,
} from "../../../lib/list_search.ts";
import { PAGE_SIZE, pageCountOf, pageQuery } from "../../../lib/paged_list.ts";
import { formatDollars } from "../../../lib/money.ts";
import {
  ADMIN_PRESETS,
  type AdminCustom,
  adminPresetRange,
  type DateRange,
} from "../../../lib/periods.ts";
import { type StatRow } from "../../../lib/tracking_api.ts";
import { FigureCards } from "../../../components/FigureCards.tsx";

// The preset values of ADMIN_PRESETS; written out so the eager route tree does not pull in lib/periods.ts.
const PRESETS = [
  "today",
  "yesterday",
  "7days",
  "thisMonth",
  "lastMonth",
  "last3m",
  "last6m",
  "last1y",
  "customDay",
  "customMonth",
  "customYear",
  "customRange",
] as const;

export const Route = createFileRoute("/_admin/admin/stats")({
  // The preset, a custom preset's range and the page live in the URL; a custom preset without a range shows nothing.
  validateSearch: searchSchema({
    preset: enumParam(PRESETS, "today"),
    startDate: dateParam,
    endDate: dateParam,
    page: pageParam,
  }),
  search: {
    middlewares: [
      stripSearchParams({
        preset: "today",
        startDate: "",
        endDate: "",
        page: 1,
      }),
    ],
  },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) =>
    loadStats(rangeOf(deps.preset, deps.startDate, deps.endDate), deps.page),
  pendingComponent: () => (
    <StatsFrame>
      <Loading />
    </StatsFrame>
  ),
  errorComponent: () => (
    <StatsFrame>
      <Alert>Failed to load stats.</Alert>
    </StatsFrame>
  ),
  component: AdminStatsPage,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file and
// the route's options stay inlined in the eager route tree (no extra chunk on every first load).
const routeApi = getRouteApi("/_admin/admin/stats");

const ZERO: FiguresJson = { clicks: 0, sales: 0, earnings: 0 };

/** One page of stat rows, with the count and totals the server sums over the whole range. */
interface StatsPage {
  rows: StatRow[];
  count: number;
  totals: FiguresJson;
  pageIndex: number;
}

/** The range a search stands for: a fixed preset ends today; a custom one is the URL's range, if it is one. */
function rangeOf(
  preset: string,
  startDate: string,
  endDate: string,
): DateRange | null {
  if (!preset.startsWith("custom")) return adminPresetRange(preset);
  return startDate && endDate && endDate >= startDate
    ? { startDate, endDate }
    : null;
}

/** GET /api/stats/all for `page` (1-based) of `range`; the totals come in X-Total-* headers. */
async function loadStats(
  range: DateRange | null,
  page: number,
): Promise<StatsPage> {
  if (!range) return { rows: [], count: 0, totals: ZERO, pageIndex: 0 };
  let headers: Headers | null = null;
  const rows = await api<StatRow[]>(
    `/api/stats/all?${pageQuery(page - 1, { ...range })}`,
    {
      onHeaders: (h) => {
        headers = h;
      },
    },
  );
  const h = headers as Headers | null;
  const n = (name: string) => Number(h?.get(name) ?? 0) || 0;
  return {
    rows,
    count: h?.has("x-total-count") ? n("x-total-count") : rows.length,
    totals: {
      clicks: n("x-total-clicks"),
      sales: n("x-total-sales"),
      earnings: n("x-total-earnings"),
    },
    pageIndex: page - 1,
  };
}

/** The custom inputs that show a search's range (the day, month, year or from/to it was picked as). */
function customOf(preset: string, startDate: string, endDate: string) {
  switch (preset) {
    case "customDay":
      return { day: startDate };
    case "customMonth":
      return { month: startDate.slice(0, 7) };
    case "customYear":
      return { year: startDate.slice(0, 4) };
    case "customRange":
      return { from: startDate, to: endDate };
    default:
      return {};
  }
}

/** The page's title, header and filters, also while a page loads or failed (so another range can be picked). */
function StatsFrame({ children }: { children: ReactNode }) {
  usePageTitle("View Stats");
  return (
    <>
      <PageHeader title="View Stats" />
      <StatsFilters />
      {children}
    </>
  );
}

const columns: DataColumn<StatRow>[] = [
  { id: "date", accessorKey: "date", header: "Date" },
  { id: "user", accessorKey: "user", header: "User" },
  { id: "product", accessorKey: "product", header: "Product" },
  { id: "clicks", accessorKey: "clicks", header: "Clicks" },
  { id: "sales", accessorKey: "sales", header: "Sales" },
  {
    id: "earnings",
    accessorKey: "earnings",
    header: "Earnings",
    cell: (i) => formatDollars(i.getValue() as number),
  },
];

/** The preset select and a custom preset's inputs; a change goes to the URL. */
function StatsFilters() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const { preset } = search;
  // What is typed into a custom preset's inputs; it reaches the URL once it makes a range.
  const [custom, setCustom] = useState<AdminCustom>(() =>
    customOf(search.preset, search.startDate, search.endDate)
  );

  const apply = (nextPreset: string, nextCustom: AdminCustom) => {
    const range = nextPreset.startsWith("custom")
      ? adminPresetRange(nextPreset, nextCustom)
      : null;
    // The cast names the search's own type, not PRESETS: the page must not reference the eager tree's constants.
    navigate({
      search: (s) => ({
        preset: nextPreset as typeof s.preset,
        startDate: range?.startDate ?? "",
        endDate: range?.endDate ?? "",
        page: 1,
      }),
    });
  };
  const setC =
    (name: keyof AdminCustom) => (e: { target: { value: string } }) => {
      const next = { ...custom, [name]: e.target.value };
      setCustom(next);
      apply(preset, next);
    };

  return (
    <div className="filter-bar">
      <SelectField
        label="Date range"
        value={preset}
        onChange={(e) => {
          setCustom({});
          apply(e.target.value, {});
        }}
      >
        {ADMIN_PRESETS.map((p) => (
          <option key={p.value} value={p.value}>{p.label}</option>
        ))}
      </SelectField>
      {preset === "customDay" && (
        <TextField
          label="Day"
          type="date"
          value={custom.day ?? ""}
          onChange={setC("day")}
        />
      )}
      {preset === "customMonth" && (
        <TextField
          label="Month"
          type="month"
          value={custom.month ?? ""}
          onChange={setC("month")}
        />
      )}
      {preset === "customYear" && (
        <TextField
          label="Year"
          type="number"
          min={2000}
          max={2100}
          value={custom.year ?? ""}
          onChange={setC("year")}
        />
      )}
      {preset === "customRange" && (
        <>
          <TextField
            label="From"
            type="date"
            value={custom.from ?? ""}
            onChange={setC("from")}
          />
          <TextField
            label="To"
            type="date"
            min={custom.from}
            value={custom.to ?? ""}
            onChange={setC("to")}
          />
        </>
      )}
    </div>
  );
}

/** The admin stats screen: the preset (and custom inputs) change the URL, and the loader fetches. */
function AdminStatsPage() {
  const navigate = routeApi.useNavigate();
  const stats = routeApi.useLoaderData();
  return (
    <StatsFrame>
      <FigureCards figures={stats.totals} />
      <DataTable
        columns={columns}
        data={stats.rows}
        emptyText="No stats found."
        caption="Stats"
        stackOnPhones
        server={{
          pageIndex: stats.pageIndex,
          pageCount: pageCountOf(stats.count, PAGE_SIZE),
          onPageChange: (index) =>
            navigate({ search: (s) => ({ ...s, page: index + 1 }) }),
        }}
      />
    </StatsFrame>
  );
}
