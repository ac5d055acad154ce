/** PendingApprovalNote: earnings of sales awaiting approval (counted, not yet payable), explained for an affiliate. */
import { useEffect, useState } from "react";
import { Alert } from "./Alert.tsx";
import { api } from "../lib/api.ts";
import { formatDollars } from "../lib/money.ts";
import type { BalanceJson } from "../../../wire/payouts.ts";

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

/** The note with its own balance call, for pages that do not load the balance (the dashboard); silent on failure. */
export function PendingApprovalFromBalance() {
  const [amount, setAmount] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    api<BalanceJson>("/api/payouts/balance")
      .then((b) => current && setAmount(b?.pendingApproval ?? null))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return <PendingApprovalNote amount={amount} />;
}
