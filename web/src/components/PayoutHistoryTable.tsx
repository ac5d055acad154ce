/** PayoutHistoryTable: an affiliate's payouts with status badges and invoice links ('No payout history found'). */
import { Link } from "@tanstack/react-router";
import { type DataColumn, DataTable } from "./DataTable.tsx";
import { PayoutStatusBadge } from "./PayoutStatusBadge.tsx";
import { accountSummary, methodLabel, type Payout } from "../lib/payouts.ts";
import { formatDollars } from "../lib/money.ts";
import { formatDateTime } from "../lib/dates.ts";

/** The columns both payout histories (the affiliate's and the admin's) show alike. */
export const payoutColumns = {
  date: {
    id: "date",
    header: "Date",
    accessorFn: (p) => p.requestedAt ?? p.createdAt ?? "",
    cell: (c) =>
      formatDateTime(c.row.original.requestedAt ?? c.row.original.createdAt),
  },
  product: {
    id: "product",
    header: "Product",
    accessorFn: (p) => p.product ?? "-",
  },
  amount: {
    id: "amount",
    header: "Amount",
    accessorFn: (p) => Number(p.amount),
    cell: (c) => formatDollars(c.row.original.amount),
  },
  method: {
    id: "method",
    header: "Method",
    accessorFn: (p) => methodLabel(p.method),
  },
  account: {
    id: "account",
    header: "Account",
    accessorFn: accountSummary,
    // An IBAN on one line pushed Status out of sight: the account wraps instead.
    cell: (c) => (
      <span className="payout-account">{accountSummary(c.row.original)}</span>
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
    header: "Status",
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
    header: "Transaction ID",
    accessorFn: (p) => p.transactionId ?? "-",
  },
  {
    id: "invoice",
    header: "Invoice",
    enableSorting: false,
    cell: (c) =>
      c.row.original.status === "paid"
        ? (
          <Link to="/invoice/$id" params={{ id: String(c.row.original.id) }}>
            View invoice
          </Link>
        )
        : "-",
  },
];

/** The history table of the signed-in affiliate. */
export function PayoutHistoryTable({ payouts }: { payouts: Payout[] }) {
  return (
    <DataTable
      columns={columns}
      data={payouts}
      emptyText="No payout history found"
      caption="Payout history"
      stackOnPhones
      rowProps={(p) => ({ id: `payout-${p.id}` })}
    />
  );
}
