/** /dashboard: totals and a card per product with its link and stats. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { useEffect, useState } from "react";
import { Alert } from "../../components/Alert.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { PendingApprovalFromBalance } from "../../components/PendingApprovalNote.tsx";
import { ProductLinkCard } from "../../components/ProductLinkCard.tsx";
import { Loading } from "../../components/Spinner.tsx";
import { FigureCards } from "../../components/FigureCards.tsx";
import {
  fetchMyProducts,
  type ProductWithStats,
} from "../../lib/tracking_api.ts";
export const Route = createFileRoute("/_user/dashboard")({ component: Page });

function Page() {
  usePageTitle("Dashboard");
  return <DashboardPage />;
}

/** The affiliate's dashboard. */
function DashboardPage() {
  const [items, setItems] = useState<ProductWithStats[] | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    fetchMyProducts().then(setItems).catch(() => setError(true));
  }, []);
  const totals = (items ?? []).reduce(
    (t, i) => ({
      clicks: t.clicks + i.stats.clicks,
      sales: t.sales + i.stats.sales,
      earnings: Math.round((t.earnings + i.stats.earnings) * 100) / 100,
    }),
    { clicks: 0, sales: 0, earnings: 0 },
  );
  return (
    <>
      <PageHeader title="Dashboard" />
      {error
        ? <Alert>Unable to load dashboard data.</Alert>
        : items === null
        ? <Loading />
        : (
          <>
            <FigureCards figures={totals} />
            <PendingApprovalFromBalance />
            {items.length === 0
              ? <EmptyState title="No products assigned yet." />
              : (
                <div className="product-grid">
                  {items.map((item) => (
                    <ProductLinkCard
                      key={item.product.id}
                      item={item}
                      compact
                    />
                  ))}
                </div>
              )}
          </>
        )}
    </>
  );
}
