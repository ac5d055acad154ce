/** The overview's figure links, ranking rows and its ranking and owed cards. */
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { OverviewJson } from "@wire/insight.ts";
import { formatCount, formatDollars } from "@/lib/money.ts";
import { t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";

/** The chart's colour per series. */
export const COLORS = {
  clicks: "#2563eb",
  sales: "#16a34a",
  revenue: "#7c3aed",
  commission: "#eab308",
};

// The preset values of ADMIN_PRESETS, as on /admin/stats.

/** A share (0–1) as a percentage with one decimal. */
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** An amount kept left to right inside Urdu text. */
export const amount = (value: number) => (
  <span className="ltr money">{formatDollars(value)}</span>
);

/** A labelled figure that is a link to the list behind it. */
export function FigureLink(
  { label, value, children }: {
    label: string;
    value: string;
    children: (content: ReactNode) => ReactNode;
  },
) {
  return children(
    <>
      <p className="overview-figure-label">{label}</p>
      <p className="overview-figure-value ltr money">{value}</p>
    </>,
  );
}

/** A ranking row: its name (a link), figures and a share bar. */
export function RankRow(
  { name, meta, share }: { name: ReactNode; meta: ReactNode; share: number },
) {
  return (
    <li>
      <span className="overview-rank-name">{name}</span>
      <span className="ltr">{percent(share)}</span>
      <span className="overview-rank-meta">{meta}</span>
      <span className="overview-share" aria-hidden="true">
        <span style={{ width: `${Math.min(100, share * 100)}%` }} />
      </span>
    </li>
  );
}

/** The card of the period's top affiliates, each with its share. */
export function TopAffiliates(
  { affiliates }: { affiliates: OverviewJson["topAffiliates"] },
) {
  return (
    <section className="card" aria-labelledby="top-affiliates">
      <h2 id="top-affiliates" className="card-title">
        {t("adm.overview.topAffiliates")}
      </h2>
      {affiliates.length === 0
        ? <p className="muted">{t("adm.overview.noAffiliates")}</p>
        : (
          <ol className="overview-rank">
            {affiliates.map((a) => (
              <RankRow
                key={a.userId}
                name={
                  <Link
                    to="/admin/user-profile/$id"
                    params={{ id: String(a.userId) }}
                  >
                    <bdi>{a.name}</bdi>
                  </Link>
                }
                meta={tNodes("adm.overview.rankMeta", {
                  commission: amount(a.commission),
                  sales: formatCount(a.sales),
                  clicks: formatCount(a.clicks),
                })}
                share={a.share}
              />
            ))}
          </ol>
        )}
    </section>
  );
}

/** The card of the period's top products, each with its share. */
export function TopProducts(
  { products }: { products: OverviewJson["topProducts"] },
) {
  return (
    <section className="card" aria-labelledby="top-products">
      <h2 id="top-products" className="card-title">
        {t("adm.overview.topProducts")}
      </h2>
      {products.length === 0
        ? <p className="muted">{t("adm.overview.noProducts")}</p>
        : (
          <ol className="overview-rank">
            {products.map((p) => (
              <RankRow
                key={p.productId}
                name={
                  <Link to="/admin/products">
                    <bdi>{p.title}</bdi>
                  </Link>
                }
                meta={tNodes("adm.overview.rankMeta", {
                  commission: amount(p.commission),
                  sales: formatCount(p.sales),
                  clicks: formatCount(p.clicks),
                })}
                share={p.share}
              />
            ))}
          </ol>
        )}
    </section>
  );
}

/** What is owed now: available, held, pending at the sources, requested. */
export function OwedNow({ owed }: { owed: OverviewJson["owed"] }) {
  return (
    <section className="card" aria-labelledby="owed-now">
      <h2 id="owed-now" className="card-title">
        {t("adm.overview.owedNow")}
      </h2>
      <ul className="overview-rank">
        <li>
          <Link to="/admin/payouts/history" className="overview-rank-name">
            {t("adm.overview.available")}
          </Link>
          <span className="ltr">{formatDollars(owed.available)}</span>
          <span className="overview-rank-meta">
            {t("adm.overview.availableNote")}
          </span>
        </li>
        <li>
          <Link to="/admin/payouts/history" className="overview-rank-name">
            {t("adm.overview.held")}
          </Link>
          <span className="ltr">{formatDollars(owed.held)}</span>
          <span className="overview-rank-meta">
            {t("adm.overview.heldNote")}
          </span>
        </li>
        {owed.pending !== 0 && (
          <li>
            <Link to="/admin/sources" className="overview-rank-name">
              {t("adm.overview.pending")}
            </Link>
            <span className="ltr">{formatDollars(owed.pending)}</span>
            <span className="overview-rank-meta">
              {t("adm.overview.pendingNote")}
            </span>
          </li>
        )}
        <li>
          <Link
            to="/admin/payouts/requests"
            className="overview-rank-name"
          >
            {t("adm.overview.requested")}
          </Link>
          <span className="ltr">{formatDollars(owed.requested)}</span>
          <span className="overview-rank-meta">
            {t("adm.overview.requestedNote")}
          </span>
        </li>
      </ul>
    </section>
  );
}

/** The top sources card: each source links to its page (the api source to the stats of the same period). */
export function TopSources(
  { sources, statsLink }: {
    sources: OverviewJson["topSources"];
    /** The built-in api source's name as a link to the stats of the same period. */
    statsLink: (name: string) => ReactNode;
  },
) {
  return (
    <section className="card" aria-labelledby="top-sources">
      <h2 id="top-sources" className="card-title">
        {t("adm.overview.topSources")}
      </h2>
      {sources.length === 0
        ? <p className="muted">{t("adm.overview.noSources")}</p>
        : (
          <ol className="overview-rank">
            {sources.map((s) => (
              <RankRow
                key={s.sourceId}
                name={s.sourceId === 0
                  // The hand-entered figures' row: its name in the page's language.
                  ? statsLink(t("adm.overview.manualEntries"))
                  : (
                    <Link
                      to="/admin/sources/$id"
                      params={{ id: String(s.sourceId) }}
                    >
                      <bdi>{s.name}</bdi>
                    </Link>
                  )}
                meta={tNodes("adm.overview.sourceMeta", {
                  revenue: amount(s.revenue),
                  sales: s.sales,
                  commission: amount(s.commission),
                })}
                share={s.share}
              />
            ))}
          </ol>
        )}
    </section>
  );
}
