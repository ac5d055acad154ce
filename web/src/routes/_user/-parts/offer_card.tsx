/** One offer of the directory: image, description, the affiliate's own payout per goal, traffic sources. */
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { Badge } from "@/components/Badge.tsx";
import { GoalPayouts } from "@/components/GoalPayouts.tsx";
import type { OfferJson } from "@/lib/directory_api.ts";
import { t } from "@/i18n/i18n.ts";

/** An offer card; `actions` holds what the affiliate can do next (apply, accept terms). */
export function OfferCard(
  { offer, actions }: { offer: OfferJson; actions?: ReactNode },
) {
  return (
    <article className="card product-card" aria-label={offer.title}>
      {offer.imageUrl && (
        <img
          className="product-card-image"
          src={offer.imageUrl}
          alt={offer.title}
          loading="lazy"
        />
      )}
      <h2 className="card-title">{offer.title}</h2>
      <p className="product-card-description">{offer.description}</p>
      <GoalPayouts goals={offer.goals} />
      {offer.trafficSources.length > 0 && (
        <p className="field-hint">
          {t("off.dir.traffic", { sources: offer.trafficSources.join(", ") })}
        </p>
      )}
      {offer.linked
        ? (
          <p>
            <Badge variant="green">{t("off.dir.linked")}</Badge>{" "}
            <Link to="/my-links">{t("off.dir.seeLink")}</Link>
          </p>
        )
        : actions}
    </article>
  );
}
