/** The columns of a source's events table. */
import { Badge } from "@/components/Badge.tsx";
import { Button } from "@/components/Button.tsx";
import { type DataColumn } from "@/components/DataTable.tsx";
import { outcomeVariant } from "@/components/outcome_badge.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { formatDollars, formatWithCode } from "@/lib/money.ts";
import { outcomeText, reasonText } from "@/components/outcome_text.ts";
import { type SourceEvent } from "@/lib/sources_api.ts";
import { t } from "@/i18n/i18n.ts";

/** Received, kind, order, outcome, who, reason, and the Attribute action (`onAttribute`). */
export function eventColumns(
  onAttribute: (event: SourceEvent) => void,
): DataColumn<SourceEvent>[] {
  return [
    {
      id: "receivedAt",
      accessorKey: "receivedAt",
      header: t("admc.events.received"),
      cell: (i) => formatDateTime(i.getValue() as string),
      enableSorting: false,
    },
    {
      id: "kind",
      accessorKey: "kind",
      header: t("admc.events.kind"),
      cell: (i) => (
        <span className="source-event-kind ltr">{i.getValue() as string}</span>
      ),
      enableSorting: false,
    },
    {
      id: "orderId",
      accessorKey: "orderId",
      header: t("admc.events.order"),
      cell: (i) => (
        <span className="break-all ltr">{(i.getValue() as string) ?? "-"}</span>
      ),
      enableSorting: false,
    },
    {
      id: "outcome",
      accessorKey: "outcome",
      header: t("admc.outcome"),
      cell: (i) => (
        <Badge variant={outcomeVariant(i.getValue() as string)}>
          {outcomeText(i.getValue() as string)}
        </Badge>
      ),
      enableSorting: false,
    },
    {
      id: "who",
      header: t("admc.events.who"),
      cell: ({ row }) => {
        const e = row.original;
        if (e.userId === null) return "-";
        return `${e.user ?? t("admc.userNumber", { id: e.userId })} · ${
          e.product ?? t("admc.productNumber", { id: String(e.productId) })
        }`;
      },
      enableSorting: false,
    },
    {
      // A delivery in another currency than the ledger's: its original amount, the rate and the rate's date.
      id: "conversion",
      header: t("admc.events.converted"),
      cell: ({ row }) => {
        const c = row.original.conversion;
        if (!c) return "-";
        return (
          <span className="ltr">
            {t("admc.events.conversion", {
              original: formatWithCode(c.originalAmount, c.originalCurrency),
              rate: c.rate,
              rateDate: c.rateDate,
              amount: formatDollars(c.amount),
            })}
          </span>
        );
      },
      enableSorting: false,
    },
    {
      id: "reason",
      accessorKey: "reason",
      header: t("admc.reason"),
      cell: (i) => {
        const reason = i.getValue() as string | null;
        return reason === null ? "-" : reasonText(reason);
      },
      enableSorting: false,
    },
    {
      id: "actions",
      header: t("admc.actions"),
      cell: ({ row }) =>
        row.original.outcome === "unattributed" && row.original.userId === null
          ? (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => onAttribute(row.original)}
            >
              {t("admc.events.attribute")}
            </Button>
          )
          : null,
      enableSorting: false,
    },
  ];
}
