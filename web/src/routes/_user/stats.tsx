/** /stats: My Stats — a period dropdown (with a custom range), three figure cards and a bar chart. */
import {
  createFileRoute,
  getRouteApi,
  stripSearchParams,
} from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import type { FiguresJson } from "@wire/common.ts";
import type { PeriodTotals } from "@wire/stats.ts";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Button } from "@/components/Button.tsx";
import { FiguresChart } from "@/components/FiguresChart.tsx";
import { SelectField, TextField } from "@/components/Field.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { api } from "@/lib/api.ts";
import {
  dateParam,
  enumParam,
  patternParam,
  searchSchema,
} from "@/lib/list_search.ts";
import { periodLabel, STATS_PERIODS } from "@/lib/periods.ts";
import { t } from "@/i18n/i18n.ts";
import { rangeQuery } from "@/lib/tracking_api.ts";
import { FigureCards } from "@/components/FigureCards.tsx";
import { BreakdownPanel } from "@/components/BreakdownPanel.tsx";
import type { DailyFiguresJson, ProductFiguresJson } from "@wire/insight.ts";
import { type Trends, TrendsSection } from "./-parts/stats_trends.tsx";

const CUSTOM = "Custom Range";
// Stats open on the month so far: a day is too short to show a trend (docs/first-week.md "Stats that answer").
const DEFAULT_PERIOD = "This Month";

export const Route = createFileRoute("/_user/stats")({
  // The period and an applied custom range live in the URL. The period is only shaped here (the list is the
  // domain's, kept out of the eager route tree); an unknown one reads as This Month, where the page opens.
  validateSearch: searchSchema({
    period: patternParam(/^[\w ]{1,40}$/, DEFAULT_PERIOD),
    startDate: dateParam,
    endDate: dateParam,
    // The trend of one sub-id value (docs/sub-ids.md); the value is checked again by the API.
    sub: enumParam(["s1", "s2", "s3", "s4", "s5"], "s1"),
    subValue: patternParam(/^[A-Za-z0-9._~-]{0,100}$/, ""),
  }),
  search: {
    middlewares: [
      stripSearchParams({
        period: DEFAULT_PERIOD,
        startDate: "",
        endDate: "",
        sub: "s1",
        subValue: "",
      }),
    ],
  },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) =>
    loadStats(
      periodOf(deps.period),
      deps.startDate,
      deps.endDate,
      deps.subValue ? `&${deps.sub}=${deps.subValue}` : "",
    ),
  pendingComponent: () => (
    <StatsFrame>
      <p className="loading-text">{t("aff.stats.loading")}</p>
    </StatsFrame>
  ),
  errorComponent: () => (
    <StatsFrame>
      <p className="error-text" role="alert">
        {t("aff.stats.loadFailed")}
      </p>
    </StatsFrame>
  ),
  component: MyStatsPage,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file and
// the route's options stay inlined in the eager route tree (no extra chunk on every first load).
const routeApi = getRouteApi("/_user/stats");

const ZERO: FiguresJson = { clicks: 0, sales: 0, earnings: 0 };

/** The URL's period if it is one of the list, else This Month. */
function periodOf(period: string): string {
  return (STATS_PERIODS as readonly string[]).includes(period)
    ? period
    : DEFAULT_PERIOD;
}

/** The figures of a period; a custom range without both dates is zero, with no call. */
async function loadFigures(
  period: string,
  startDate: string,
  endDate: string,
): Promise<FiguresJson> {
  if (period === CUSTOM && !(startDate && endDate && endDate >= startDate)) {
    return ZERO;
  }
  const f = await api<FiguresJson | PeriodTotals>(
    period === CUSTOM
      ? `/api/stats${rangeQuery(startDate, endDate)}`
      : `/api/stats/user/date-range?filter=${encodeURIComponent(period)}`,
  );
  return { clicks: f.clicks, sales: f.sales, earnings: f.earnings };
}

/** The page's title, header and period controls, also while the figures load or failed. */
function StatsFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("aff.stats.title"));
  return (
    <>
      <PageHeader title={t("aff.stats.title")} />
      <PeriodFilter />
      {children}
    </>
  );
}

