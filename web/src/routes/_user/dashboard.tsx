/** /dashboard: the money card (pending, available, requested, paid), totals and a card per product with its link and stats. */
import { createFileRoute, getRouteApi } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { NoProducts } from "@/components/NoProducts.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { PendingTerms } from "@/components/PendingTerms.tsx";
import { PendingApprovalNote } from "@/components/PendingApprovalNote.tsx";
import { ProductLinkCard } from "@/components/ProductLinkCard.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { FigureCards } from "@/components/FigureCards.tsx";
import { api } from "@/lib/api.ts";
import { fetchMyProducts } from "@/lib/tracking_api.ts";
import type { BalanceJson } from "@wire/payouts.ts";
import { t } from "@/i18n/i18n.ts";
import { MoneySummary } from "./-parts/money_summary.tsx";
import { loadMonths, MonthComparison } from "./-parts/month_comparison.tsx";

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
      loadMonths().catch(() => null),
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
      {months && <MonthComparison months={months} />}
      {items.length === 0 ? <NoProducts /> : (
        <div className="product-grid">
          {items.map((item) => (
            <ProductLinkCard key={item.product.id} item={item} compact />
          ))}
        </div>
      )}
    </DashboardFrame>
  );
}
