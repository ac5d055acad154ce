/**
 * /admin/overview: the platform's figures for a period (the admin stats presets, in the URL): a daily chart of
 * clicks, sales, revenue and commission, rates, top affiliates, products and sources, and the money owed now.
 * Every figure links to the list behind it.
 */
import {
  createFileRoute,
  getRouteApi,
  Link,
  stripSearchParams,
} from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { OverviewJson } from "../../../../../wire/insight.ts";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { Alert } from "../../../components/Alert.tsx";
import { EmptyState } from "../../../components/EmptyState.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Loading } from "../../../components/Spinner.tsx";
import {
  AdminPeriodFilter,
  adminRangeOf,
} from "../../../components/AdminPeriodFilter.tsx";
import { DailyLinesChart } from "../../../components/DailyLinesChart.tsx";
import { api } from "../../../lib/api.ts";
import {
  dateParam,
  enumParam,
  searchSchema,
} from "../../../lib/list_search.ts";
import { formatDollars } from "../../../lib/money.ts";

// The preset values of ADMIN_PRESETS, as on /admin/stats.
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

export const Route = createFileRoute("/_admin/admin/overview")({
  validateSearch: searchSchema({
    preset: enumParam(PRESETS, "thisMonth"),
    startDate: dateParam,
    endDate: dateParam,
  }),
  search: {
    middlewares: [
      stripSearchParams({ preset: "thisMonth", startDate: "", endDate: "" }),
    ],
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const range = adminRangeOf(deps.preset, deps.startDate, deps.endDate);
    if (!range) return null;
    return await api<OverviewJson>(
      `/api/admin/overview?from=${range.startDate}&to=${range.endDate}`,
    );
  },
  pendingComponent: () => (
    <OverviewFrame>
      <Loading text="Loading overview..." />
    </OverviewFrame>
  ),
  errorComponent: ({ error }) => (
    <OverviewFrame>
      <Alert>
        {error instanceof Error && error.message
          ? `Failed to load the overview: ${error.message}`
          : "Failed to load the overview."}
      </Alert>
    </OverviewFrame>
  ),
  component: OverviewPage,
});

const routeApi = getRouteApi("/_admin/admin/overview");

const COLORS = {
  clicks: "#2563eb",
  sales: "#16a34a",
  revenue: "#7c3aed",
  commission: "#eab308",
};

