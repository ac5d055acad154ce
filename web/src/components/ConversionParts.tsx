/**
 * The pieces both conversion lists show (docs/offers.md, "Conversion screens"): the status badge, the earning's
 * explanation in the reader's language with its numbers and names isolated for right-to-left, and the shared columns.
 */
import type { ReactNode } from "react";
import { Badge } from "./Badge.tsx";
import type { DataColumn } from "./DataTable.tsx";
import {
  type ConversionState,
  explanationParts,
  type OfferConversionJson,
  type Reader,
  statusLabel,
  statusVariant,
} from "@/lib/conversions.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { formatDollars } from "@/lib/money.ts";
// The area's English rides in this component's lazy chunk (a route file importing it would put it in the eager tree).
import "@/i18n/areas/conversions.ts";
import { t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";

/** A conversion's status as a coloured badge; over_cap reads "Over cap — under review". */
export function ConversionStatusBadge({ status }: { status: ConversionState }) {
  return <Badge variant={statusVariant(status)}>{statusLabel(status)}</Badge>;
}

/** An amount or number kept left to right inside any text. */
export function Num({ children }: { children: ReactNode }) {
  return <bdi className="ltr">{children}</bdi>;
}

/** Why a conversion earned what it did, e.g. "12 % of Rs 2,500.00 sale (Gold group rate)", in the reader's language. */
export function EarningExplanation(
  { row, reader }: {
    row: Pick<OfferConversionJson, "rule" | "goal" | "goalName" | "groupName">;
    reader: Reader;
  },
) {
  const parts = explanationParts(row, reader);
  const { values } = parts;
  const level = (
    <>{tNodes(parts.levelKey, { group: <bdi>{values.group}</bdi> })}</>
  );
  const value = <Num>{values.value}</Num>;
  const amount = <Num>{values.amount}</Num>;
  const goal = parts.goalIsName ? <bdi>{values.goal}</bdi> : values.goal;
  return (
    <span className="conversion-why">
      {tNodes(parts.key, { value, amount, goal, level })}
    </span>
  );
}

/** The columns both lists share, read at render time (a language switch remounts the page). */
export function conversionColumns<T extends OfferConversionJson>(
  reader: Reader,
): Record<
  | "time"
  | "offer"
  | "goal"
  | "orderId"
  | "amount"
  | "status"
  | "earning"
  | "why",
  DataColumn<T>
> {
  return {
    time: {
      id: "time",
      header: t("conv.col.time"),
      enableSorting: false,
      accessorFn: (r) => r.occurredAt,
      cell: (c) => <Num>{formatDateTime(c.row.original.occurredAt)}</Num>,
    },
    offer: {
      id: "offer",
      header: t("conv.col.offer"),
      enableSorting: false,
      accessorFn: (r) => r.productTitle,
      cell: (c) => <bdi>{c.row.original.productTitle}</bdi>,
    },
    goal: {
      id: "goal",
      header: t("conv.col.goal"),
      enableSorting: false,
      accessorFn: (r) => r.goalName,
      cell: (c) => <bdi>{c.row.original.goalName}</bdi>,
    },
    orderId: {
      id: "orderId",
      header: t("conv.col.orderId"),
      enableSorting: false,
      accessorFn: (r) => r.orderId,
      cell: (c) => <bdi className="ltr">{c.row.original.orderId}</bdi>,
    },
    amount: {
      id: "amount",
      header: t("conv.col.amount"),
      enableSorting: false,
      accessorFn: (r) => r.amount,
      cell: (c) =>
        c.row.original.amount === null
          ? "-"
          : <Num>{formatDollars(c.row.original.amount)}</Num>,
    },
    status: {
      id: "status",
      header: t("conv.col.status"),
      enableSorting: false,
      accessorFn: (r) => r.status,
      cell: (c) => <ConversionStatusBadge status={c.row.original.status} />,
    },
    earning: {
      id: "earning",
      header: t("conv.col.earning"),
      enableSorting: false,
      accessorFn: (r) => r.earning,
      cell: (c) => <Num>{formatDollars(c.row.original.earning)}</Num>,
    },
    why: {
      id: "why",
      header: t("conv.col.why"),
      enableSorting: false,
      accessorFn: (r) => r.explanation,
      cell: (c) => <EarningExplanation row={c.row.original} reader={reader} />,
    },
  };
}
