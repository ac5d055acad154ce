/** The columns of a batch's payout table. */
import { type DataColumn } from "@/components/DataTable.tsx";
import { PayoutStatusBadge } from "@/components/PayoutStatusBadge.tsx";
import { formatDollars } from "@/lib/money.ts";
import { accountSummary, type Payout } from "@/lib/payouts.ts";
import { t } from "@/i18n/i18n.ts";

/** The payouts table's columns: reference, user, amount, account, status, transaction. */
export function batchPayoutColumns(): DataColumn<Payout>[] {
  return [
    {
      id: "reference",
      header: t("admm.batch.colReference"),
      accessorFn: (p) => `KAMAI-P${p.id}`,
    },
    {
      id: "user",
      header: t("admm.colUser"),
      accessorFn: (p) => p.user ?? "",
      cell: (c) => (
        <span>
          {c.row.original.user ?? "-"}
          <span className="payout-user-email">
            {c.row.original.userEmail}
          </span>
        </span>
      ),
    },
    {
      id: "amount",
      header: t("payout.colAmount"),
      accessorFn: (p) => p.amount,
      cell: (c) => (
        <span className="ltr">{formatDollars(c.row.original.amount)}</span>
      ),
    },
    {
      id: "account",
      header: t("payout.colAccount"),
      accessorFn: (p) => accountSummary(p),
    },
    {
      id: "status",
      header: t("payout.colStatus"),
      accessorFn: (p) => p.status,
      cell: (c) => (
        <PayoutStatusBadge
          status={c.row.original.status}
          reason={c.row.original.rejectionReason}
          showProcessing
        />
      ),
    },
    {
      id: "transactionId",
      header: t("payout.colTransaction"),
      accessorFn: (p) => p.transactionId ?? "-",
    },
  ];
}
