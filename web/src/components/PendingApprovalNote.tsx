/** PendingApprovalNote: earnings of sales awaiting approval (counted, not yet payable), explained for an affiliate. */
import { Alert } from "./Alert.tsx";
import { formatDollars } from "@/lib/money.ts";
import { t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";

/** The note for `amount` (the balance's pendingApproval); nothing when it is absent or 0. */
export function PendingApprovalNote({ amount }: { amount?: number | null }) {
  if (typeof amount !== "number" || !(amount > 0)) return null;
  return (
    <div className="pending-approval">
      <Alert tone="info">
        <strong>
          {tNodes("aff.pending.amount", {
            amount: <span className="ltr">{formatDollars(amount)}</span>,
          })}
        </strong>{" "}
        {t("aff.pending.text")}
      </Alert>
    </div>
  );
}
