/** ProductLinkCard: an affiliate product with its tracked link, copy and share tools (QR, WhatsApp) and Clicks / Sales / Earnings badges. */
import { useEffect, useRef, useState } from "react";
import { Badge } from "./Badge.tsx";
import { Button } from "./Button.tsx";
import { CopyButton } from "./CopyButton.tsx";
import { ShareTools } from "./ShareTools.tsx";
import { ResourceKit } from "./ResourceKit.tsx";
import { DeepLinks } from "./DeepLinks.tsx";
import { GoalPayouts } from "./GoalPayouts.tsx";
import { formatCount, formatDollars } from "@/lib/money.ts";
import type { ProductWithStats } from "@/lib/tracking_api.ts";
import { t } from "@/i18n/i18n.ts";

/** How long "Copied!" stays, in ms (docs/product.md §9). */
export const COPIED_MS = 2000;

/** One product card; `compact` leaves out the description (dashboard). */
export function ProductLinkCard(
  { item, compact = false }: { item: ProductWithStats; compact?: boolean },
) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(item.link);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      // docs/product.md only logs clipboard failures.
      console.error("copy failed", error);
    }
  };
  return (
    <article className="card product-card" aria-label={item.product.title}>
      {item.product.imageUrl && (
        <img
          className="product-card-image"
          src={item.product.imageUrl}
          alt={item.product.title}
          loading="lazy"
        />
      )}
      <h2 className="card-title">{item.product.title}</h2>
      {!compact && (
        <p className="product-card-description">{item.product.description}</p>
      )}
      <GoalPayouts goals={item.goals} />
      <div className="product-link-row">
        <a
          className="product-link ltr"
          href={item.link}
          target="_blank"
          rel="noopener noreferrer"
        >
          {item.link}
        </a>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={copy}
          aria-live="polite"
        >
          {copied ? t("app.copied") : t("app.copy")}
        </Button>
      </div>
      <ShareTools title={item.product.title} link={item.link} />
      <ResourceKit
        productId={item.product.id}
        title={item.product.title}
        link={item.link}
      />
      {!compact && (
        <DeepLinks
          linkId={item.linkId}
          title={item.product.title}
          allowedDomains={item.allowedDomains}
        />
      )}
      {item.coupons && item.coupons.length > 0 && (
        <div className="coupon-list" aria-label={t("aff.card.couponsLabel")}>
          <span className="field-hint">
            {t(
              item.coupons.length === 1
                ? "aff.card.couponOne"
                : "aff.card.couponMany",
            )}
          </span>
          {item.coupons.map((code) => (
            <span key={code} className="coupon-list">
              <span className="coupon-code ltr">{code}</span>
              <CopyButton
                text={code}
                label={t("aff.card.couponCopy", { code })}
              />
              <ShareTools
                title={item.product.title}
                link={item.link}
                code={code}
              />
            </span>
          ))}
        </div>
      )}
      <div className="product-badges">
        <Badge variant="blue">
          {t("aff.card.clicks", { n: formatCount(item.stats.clicks) })}
        </Badge>
        <Badge variant="green">
          {t("aff.card.sales", { n: formatCount(item.stats.sales) })}
        </Badge>
        <Badge variant="yellow">
          {t("aff.card.earnings", {
            amount: formatDollars(item.stats.earnings),
          })}
        </Badge>
      </div>
    </article>
  );
}
