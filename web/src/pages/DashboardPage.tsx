/** /dashboard: totals and a card per product with its link and stats. */
import { useEffect, useState } from "react";
import { Alert } from "../components/Alert.tsx";
import { EmptyState } from "../components/EmptyState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { PendingApprovalFromBalance } from "../components/PendingApprovalNote.tsx";
import { ProductLinkCard } from "../components/ProductLinkCard.tsx";
import { Loading } from "../components/Spinner.tsx";
import { formatDollars } from "../lib/money.ts";
import {
  fetchMyProducts,
  type Figures,
  type ProductWithStats,
} from "../lib/tracking_api.ts";

/** The affiliate's dashboard. */
export function DashboardPage() {
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

/** A labelled figure. */
export function StatCard(
  { label, value, tone }: {
    label: string;
    value: string;
    tone: "blue" | "green" | "yellow";
  },
) {
  return (
    <section className={`card stat-card stat-card-${tone}`} aria-label={label}>
      <p className="stat-card-label">{label}</p>
      <p className="stat-card-value">{value}</p>
    </section>
  );
}

/** Clicks, sales and earnings as three cards in blue, green and yellow (dashboard, My Stats, admin stats). */
export function FigureCards({ figures }: { figures: Figures }) {
  return (
    <div className="stat-cards">
      <StatCard label="Clicks" value={String(figures.clicks)} tone="blue" />
      <StatCard label="Sales" value={String(figures.sales)} tone="green" />
      <StatCard
        label="Earnings"
        value={formatDollars(figures.earnings)}
        tone="yellow"
      />
    </div>
  );
}
