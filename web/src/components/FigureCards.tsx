/** FigureCards: clicks, sales and earnings as three coloured cards. */
import { formatCount, formatDollars } from "@/lib/money.ts";
import type { Figures } from "@/lib/tracking_api.ts";
import { t } from "@/i18n/i18n.ts";

/** A labelled figure. */
export function StatCard(
  { label, value, tone, period }: {
    label: string;
    value: string;
    tone: "blue" | "green" | "yellow";
    /** The period the figure covers ("All time", "This Month"), shown under it. */
    period?: string;
  },
) {
  return (
    <section className={`card stat-card stat-card-${tone}`} aria-label={label}>
      <p className="stat-card-label">{label}</p>
      <p className="stat-card-value ltr money">{value}</p>
      {period && <p className="stat-card-period">{period}</p>}
    </section>
  );
}

/** Clicks, sales and earnings as three cards in blue, green and yellow (dashboard, My Stats, admin stats). */
export function FigureCards(
  { figures, period }: { figures: Figures; period?: string },
) {
  return (
    <div className="stat-cards">
      <StatCard
        label={t("app.clicks")}
        value={formatCount(figures.clicks)}
        tone="blue"
        period={period}
      />
      <StatCard
        label={t("app.sales")}
        value={formatCount(figures.sales)}
        tone="green"
        period={period}
      />
      <StatCard
        label={t("app.earnings")}
        value={formatDollars(figures.earnings)}
        tone="yellow"
        period={period}
      />
    </div>
  );
}