/** The title, header and period filter, also while loading or after a failure. */
function OverviewFrame({ children }: { children: ReactNode }) {
  usePageTitle("Overview");
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  return (
    <>
      <PageHeader title="Overview" />
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

/** A share (0–1) as a percentage with one decimal. */
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** A labelled figure that is a link to the list behind it. */
function FigureLink(
  { label, value, children }: {
    label: string;
    value: string;
    children: (content: ReactNode) => ReactNode;
  },
) {
  return children(
    <>
      <p className="overview-figure-label">{label}</p>
      <p className="overview-figure-value">{value}</p>
    </>,
  );
}

/** A ranking row: its name (a link), figures and a share bar. */
function RankRow(
  { name, meta, share }: { name: ReactNode; meta: string; share: number },
) {
  return (
    <li>
      <span className="overview-rank-name">{name}</span>
      <span>{percent(share)}</span>
      <span className="overview-rank-meta">{meta}</span>
      <span className="overview-share" aria-hidden="true">
        <span style={{ width: `${Math.min(100, share * 100)}%` }} />
      </span>
    </li>
  );
}

/** The overview screen. */
function OverviewPage() {
  const data = routeApi.useLoaderData();
  const search = routeApi.useSearch();
  if (!data) {
    return (
      <OverviewFrame>
        <EmptyState title="Pick a date range to see the overview." />
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
  const t = data.totals;
  const quiet = t.clicks === 0 && t.sales === 0 && t.commission === 0 &&
    t.revenue === 0;
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
    <OverviewFrame>
      <p className="muted">
        {data.from === data.to ? data.from : `${data.from} to ${data.to}`}
      </p>
      <section aria-label="Figures of the period" className="overview-figures">
        <FigureLink label="Clicks" value={String(t.clicks)}>
          {statsLink}
        </FigureLink>
        <FigureLink label="Sales" value={String(t.sales)}>
          {statsLink}
        </FigureLink>
        <FigureLink label="Revenue" value={formatDollars(t.revenue)}>
          {(c) => (
            <Link to="/admin/sources" className="card overview-figure">
              {c}
            </Link>
          )}
        </FigureLink>
        <FigureLink label="Commission" value={formatDollars(t.commission)}>
          {statsLink}
        </FigureLink>
        <FigureLink label="Conversion rate" value={`${t.conversionRate}%`}>
          {statsLink}
        </FigureLink>
        <FigureLink
          label="Earnings per click"
          value={formatDollars(t.earningsPerClick)}
        >
          {statsLink}
        </FigureLink>
      </section>
      {quiet
        ? <EmptyState title="No clicks or sales in this period." />
        : (
          <DailyLinesChart
            title="Per day"
            dates={data.days.map((d) => d.date)}
            series={[
              {
                label: "Clicks",
                color: COLORS.clicks,
                values: data.days.map((d) => d.clicks),
              },
              {
                label: "Sales",
                color: COLORS.sales,
                values: data.days.map((d) => d.sales),
              },
              {
                label: "Revenue",
                color: COLORS.revenue,
                values: data.days.map((d) => d.revenue),
                format: formatDollars,
              },
              {
                label: "Commission",
                color: COLORS.commission,
                values: data.days.map((d) => d.commission),
                format: formatDollars,
              },
            ]}
          />
        )}
      <div className="overview-grid">
        <section className="card" aria-labelledby="top-affiliates">
          <h2 id="top-affiliates" className="card-title">Top affiliates</h2>
          {data.topAffiliates.length === 0
            ? <p className="muted">No affiliate activity in this period.</p>
            : (
              <ol className="overview-rank">
                {data.topAffiliates.map((a) => (
                  <RankRow
                    key={a.userId}
                    name={
                      <Link
                        to="/admin/user-profile/$id"
                        params={{ id: String(a.userId) }}
                      >
                        {a.name}
                      </Link>
                    }
                    meta={`${
                      formatDollars(a.commission)
                    } · ${a.sales} sales · ${a.clicks} clicks`}
                    share={a.share}
                  />
                ))}
              </ol>
            )}
        </section>
        <section className="card" aria-labelledby="top-products">
          <h2 id="top-products" className="card-title">Top products</h2>
          {data.topProducts.length === 0
            ? <p className="muted">No product activity in this period.</p>
            : (
              <ol className="overview-rank">
                {data.topProducts.map((p) => (
                  <RankRow
                    key={p.productId}
                    name={<Link to="/admin/products">{p.title}</Link>}
                    meta={`${
                      formatDollars(p.commission)
                    } · ${p.sales} sales · ${p.clicks} clicks`}
                    share={p.share}
                  />
                ))}
              </ol>
            )}
        </section>
        <section className="card" aria-labelledby="top-sources">
          <h2 id="top-sources" className="card-title">Top sources</h2>
          {data.topSources.length === 0
            ? <p className="muted">No sales from any source in this period.</p>
            : (
              <ol className="overview-rank">
                {data.topSources.map((s) => (
                  <RankRow
                    key={s.sourceId}
                    name={s.sourceId === 0
                      ? (
                        <Link to="/admin/stats" search={statsSearch}>
                          {s.name}
                        </Link>
                      )
                      : (
                        <Link
                          to="/admin/sources/$id"
                          params={{ id: String(s.sourceId) }}
                        >
                          {s.name}
                        </Link>
                      )}
                    meta={`${
                      formatDollars(s.revenue)
                    } revenue · ${s.sales} sales · ${
                      formatDollars(s.commission)
                    } commission`}
                    share={s.share}
                  />
                ))}
              </ol>
            )}
        </section>
        <section className="card" aria-labelledby="owed-now">
          <h2 id="owed-now" className="card-title">Owed now</h2>
          <ul className="overview-rank">
            <li>
              <Link to="/admin/payouts/history" className="overview-rank-name">
                Available
              </Link>
              <span>{formatDollars(data.owed.available)}</span>
              <span className="overview-rank-meta">
                Payable now, not yet requested
              </span>
            </li>
            <li>
              <Link to="/admin/payouts/history" className="overview-rank-name">
                Held
              </Link>
              <span>{formatDollars(data.owed.held)}</span>
              <span className="overview-rank-meta">
                Inside a product's refund hold
              </span>
            </li>
            {data.owed.pending !== 0 && (
              <li>
                <Link to="/admin/sources" className="overview-rank-name">
                  Pending
                </Link>
                <span>{formatDollars(data.owed.pending)}</span>
                <span className="overview-rank-meta">
                  Sales awaiting approval
                </span>
              </li>
            )}
            <li>
              <Link
                to="/admin/payouts/requests"
                className="overview-rank-name"
              >
                Requested
              </Link>
              <span>{formatDollars(data.owed.requested)}</span>
              <span className="overview-rank-meta">
                Payout requests awaiting a decision
              </span>
            </li>
          </ul>
        </section>
      </div>
    </OverviewFrame>
  );
}
