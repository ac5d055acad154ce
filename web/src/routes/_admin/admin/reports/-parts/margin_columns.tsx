/** The margin report's groupings and table columns (the page is routes/_admin/admin/reports/margin.tsx). */
import type { MarginReportJson } from "@wire/margin.ts";
import type { DataColumn } from "@/components/DataTable.tsx";
import { formatDollars } from "@/lib/money.ts";
import { type MessageKey, t } from "@/i18n/i18n.ts";

/** What the report can be grouped by. */
export const GROUPS = ["offer", "affiliate", "source", "goal"] as const;
/** One grouping. */
export type Group = typeof GROUPS[number];

/** Each grouping's label. */
export const GROUP_LABELS: Record<Group, MessageKey> = {
  offer: "admm.margin.group.offer",
  affiliate: "admm.margin.group.affiliate",
  source: "admm.margin.group.source",
  goal: "admm.margin.group.goal",
};

/** A table row: a report row, or the totals row. */
export type Row = MarginReportJson["rows"][number] & { total?: true };

/** A money column: its id, header and the value it shows. */
function moneyColumn(
  id: string,
  header: MessageKey,
  get: (r: Row) => number,
): DataColumn<Row> {
  return {
    id,
    header: () => t(header),
    accessorFn: get,
    cell: (c) => (
      <span className="ltr">{formatDollars(get(c.row.original))}</span>
    ),
  };
}

/** The table's columns; the first names the row by the grouping. */
export function columnsFor(group: Group): DataColumn<Row>[] {
  return [
    {
      id: "name",
      header: () => t(GROUP_LABELS[group]),
      accessorFn: (r) => r.name,
      cell: (c) => {
        const r = c.row.original;
        if (r.total) return <strong>{r.name}</strong>;
        return (
          <span>
            {r.name}
            <span className="payout-user-email ltr">
              {r.email || (group === "goal" ? r.key : `#${r.key}`)}
            </span>
          </span>
        );
      },
    },
    {
      id: "conversions",
      header: () => t("admm.margin.colConversions"),
      accessorFn: (r) => r.conversions,
    },
    moneyColumn("revenue", "admm.margin.colRevenue", (r) => r.revenue),
    moneyColumn("payout", "admm.margin.colPayout", (r) => r.affiliatePayout),
    moneyColumn(
      "withholding",
      "admm.margin.colWithholding",
      (r) => r.withholdingTax,
    ),
    moneyColumn("margin", "admm.margin.colMargin", (r) => r.margin),
  ];
}
