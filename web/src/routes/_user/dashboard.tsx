/** /dashboard: totals and a card per product with its link and stats. */
import { createFileRoute, getRouteApi } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { Alert } from "../../components/Alert.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { PendingApprovalNote } from "../../components/PendingApprovalNote.tsx";
import { ProductLinkCard } from "../../components/ProductLinkCard.tsx";
import { Loading } from "../../components/Spinner.tsx";
import { FigureCards } from "../../components/FigureCards.tsx";
import { api } from "../../lib/api.ts";
import { fetchMyProducts } from "../../lib/tracking_api.ts";
import type { BalanceJson } from "../../../../wire/payouts.ts";

export const Route = createFileRoute("/_user/dashboard")({
  loader: async () => {
    const [items, pendingApproval] = await Promise.all([
      fetchMyProducts(),
      // Only the note needs the balance, and the note stays silent when it fails.
      api<BalanceJson>("/api/payouts/balance").then(
        (b) => b?.pendingApproval ?? null,
        () => null,
      ),
    ]);
    return { items, pendingApproval };
  },
  pendingComponent: () => (
    <DashboardFrame>
      <Loading />
    </DashboardFrame>
  ),
  errorComponent: () => (
    <DashboardFrame>
      <Alert>Unable to load dashboard data.</Alert>
    </DashboardFrame>
  ),
  component: DashboardPage,
});

// Read through getRouteApi, not Route: a page chunk that imports Route moves the route's definition out of the
// entry into one more chunk that every first load fetches.
const route = getRouteApi("/_user/dashboard");

/** The title and header, also while loading or after a failure. */
function DashboardFrame({ children }: { children: ReactNode }) {
  usePageTitle("Dashboard");
  return (
    <>
      <PageHeader title="Dashboard" />
      {children}
    </>
  );
}

/** The affiliate's dashboard. */
function DashboardPage() {
  const { items, pendingApproval } = route.useLoaderData();
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
      <FigureCards figures={totals} />
      <PendingApprovalNote amount={pendingApproval} />
      {items.length === 0
        ? <EmptyState title="No products assigned yet." />
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
