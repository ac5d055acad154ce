/** PendingApprovalNote: earnings of sales awaiting approval (counted, not yet payable), explained for an affiliate. */
import { Alert } from "./Alert.tsx";
import { formatDollars } from "../lib/money.ts";

/** The note for `amount` (the balance's pendingApproval); nothing when it is absent or 0. */
export function PendingApprovalNote({ amount }: { amount?: number | null }) {
  if (typeof amount !== "number" || !(amount > 0)) return null;
  return (
    <div className="pending-approval">
      <Alert tone="info">
        <strong>{formatDollars(amount)} awaiting approval.</strong>{" "}
        These sales are counted in your earnings but cannot be withdrawn yet:
        the shop or network has not confirmed them (for example, cash on
        delivery not yet collected). They become available once approved, or are
        removed if the order is cancelled.
      </Alert>
    </div>
  );
}
