/** /my-links: My Affiliate Products, one card per assigned product. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { useEffect, useState } from "react";
import { Alert } from "../../components/Alert.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ProductLinkCard } from "../../components/ProductLinkCard.tsx";
import { Loading } from "../../components/Spinner.tsx";
import {
  fetchMyProducts,
  type ProductWithStats,
} from "../../lib/tracking_api.ts";
export const Route = createFileRoute("/_user/my-links")({ component: Page });

function Page() {
  usePageTitle("Products");
  return <MyLinksPage />;
}

/** The affiliate's products with links to share. */
function MyLinksPage() {
  const [items, setItems] = useState<ProductWithStats[] | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    fetchMyProducts().then(setItems).catch(() => {
      setError(true);
      setItems([]);
    });
  }, []);
  return (
    <>
      <PageHeader
        title="My Affiliate Products"
        subtitle="Share your tracked links; every visit and sale is counted."
      />
      {error && <Alert>Failed to load assigned products.</Alert>}
      {items === null
        ? <Loading />
        : items.length === 0
        ? (!error && <EmptyState title="No products assigned yet." />)
        : (
          <div className="product-grid">
            {items.map((item) => (
              <ProductLinkCard key={item.product.id} item={item} />
            ))}
          </div>
        )}
    </>
  );
}
