/** The columns of an affiliate's payout history and assigned links on /admin/user-profile/{id}. */
import type {
  AssignedLinkItemJson,
  PayoutHistoryItemJson,
} from "@wire/users.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { formatDollars } from "@/lib/money.ts";
import { PayoutStatusBadge } from "@/components/PayoutStatusBadge.tsx";
import { methodLabel } from "@/lib/payouts.ts";
import type { DataColumn } from "@/components/DataTable.tsx";
import { t } from "@/i18n/i18n.ts";

/** The payout history's columns (read at render: their headers follow the language). */
export const payoutColumns = (): DataColumn<PayoutHistoryItemJson>[] => [
  {
    id: "requestedAt",
    accessorKey: "requestedAt",
    header: t("payout.colDate"),
    cell: (i) => formatDateTime(i.getValue() as string),
  },
  {
    id: "product",
    accessorKey: "product",
    header: t("payout.colProduct"),
    cell: (i) => <bdi>{(i.getValue() as string) ?? "-"}</bdi>,
  },
  {
    id: "amount",
    accessorKey: "amount",
    header: t("payout.colAmount"),
    cell: (i) => (
      <span className="ltr">{formatDollars(i.getValue() as number)}</span>
    ),
  },
  {
    id: "method",
    accessorKey: "method",
    header: t("payout.colMethod"),
    cell: (i) => methodLabel(i.getValue() as string),
  },
  {
    id: "status",
    accessorKey: "status",
    header: t("payout.colStatus"),
    cell: (i) => (
      <PayoutStatusBadge
        status={i.getValue() as string}
        reason={i.row.original.rejectionReason}
        approvedAsSuccess
      />
    ),
  },
  {
    id: "transactionId",
    accessorKey: "transactionId",
    header: t("payout.colTransaction"),
    cell: (i) => i.getValue() ?? "-",
  },
];

/** The assigned links' columns (read at render). */
export const linkColumns = (): DataColumn<AssignedLinkItemJson>[] => [
  {
    id: "productName",
    accessorKey: "productName",
    header: t("payout.colProduct"),
  },
  {
    id: "customLink",
    accessorKey: "customLink",
    header: t("admp.user.link"),
    cell: (i) => (
      <a
        className="ltr"
        href={i.getValue() as string}
        target="_blank"
        rel="noopener noreferrer"
      >
        {i.getValue() as string}
      </a>
    ),
  },
  {
    id: "trackingLink",
    accessorKey: "trackingLink",
    header: t("admp.user.trackedLink"),
    cell: (i) => (i.getValue() as string) ?? "-",
  },
];
