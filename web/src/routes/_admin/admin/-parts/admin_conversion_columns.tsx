/** The columns of /admin/conversions: selection (over_cap rows), the shared ones, who and where from, revenue, actions. */
import { Button } from "@/components/Button.tsx";
import type { DataColumn } from "@/components/DataTable.tsx";
import { conversionColumns, Num } from "@/components/ConversionParts.tsx";
import type { AdminOfferConversionJson } from "@/lib/conversions.ts";
import { formatDollars } from "@/lib/money.ts";
import { t } from "@/i18n/i18n.ts";

type Row = AdminOfferConversionJson;

/** What the columns need from the page: the selection and the row decisions. */
export interface AdminConversionColumnsProps {
  selected: Set<number>;
  toggle: (id: number) => void;
  /** The row whose decision runs, or null. */
  running: number | null;
  busy: boolean;
  onApprove: (row: Row) => void;
  onReject: (row: Row) => void;
}

/** Select, time, affiliate, offer, goal, source, order id, amount, status, earning, revenue, why, actions. */
export function adminConversionColumns(
  { selected, toggle, running, busy, onApprove, onReject }:
    AdminConversionColumnsProps,
): DataColumn<Row>[] {
  const shared = conversionColumns<Row>("admin");
  return [
    {
      id: "select",
      header: t("conv.col.select"),
      enableSorting: false,
      cell: (c) =>
        c.row.original.status === "over_cap"
          ? (
            <input
              type="checkbox"
              className="conversion-select"
              checked={selected.has(c.row.original.id)}
              onChange={() => toggle(c.row.original.id)}
              aria-label={t("conv.review.selectLabel", {
                id: c.row.original.id,
                offer: c.row.original.productTitle,
                orderId: c.row.original.orderId,
              })}
            />
          )
          : null,
    },
    shared.time,
    {
      id: "affiliate",
      header: t("conv.col.affiliate"),
      enableSorting: false,
      accessorFn: (r) => r.userName,
      cell: (c) => <bdi>{c.row.original.userName}</bdi>,
    },
    shared.offer,
    shared.goal,
    {
      id: "source",
      header: t("conv.col.source"),
      enableSorting: false,
      accessorFn: (r) => r.sourceName,
      cell: (c) => <bdi>{c.row.original.sourceName}</bdi>,
    },
    shared.orderId,
    shared.amount,
    shared.status,
    shared.earning,
    {
      id: "revenue",
      header: t("conv.col.revenue"),
      enableSorting: false,
      accessorFn: (r) => r.revenue,
      cell: (c) =>
        c.row.original.revenue === null
          ? "-"
          : <Num>{formatDollars(c.row.original.revenue)}</Num>,
    },
    shared.why,
    {
      id: "actions",
      header: t("conv.col.actions"),
      enableSorting: false,
      cell: (c) =>
        c.row.original.status === "over_cap"
          ? (
            <span className="conversion-actions">
              <Button
                type="button"
                busy={running === c.row.original.id}
                disabled={busy}
                onClick={() => onApprove(c.row.original)}
                aria-label={`${t("conv.review.approve")} ${c.row.original.id}`}
              >
                {t("conv.review.approve")}
              </Button>
              <Button
                type="button"
                variant="danger"
                disabled={busy}
                onClick={() => onReject(c.row.original)}
                aria-label={`${t("conv.review.reject")} ${c.row.original.id}`}
              >
                {t("conv.review.reject")}
              </Button>
            </span>
          )
          : null,
    },
  ];
}
