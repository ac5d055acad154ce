/**
 * The admin overview's breakdown with its filters (issue 26): affiliate (`userId`), product (`productId`) and sale
 * source (`sourceId`), chosen among the overview's own lists for the period, passed to GET /api/admin/stats/breakdown.
 */
import type { OverviewJson } from "@wire/insight.ts";
import { BreakdownPanel } from "@/components/BreakdownPanel.tsx";
import { SelectField } from "@/components/Field.tsx";
import { t } from "@/i18n/i18n.ts";

/** The filters; 0 is "all". */
export interface BreakdownFilters {
  userId: number;
  productId: number;
  sourceId: number;
}

/** The filter selects and the panel for the overview's period. */
export function AdminBreakdown(
  { data, filters, onFilter }: {
    data: OverviewJson;
    filters: BreakdownFilters;
    onFilter(next: BreakdownFilters): void;
  },
) {
  // Only the three filters: `filters` may be the page's whole search.
  const query = (["userId", "productId", "sourceId"] as const)
    .filter((name) => filters[name] > 0)
    .map((name) => `${name}=${filters[name]}`)
    .join("&");
  const pick = (name: keyof BreakdownFilters, raw: string) =>
    onFilter({
      userId: filters.userId,
      productId: filters.productId,
      sourceId: filters.sourceId,
      [name]: Number(raw),
    });
  // A chosen id that is not among this period's lists stays selectable (a shared link, another period).
  const options = (
    rows: { id: number; label: string }[],
    chosen: number,
  ) => [
    ...(chosen > 0 && !rows.some((r) => r.id === chosen)
      ? [{ id: chosen, label: `#${chosen}` }]
      : []),
    ...rows,
  ];
  return (
    <>
      <div className="filter-bar">
        <SelectField
          label={t("app.breakdown.filterAffiliate")}
          value={filters.userId}
          onChange={(e) => pick("userId", e.target.value)}
        >
          <option value={0}>{t("app.breakdown.filterAll")}</option>
          {options(
            data.topAffiliates.map((a) => ({ id: a.userId, label: a.name })),
            filters.userId,
          ).map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
        </SelectField>
        <SelectField
          label={t("app.breakdown.filterProduct")}
          value={filters.productId}
          onChange={(e) => pick("productId", e.target.value)}
        >
          <option value={0}>{t("app.breakdown.filterAll")}</option>
          {options(
            data.topProducts.map((p) => ({ id: p.productId, label: p.title })),
            filters.productId,
          ).map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
        </SelectField>
        <SelectField
          label={t("app.breakdown.filterSource")}
          value={filters.sourceId}
          onChange={(e) => pick("sourceId", e.target.value)}
        >
          <option value={0}>{t("app.breakdown.filterAll")}</option>
          {options(
            // Source 0 is manual stat entries: they have no clicks to break down.
            data.topSources.filter((s) => s.sourceId > 0).map((s) => ({
              id: s.sourceId,
              label: s.name,
            })),
            filters.sourceId,
          ).map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
        </SelectField>
      </div>
      <BreakdownPanel
        from={data.from}
        to={data.to}
        path={`/api/admin/stats/breakdown${query ? `?${query}` : ""}`}
      />
    </>
  );
}
