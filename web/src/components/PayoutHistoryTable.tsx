/** PayoutHistoryTable: an affiliate's payouts with status badges and invoice links ('No payout history found'). */
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { type DataColumn, DataTable } from "./DataTable.tsx";
import { PayoutStatusBadge } from "./PayoutStatusBadge.tsx";
import { accountSummary, methodLabel, type Payout } from "@/lib/payouts.ts";
import { formatDollars } from "@/lib/money.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { t } from "@/i18n/i18n.ts";

/** The columns both payout histories (the affiliate's and the admin's) show alike. */
export const payoutColumns = {
  date: {
    id: "date",
    get header() {
      return t("payout.colDate");
    },
    accessorFn: (p) => p.requestedAt ?? p.createdAt ?? "",
    cell: (c) =>
      formatDateTime(c.row.original.requestedAt ?? c.row.original.createdAt),
  },
  product: {
    id: "product",
    get header() {
      return t("payout.colProduct");
    },
    accessorFn: (p) => p.product ?? "-",
    // User or data text: isolated, so an Urdu row never reorders it (issue 31).
    cell: (c) => <bdi>{String(c.getValue())}</bdi>,
  },
  amount: {
    id: "amount",
    get header() {
      return t("payout.colAmount");
    },
    accessorFn: (p) => Number(p.amount),
    // One line: an amount never breaks inside (docs/first-week.md).
    cell: (c) => (
      <span className="money ltr">{formatDollars(c.row.original.amount)}</span>
    ),
  },
  // Withholding (docs/payout-operations.md): the tax and net of a paid payout that withheld tax, "-" otherwise.
  tax: {
    id: "tax",
    get header() {
      return t("payout.colTax");
    },
    accessorFn: (p) => p.tax?.withheld ?? 0,
    cell: (c) => {
      const tax = c.row.original.tax;
      return tax
        ? (
          <span className="money">
            {`${formatDollars(tax.withheld)} (${tax.ratePercent}%)`}
          </span>
        )
        : "-";
    },
  },
  net: {
    id: "net",
    get header() {
      return t("payout.colNet");
    },
    accessorFn: (p) => p.tax?.net ?? Number(p.amount),
    cell: (c) => {
      const tax = c.row.original.tax;
      return tax
        ? <span className="money">{formatDollars(tax.net)}</span>
        : "-";
    },
  },
  method: {
    id: "method",
    get header() {
      return t("payout.colMethod");
    },
    accessorFn: (p) => methodLabel(p.method),
    // User or data text: isolated, so an Urdu row never reorders it (issue 31).
    cell: (c) => <bdi>{String(c.getValue())}</bdi>,
  },
  account: {
    id: "account",
    get header() {
      return t("payout.colAccount");
    },
    accessorFn: accountSummary,
    // An IBAN on one line pushed Status out of sight: the account wraps instead.
    cell: (c) => (
      <span className="payout-account ltr">
        {accountSummary(c.row.original)}
      </span>
    ),
    enableSorting: false,
  },
} satisfies Record<string, DataColumn<Payout>>;

const columns: DataColumn<Payout>[] = [
  payoutColumns.date,
  payoutColumns.product,
  payoutColumns.amount,
  payoutColumns.method,
  payoutColumns.account,
  {
    id: "status",
    get header() {
      return t("payout.colStatus");
    },
    accessorFn: (p) => p.status,
    cell: (c) => (
      <PayoutStatusBadge
        status={c.row.original.status}
        reason={c.row.original.rejectionReason}
      />
    ),
  },
  {
    id: "transactionId",
    get header() {
      return t("payout.colTransaction");
    },
    accessorFn: (p) => p.transactionId ?? "-",
    // User or data text: isolated, so an Urdu row never reorders it (issue 31).
    cell: (c) => <bdi>{String(c.getValue())}</bdi>,
  },
  {
    id: "invoice",
    get header() {
      return t("payout.colInvoice");
    },
    enableSorting: false,
    cell: (c) =>
      c.row.original.status === "paid"
        ? (
          <Link to="/invoice/$id" params={{ id: String(c.row.original.id) }}>
            {t("payout.viewInvoice")}
          </Link>
        )
        : "-",
  },
];

// With any withheld tax, Amount is the gross and Tax and Net follow it.
const taxColumns: DataColumn<Payout>[] = [
  ...columns.slice(0, 2),
  {
    ...payoutColumns.amount,
    get header() {
      return t("payout.colGross");
    },
  },
  payoutColumns.tax,
  payoutColumns.net,
  ...columns.slice(3),
];

/** The history table of the signed-in affiliate (gross, tax and net once a payout withheld tax). */
export function PayoutHistoryTable(
  { payouts, emptyAction }: {
    payouts: Payout[];
    /** Under the empty text: the link to the request form (none on /payout, where the form is above). */
    emptyAction?: ReactNode;
  },
) {
  // .payout-history wraps long cells inside the card, so Status and the invoice stay in sight at 1280 px.
  return (
    <div className="payout-history">
      <DataTable
        columns={payouts.some((p) => p.tax) ? taxColumns : columns}
        data={payouts}
        emptyText={t("payout.noHistory")}
        emptyHint={t("aff.empty.payoutsHint")}
        emptyAction={emptyAction}
        caption={t("payout.historyCaption")}
        stackOnPhones
        rowProps={(p) => ({ id: `payout-${p.id}` })}
      />
    </div>
  );
}
