/** getPayoutInvoice: the stored invoice of a paid payout, for its affiliate or an admin. */
import { err, ok, type Result } from "../shared/result.ts";
import type { PayoutInvoice, PayoutReader } from "./payout_repository.ts";
import { PAYOUT_NOT_FOUND, type PayoutFailure } from "./payout_errors.ts";

/** Who is asking. */
export interface InvoiceViewer {
  userId: number;
  role: "user" | "admin";
}

/** The invoice; another user's payout reads as not found, so ids reveal nothing. */
export async function getPayoutInvoice(
  deps: { payouts: PayoutReader },
  viewer: InvoiceViewer,
  payoutId: number,
): Promise<Result<PayoutInvoice, PayoutFailure>> {
  const payout = await deps.payouts.findById(payoutId);
  if (!payout || (viewer.role !== "admin" && payout.userId !== viewer.userId)) {
    return err(PAYOUT_NOT_FOUND);
  }
  const invoice = await deps.payouts.findInvoice(payoutId);
  if (!invoice) {
    return err({
      code: "NOT_FOUND",
      message:
        "This payout has no invoice yet: invoices are issued when a payout is paid.",
    });
  }
  return ok(invoice);
}
