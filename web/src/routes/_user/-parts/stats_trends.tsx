/** The Stats page's trends: the daily line, narrowed to one sub-id value when asked, and the per-product table. */
import { Alert } from "@/components/Alert.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { EmptyAction } from "@/components/EmptyAction.tsx";
import { DailyLinesChart } from "@/components/DailyLinesChart.tsx";
import { SubIdFilter, type SubIdSlot } from "@/components/SubIdFilter.tsx";
import { formatDollars } from "@/lib/money.ts";
import { t } from "@/i18n/i18n.ts";
import type { DailyFiguresJson, ProductFiguresJson } from "@wire/insight.ts";
import { countCell, moneyCell } from "@/components/Amount.tsx";

/** The daily series and the per-product figures, or why they could not be loaded. */
export type Trends =
  | { daily: DailyFiguresJson; products: ProductFiguresJson }
  | { error: string };

/** The per-product table's columns, their headers in the current language. */
const productColumns = (): DataColumn<
  ProductFiguresJson["products"][number]
>[] => [
  { id: "product", accessorKey: "product", header: t("payout.colProduct") },
  {
    id: "clicks",
    accessorKey: "clicks",
    header: t("app.clicks"),
    cell: countCell,
  },
  {
    id: "sales",
    accessorKey: "sales",
    header: t("app.sales"),
    cell: countCell,
  },
  {
    id: "earnings",
    accessorKey: "earnings",
    header: t("app.earnings"),
    cell: moneyCell,
  },
];

/** The daily line (of every click, or of one sub-id value) and the per-product table of the period. */
export function TrendsSection(
  { trends, sub, subValue, onSubId }: {
    trends: Trends | null;
    sub: SubIdSlot;
    subValue: string;
    onSubId(sub: SubIdSlot, value: string): void;
  },
) {
  if (!trends) return null;
  if ("error" in trends) return <Alert>{trends.error}</Alert>;
  const { days } = trends.daily;
  return (
    <>
      <h2 className="card-title">{t("aff.stats.subIdTrend")}</h2>
      <SubIdFilter
        slot={sub}
        value={subValue}
        valueRequired
        onApply={onSubId}
        onClear={() => onSubId(sub, "")}
      />
      <DailyLinesChart
        title={subValue
          ? t("aff.stats.perDayOf", { slot: sub, value: subValue })
          : t("aff.stats.perDay")}
        dates={days.map((d) => d.date)}
        series={[
          {
            id: "clicks",
            label: t("app.clicks"),
            color: "#2563eb",
            values: days.map((d) => d.clicks),
          },
          {
            id: "sales",
            label: t("app.sales"),
            color: "#16a34a",
            values: days.map((d) => d.sales),
          },
          {
            id: "earnings",
            label: t("app.earnings"),
            color: "#eab308",
            values: days.map((d) => d.earnings),
            format: formatDollars,
          },
        ]}
      />
      <h2 className="card-title">{t("aff.stats.byProduct")}</h2>
      <DataTable
        columns={productColumns()}
        data={trends.products.products}
        emptyText={t("aff.stats.noProducts")}
        emptyHint={t("aff.empty.statsHint")}
        emptyAction={
          <EmptyAction to="/my-links">{t("aff.empty.shareLinks")}</EmptyAction>
        }
        caption={t("aff.stats.byProduct")}
        stackOnPhones
      />
    </>
  );
}