/** The period select and, for a custom range, the dates and Apply; a choice goes to the URL. */
function PeriodFilter() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const period = periodOf(search.period);
  const [from, setFrom] = useState(search.startDate);
  const [to, setTo] = useState(search.endDate);
  const custom = period === CUSTOM;
  const canApply = from !== "" && to !== "" && to >= from;

  const choose = (value: string) => {
    // A non-custom period resets the custom dates.
    if (value !== CUSTOM) {
      setFrom("");
      setTo("");
    }
    navigate({ search: { period: value, startDate: "", endDate: "" } });
  };

  return (
    <div className="filter-bar">
      <SelectField
        label={t("aff.stats.period")}
        value={period}
        onChange={(e) => choose(e.target.value)}
      >
        {STATS_PERIODS.map((p) => (
          <option key={p} value={p}>{periodLabel(p)}</option>
        ))}
      </SelectField>
      {custom && (
        <>
          <TextField
            label={t("aff.stats.from")}
            type="date"
            value={from}
            onChange={(e) => {
              setFrom(e.target.value);
              if (to && e.target.value > to) setTo("");
            }}
          />
          <TextField
            label={t("aff.stats.to")}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
          />
          <Button
            type="button"
            disabled={!canApply}
            onClick={() =>
              navigate({
                search: { period: CUSTOM, startDate: from, endDate: to },
              })}
          >
            {t("aff.stats.apply")}
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * The period's figures, and below them its daily line and per-product breakdown (null when there is no range).
 * `picking` is a custom range without its dates: the figures are zero (no call, as the spec says) and the page
 * asks for the dates instead of showing zeros.
 */
interface MyStats {
  figures: FiguresJson;
  trends: Trends | null;
  picking?: boolean;
}

/** The figures (as before) and the trends of a period; a failed trend call shows in its own section only. */
async function loadStats(
  period: string,
  startDate: string,
  endDate: string,
  subFilter: string,
): Promise<MyStats> {
  const custom = period === CUSTOM;
  if (custom && !(startDate && endDate && endDate >= startDate)) {
    return { figures: ZERO, trends: null, picking: true };
  }
  const query = custom
    ? `?filter=${
      encodeURIComponent(CUSTOM)
    }&startDate=${startDate}&endDate=${endDate}`
    : `?filter=${encodeURIComponent(period)}`;
  const [figures, trends] = await Promise.all([
    loadFigures(period, startDate, endDate),
    Promise.all([
      api<DailyFiguresJson>(`/api/stats/daily${query}${subFilter}`),
      api<ProductFiguresJson>(`/api/stats/products${query}`),
    ]).then(
      ([daily, products]): Trends => ({ daily, products }),
      (e): Trends => ({
        error: e instanceof Error && e.message
          ? e.message
          : t("aff.stats.dailyFailed"),
      }),
    ),
  ]);
  return { figures, trends };
}

/** The affiliate's stats for the URL's period. */
function MyStatsPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const { figures, trends, picking } = routeApi.useLoaderData();
  if (picking) {
    return (
      <StatsFrame>
        <p className="card pick-dates" data-testid="pick-dates">
          {t("aff.stats.pickDates")}
        </p>
      </StatsFrame>
    );
  }
  return (
    <StatsFrame>
      <FigureCards
        figures={figures}
        period={periodLabel(periodOf(search.period))}
      />
      <FiguresChart
        title={periodLabel(periodOf(search.period))}
        figures={figures}
      />
      <TrendsSection
        trends={trends}
        sub={search.sub}
        subValue={search.subValue}
        onSubId={(sub, subValue) =>
          navigate({ search: (s) => ({ ...s, sub, subValue }) })}
      />
      {trends && !("error" in trends) && (
        <BreakdownPanel
          from={trends.daily.startDate}
          to={trends.daily.endDate}
        />
      )}
    </StatsFrame>
  );
}
