/**
 * /admin/overview: the "Get started" checklist while a step is left, then the platform's figures for a period (the
 * admin stats presets, in the URL): a daily chart, rates, top affiliates, products and sources, the money owed now.
 * Every figure links to the list behind it.
 */
import { AdminBreakdown } from "./-parts/admin_breakdown.tsx";
import {
  createFileRoute,
  getRouteApi,
  Link,
  stripSearchParams,
} from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { GetStartedJson, OverviewJson } from "@wire/insight.ts";
import { GetStarted } from "./-parts/get_started.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { EmptyState } from "@/components/EmptyState.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import {
  AdminPeriodFilter,
  adminRangeOf,
} from "@/components/AdminPeriodFilter.tsx";
import { DailyLinesChart } from "@/components/DailyLinesChart.tsx";
import { api } from "@/lib/api.ts";
import {
  dateParam,
  enumParam,
  idParam,
  searchSchema,
} from "@/lib/list_search.ts";
import { formatCount, formatDollars } from "@/lib/money.ts";
import { t } from "@/i18n/i18n.ts";
import {
  COLORS,
  FigureLink,
  OwedNow,
  TopAffiliates,
  TopProducts,
  TopSources,
} from "./-parts/overview_cards.tsx";

// The preset values of ADMIN_PRESETS, as on /admin/stats.
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

export const Route = createFileRoute("/_admin/admin/overview")({
  validateSearch: searchSchema({
    preset: enumParam(PRESETS, "thisMonth"),
    startDate: dateParam,
    endDate: dateParam,
    // The breakdown's filters (issue 26); 0: all.
    userId: idParam,
    productId: idParam,
    sourceId: idParam,
  }),
  search: {
    middlewares: [
      stripSearchParams({
        preset: "thisMonth",
        startDate: "",
        endDate: "",
        userId: 0,
        productId: 0,
        sourceId: 0,
      }),
    ],
  },
  // The breakdown's filters reload only the panel, not the overview.
  loaderDeps: ({ search: { preset, startDate, endDate } }) => ({
    preset,
    startDate,
    endDate,
  }),
  loader: async ({ deps }) => {
    const range = adminRangeOf(deps.preset, deps.startDate, deps.endDate);
    // The checklist is a help, never a reason the figures fail: a failed read just leaves it out.
    const [overview, start] = await Promise.all([
      range
        ? api<OverviewJson>(
          `/api/admin/overview?from=${range.startDate}&to=${range.endDate}`,
        )
        : null,
      api<GetStartedJson>("/api/admin/get-started").catch(() => null),
    ]);
    return { overview, start };
  },
  pendingComponent: () => (
    <OverviewFrame>
      <Loading text={t("adm.overview.loading")} />
    </OverviewFrame>
  ),
  errorComponent: ({ error }) => (
    <OverviewFrame>
      <Alert>
        {error instanceof Error && error.message
          ? t("adm.overview.loadFailedWith", { message: error.message })
          : t("adm.overview.loadFailed")}
      </Alert>
    </OverviewFrame>
  ),
  component: OverviewPage,
});

const routeApi = getRouteApi("/_admin/admin/overview");

/** The title, header and period filter, also while loading or after a failure. */
function OverviewFrame(
  { children, lead }: { children: ReactNode; lead?: ReactNode },
) {
  usePageTitle(t("adm.overview.title"));
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  return (
    <>
      <PageHeader title={t("adm.overview.title")} />
      {lead}
      <AdminPeriodFilter
        period={search}
        onChange={(next) =>
          navigate({
            search: (s) => ({
              ...next,
              preset: next.preset as typeof s.preset,
            }),
          })}
      />
      {children}
    </>
  );
}

/** The overview screen. */
function OverviewPage() {
  const { overview: data, start } = routeApi.useLoaderData();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const checklist = start && <GetStarted list={start} />;
  if (!data) {
    return (
      <OverviewFrame lead={checklist}>
        <EmptyState title={t("adm.overview.pickRange")} />
      </OverviewFrame>
    );
  }
  // The stats list of the same period.
  const statsSearch = {
    preset: search.preset,
    startDate: search.startDate,
    endDate: search.endDate,
    page: 1,
  };
  const totals = data.totals;
  const quiet = totals.clicks === 0 && totals.sales === 0 &&
    totals.commission === 0 && totals.revenue === 0;
  const statsLink = (content: ReactNode) => (
    <Link
      to="/admin/stats"
      search={statsSearch}
      className="card overview-figure"
    >
      {content}
    </Link>
  );
  return (
    <OverviewFrame lead={checklist}>
      <p className="muted">
        {data.from === data.to
          ? data.from
          : t("adm.overview.range", { from: data.from, to: data.to })}
      </p>
      <section
        aria-label={t("adm.overview.figures")}
        className="overview-figures"
      >
        <FigureLink label={t("app.clicks")} value={formatCount(totals.clicks)}>
          {statsLink}
        </FigureLink>
        <FigureLink label={t("app.sales")} value={formatCount(totals.sales)}>
          {statsLink}
        </FigureLink>
        <FigureLink
          label={t("adm.overview.revenue")}
          value={formatDollars(totals.revenue)}
        >
          {(c) => (
            <Link to="/admin/sources" className="card overview-figure">
              {c}
            </Link>
          )}
        </FigureLink>
        <FigureLink
          label={t("adm.overview.commission")}
          value={formatDollars(totals.commission)}
        >
          {statsLink}
        </FigureLink>
        <FigureLink
          label={t("adm.overview.conversionRate")}
          value={`${totals.conversionRate}%`}
        >
          {statsLink}
        </FigureLink>
        <FigureLink
          label={t("adm.overview.earningsPerClick")}
          value={formatDollars(totals.earningsPerClick)}
        >
          {statsLink}
        </FigureLink>
      </section>
      {quiet ? <EmptyState title={t("adm.overview.quiet")} /> : (
        <DailyLinesChart
          title={t("adm.overview.perDay")}
          dates={data.days.map((d) => d.date)}
          series={[
            {
              label: t("app.clicks"),
              color: COLORS.clicks,
              values: data.days.map((d) => d.clicks),
            },
            {
              label: t("app.sales"),
              color: COLORS.sales,
              values: data.days.map((d) => d.sales),
            },
            {
              label: t("adm.overview.revenue"),
              color: COLORS.revenue,
              values: data.days.map((d) => d.revenue),
              format: formatDollars,
            },
            {
              label: t("adm.overview.commission"),
              color: COLORS.commission,
              values: data.days.map((d) => d.commission),
              format: formatDollars,
            },
          ]}
        />
      )}
      <div className="overview-grid">
        <TopAffiliates affiliates={data.topAffiliates} />
        <TopProducts products={data.topProducts} />
        <TopSources
          sources={data.topSources}
          statsLink={(name) => (
            <Link to="/admin/stats" search={statsSearch}>{name}</Link>
          )}
        />
        <OwedNow owed={data.owed} />
      </div>
      <AdminBreakdown
        data={data}
        filters={search}
        onFilter={(f) => navigate({ search: (s) => ({ ...s, ...f }) })}
      />
    </OverviewFrame>
  );
}
