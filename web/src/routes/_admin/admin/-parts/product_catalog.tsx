/** The admin product page's frame and its catalog of product cards (Edit, Delete, resource kit). */
import { Link } from "@tanstack/react-router";
import { ResourceKitAdmin } from "@/components/ResourceKitAdmin.tsx";
import type { ReactNode, RefObject } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Badge } from "@/components/Badge.tsx";
import { Button, buttonClass } from "@/components/Button.tsx";
import { EmptyState } from "@/components/EmptyState.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { formatPercent } from "@/lib/commission.ts";
import { type Product } from "@/lib/tracking_api.ts";
import { t } from "@/i18n/i18n.ts";

/** The page's title and header, also while the catalog loads. */
export function ProductsFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("admc.products.title"));
  return (
    <>
      <PageHeader
        title={t("admc.products.title")}
        subtitle={t("admc.products.subtitle")}
      />
      {children}
    </>
  );
}

/** The catalog: an empty state, or a card a product with its commission, refund policy and actions. */
export function ProductCatalog(
  { products, onEdit, onRemove }: {
    products: Product[];
    onEdit: (p: Product) => void;
    onRemove: (p: Product) => void;
  },
) {
  return (
    <>
      {products.length === 0
        ? (
          <EmptyState
            title={t("admc.products.none")}
            hint={t("admc.products.noneHint")}
          />
        )
        : (
          <div className="product-grid">
            {products.map((p) => (
              <article
                key={p.id}
                className="card product-card"
                aria-label={p.title}
              >
                {p.imageUrl && (
                  <img
                    className="product-card-image"
                    src={p.imageUrl}
                    alt={p.title}
                    loading="lazy"
                  />
                )}
                <h3 className="card-title">
                  <bdi>{p.title}</bdi>
                </h3>
                <p className="product-card-description" dir="auto">
                  {p.description}
                </p>
                <div className="product-badges">
                  <Badge variant="blue">
                    {t("admc.products.commissionBadge", {
                      percent: formatPercent(p.commissionPercent),
                    })}
                  </Badge>
                  <Badge
                    variant={p.refundPolicy === "none" ? "green" : "yellow"}
                  >
                    {p.refundPolicy === "none"
                      ? t("admc.products.noRefunds")
                      : t("admc.products.guarantee")}
                  </Badge>
                </div>
                <div className="admin-form-actions">
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    onClick={() => onEdit(p)}
                  >
                    {t("admc.edit")}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="danger"
                    onClick={() => onRemove(p)}
                  >
                    {t("admc.delete")}
                  </Button>
                  <Link
                    className={buttonClass("ghost", "sm")}
                    to="/admin/products/$id"
                    params={{ id: String(p.id) }}
                  >
                    {t("admc.products.offerLink")}
                  </Link>
                </div>
                <ResourceKitAdmin productId={p.id} title={p.title} />
              </article>
            ))}
          </div>
        )}
    </>
  );
}

/** The product image picker; `invalid` marks it and points it at the form's error (`errorId`). */
export function ProductImageField(
  { inputRef, invalid, errorId, onFile }: {
    inputRef: RefObject<HTMLInputElement | null>;
    invalid: boolean;
    errorId: string;
    onFile: (file: File | null) => void;
  },
) {
  return (
    <div className="field">
      <label className="field-label" htmlFor="product-image">
        {t("admc.products.image")}
      </label>
      <input
        id="product-image"
        ref={inputRef}
        className="field-input"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid
          ? `product-image-hint ${errorId}`
          : "product-image-hint"}
      />
      <span id="product-image-hint" className="field-hint">
        {t("admc.products.imageHint")}
      </span>
    </div>
  );
}
