/** /my-links: My Affiliate Products, one card per assigned product. */
import { createFileRoute, getRouteApi } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { NoProducts } from "@/components/NoProducts.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { ProductLinkCard } from "@/components/ProductLinkCard.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { fetchMyProducts } from "@/lib/tracking_api.ts";
import { t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/_user/my-links")({
  loader: () => fetchMyProducts(),
  pendingComponent: () => (
    <MyLinksFrame>
      <Loading />
    </MyLinksFrame>
  ),
  errorComponent: () => (
    <MyLinksFrame>
      <Alert>{t("aff.links.loadFailed")}</Alert>
    </MyLinksFrame>
  ),
  component: MyLinksPage,
});

// Read through getRouteApi, not Route: a page chunk that imports Route moves the route's definition out of the
// entry into one more chunk that every first load fetches.
const route = getRouteApi("/_user/my-links");

/** The title and header, also while loading or after a failure. */
function MyLinksFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("aff.links.pageTitle"));
  return (
    <>
      <PageHeader
        title={t("aff.links.title")}
        subtitle={t("aff.links.subtitle")}
      />
      {children}
    </>
  );
}

/** The affiliate's products with links to share. */
function MyLinksPage() {
  const items = route.useLoaderData();
  return (
    <MyLinksFrame>
      {items.length === 0 ? <NoProducts /> : (
        <div className="product-grid">
          {items.map((item) => (
            <ProductLinkCard key={item.product.id} item={item} />
          ))}
        </div>
      )}
    </MyLinksFrame>
  );
}
