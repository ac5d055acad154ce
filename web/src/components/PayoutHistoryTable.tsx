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
  // Withholding (docs/payout-operations.md): the tax and net of a paid payout that withheld tax, "-" otherwise.
  tax: {
    id: "tax",
    header: "Tax",
    accessorFn: (p) => p.tax?.withheld ?? 0,
    cell: (c) => {
      const tax = c.row.original.tax;
      return tax ? `${formatDollars(tax.withheld)} (${tax.ratePercent}%)` : "-";
    },
  },
  net: {
    id: "net",
    header: "Net",
    accessorFn: (p) => p.tax?.net ?? Number(p.amount),
    cell: (c) => {
      const tax = c.row.original.tax;
      return tax ? formatDollars(tax.net) : "-";
    },
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

// With any withheld tax, Amount is the gross and Tax and Net follow it.
const taxColumns: DataColumn<Payout>[] = [
  ...columns.slice(0, 2),
  { ...payoutColumns.amount, header: "Gross" },
  payoutColumns.tax,
  payoutColumns.net,
  ...columns.slice(3),
];

/** The history table of the signed-in affiliate (gross, tax and net once a payout withheld tax). */
export function PayoutHistoryTable({ payouts }: { payouts: Payout[] }) {
  return (
    <DataTable
      columns={payouts.some((p) => p.tax) ? taxColumns : columns}
      data={payouts}
      emptyText="No payout history found"
      caption="Payout history"
      stackOnPhones
      rowProps={(p) => ({ id: `payout-${p.id}` })}
    />
  );
}
