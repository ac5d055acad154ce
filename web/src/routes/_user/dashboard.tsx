/** /dashboard: the money card (pending, available, requested, paid), totals and a card per product with its link and stats. */
import { createFileRoute, getRouteApi } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { EmptyState } from "@/components/EmptyState.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { PendingTerms } from "@/components/PendingTerms.tsx";
import { PendingApprovalNote } from "@/components/PendingApprovalNote.tsx";
import { ProductLinkCard } from "@/components/ProductLinkCard.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { FigureCards } from "@/components/FigureCards.tsx";
import { api } from "@/lib/api.ts";
import { fetchMyProducts } from "@/lib/tracking_api.ts";
import type { BalanceJson } from "@wire/payouts.ts";
import type { PeriodTotals } from "@wire/stats.ts";
import { formatDollars } from "@/lib/money.ts";
import { t } from "@/i18n/i18n.ts";
import { MoneySummary } from "./-parts/money_summary.tsx";

export const Route = createFileRoute("/_user/dashboard")({
  loader: async () => {
    const [items, balance, months] = await Promise.all([
      fetchMyProducts(),
      // The money card and the note need the balance; without it the dashboard shows the rest.
      api<BalanceJson>("/api/payouts/balance").then(
        (b) => b ?? null,
        () => null,
      ),
      // The month comparison is a side card: when it fails, the dashboard shows without it.
      Promise.all(
        ["This Month", "Last Month"].map((p) =>
          api<PeriodTotals>(
            `/api/stats/user/date-range?filter=${encodeURIComponent(p)}`,
          )
        ),
      ).then(([now, before]) => ({ now, before }), () => null),
    ]);
    return { items, balance, months };
  },
  pendingComponent: () => (
    <DashboardFrame>
      <Loading />
    </DashboardFrame>
  ),
  errorComponent: () => (
    <DashboardFrame>
      <Alert>{t("aff.dashboard.loadFailed")}</Alert>
    </DashboardFrame>
  ),
  component: DashboardPage,
});

// Read through getRouteApi, not Route: a page chunk that imports Route moves the route's definition out of the
// entry into one more chunk that every first load fetches.
const route = getRouteApi("/_user/dashboard");

/** The title and header, also while loading or after a failure. */
function DashboardFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("aff.dashboard.title"));
  return (
    <>
      <PageHeader title={t("aff.dashboard.title")} />
      <PendingTerms />
      {children}
    </>
  );
}

/** The change from `before` to `now` as a signed percentage; "new" when there was nothing before. */
function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "–" : t("aff.dashboard.new");
  const pct = Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
  return `${pct > 0 ? "+" : ""}${pct}%`;
}

/** This month's clicks, sales and earnings against last month's. */
function MonthComparison(
  { now, before }: { now: PeriodTotals; before: PeriodTotals },
) {
  const rows = [
    [t("app.clicks"), now.clicks, before.clicks, String] as const,
    [t("app.sales"), now.sales, before.sales, String] as const,
    [t("app.earnings"), now.earnings, before.earnings, formatDollars] as const,
  ];
  return (
    <section className="card" aria-labelledby="month-compare">
      <h2 id="month-compare" className="card-title">
        {t("aff.dashboard.compareTitle")}
      </h2>
      <div className="table-scroll">
        <table className="compare-table">
          <thead>
            <tr>
              <th scope="col">{t("aff.dashboard.figure")}</th>
              <th scope="col">{t("aff.dashboard.thisMonth")}</th>
              <th scope="col">{t("aff.dashboard.lastMonth")}</th>
              <th scope="col">{t("aff.dashboard.change")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, a, b, fmt]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="ltr">{fmt(a)}</td>
                <td className="ltr">{fmt(b)}</td>
                <td className="ltr">{change(a, b)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The affiliate's dashboard. */
function DashboardPage() {
  const { items, balance, months } = route.useLoaderData();
  const totals = items.reduce(
    (t, i) => ({
      clicks: t.clicks + i.stats.clicks,
      sales: t.sales + i.stats.sales,
      earnings: Math.round((t.earnings + i.stats.earnings) * 100) / 100,
    }),
    { clicks: 0, sales: 0, earnings: 0 },
  );
  return (
    <DashboardFrame>
      {balance && <MoneySummary balance={balance} />}
      <FigureCards figures={totals} period={t("aff.money.allTime")} />
      <PendingApprovalNote amount={balance?.pendingApproval} />
      {months && <MonthComparison now={months.now} before={months.before} />}
      {items.length === 0
        ? <EmptyState title={t("aff.noProducts")} />
        : (
          <div className="product-grid">
            {items.map((item) => (
              <ProductLinkCard key={item.product.id} item={item} compact />
            ))}
          </div>
        )}
    </DashboardFrame>
  );
}
