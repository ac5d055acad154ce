/** /admin/stats: platform stat rows (paged on the server) with docs/product.md's date presets and the range's totals. */
import {
  createFileRoute,
  getRouteApi,
  stripSearchParams,
} from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { FiguresJson } from "@wire/common.ts";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { textCell } from "@/components/TextCell.tsx";
import {
  AdminPeriodFilter,
  adminRangeOf,
} from "@/components/AdminPeriodFilter.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { api } from "@/lib/api.ts";
import {
  dateParam,
  enumParam,
  pageParam,
  searchSchema,
} from "@/lib/list_search.ts";
import { PAGE_SIZE, pageCountOf, pageQuery } from "@/lib/paged_list.ts";
import type { DateRange } from "@/lib/periods.ts";
import { type StatRow } from "@/lib/tracking_api.ts";
import { FigureCards } from "@/components/FigureCards.tsx";
import { readyArea, t } from "@/i18n/i18n.ts";
import { EmptyAction } from "@/components/EmptyAction.tsx";
import { countCell, moneyCell } from "@/components/Amount.tsx";

// The preset values of ADMIN_PRESETS; written out so the eager route tree does not pull in lib/periods.ts.
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
  // The area's texts (English, and Urdu for an Urdu reader) before the page renders; a bare import of
  // areas/admin_catalog.ts here would stay in the eager route tree that every first load fetches.
  beforeLoad: () => readyArea("admin_catalog"),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) =>
    loadStats(
      adminRangeOf(deps.preset, deps.startDate, deps.endDate),
      deps.page,
    ),
  pendingComponent: () => (
    <StatsFrame>
      <Loading />
    </StatsFrame>
  ),
  errorComponent: () => (
    <StatsFrame>
      <Alert>{t("admc.stats.loadFailed")}</Alert>
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

/** The page's title, header and filters, also while a page loads or failed (so another range can be picked). */
function StatsFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("admc.stats.title"));
  return (
    <>
      <PageHeader title={t("admc.stats.title")} />
      <StatsFilters />
      {children}
    </>
  );
}

/** The table's columns, their headers read at render time (a language switch remounts the page). */
const columns = (): DataColumn<StatRow>[] => [
  { id: "date", accessorKey: "date", header: t("admc.date") },
  { id: "user", accessorKey: "user", header: t("admc.user"), cell: textCell },
  {
    id: "product",
    accessorKey: "product",
    header: t("admc.product"),
    cell: textCell,
  },
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
];

/** The period filter; a change goes to the URL (and back to page 1). */
function StatsFilters() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  return (
    <AdminPeriodFilter
      period={search}
      onChange={(next) =>
        // The cast names the search's own type, not PRESETS: the page must not reference the eager tree's constants.
        navigate({
          search: (s) => ({
            ...next,
            preset: next.preset as typeof s.preset,
            page: 1,
          }),
        })}
    />
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
        columns={columns()}
        data={stats.rows}
        emptyText={t("admc.stats.none")}
        emptyHint={t("admc.stats.noneHint")}
        emptyAction={
          <EmptyAction to="/admin/sources">
            {t("admc.stats.connect")}
          </EmptyAction>
        }
        caption={t("admc.stats.caption")}
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
