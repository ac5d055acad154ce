/** PayoutStatusBadge: pending yellow with a clock icon (processing in a batch too), paid green, rejected or failed
 * (refused by the bank or wallet; the amount is back in the balance) red with its reason (docs/product.md §4). */
import { Badge } from "./Badge.tsx";
import { displayStatus } from "@/lib/payouts_csv.ts";
import { t } from "@/i18n/i18n.ts";

/** The status badge of one payout; any status other than paid or rejected shows as pending, or, with `approvedAsSuccess` (the admin's full profile view, docs/product.md §2), "approved" shows as a green Approved badge. */
export function PayoutStatusBadge(
  { status, reason, approvedAsSuccess = false, showProcessing = false }: {
    status: string;
    reason?: string | null;
    approvedAsSuccess?: boolean;
    /** The admin screens name a batched payout "Processing" (affiliates see it as pending). */
    showProcessing?: boolean;
  },
) {
  if (showProcessing && status === "processing") {
    return <Badge variant="yellow">{t("payout.statusProcessing")}</Badge>;
  }
  if (approvedAsSuccess && status === "approved") {
    return <Badge variant="green">{t("payout.statusApproved")}</Badge>;
  }
  const shown = displayStatus(status);
  if (shown === "paid") {
    return <Badge variant="green">{t("payout.statusPaid")}</Badge>;
  }
  if (shown === "rejected" || shown === "failed") {
    return (
      <span className="payout-status">
        <Badge variant="red">
          {shown === "failed"
            ? t("payout.statusFailed")
            : t("payout.statusRejected")}
        </Badge>
        {reason && (
          <span className="payout-reason">
            {t("payout.reason", { reason })}
          </span>
        )}
      </span>
    );
  }
  return (
    <Badge variant="yellow">
      <svg
        className="payout-clock"
        width="12"
        height="12"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      {t("payout.statusPending")}
    </Badge>
  );
}
