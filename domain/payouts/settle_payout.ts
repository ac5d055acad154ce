/** The steps that settle a locked payout, shared by the one-by-one desk (payPayout) and batch results. */
import { err, ok, type Result } from "../shared/result.ts";
import { addMoneyTotals, money, totalAsMoney } from "../shared/money.ts";
import { formatCurrency } from "../shared/currency.ts";
import { karachiDate } from "../shared/karachi_date.ts";
import { type Payout, payoutMethodLabel, type PayoutTax } from "./payout.ts";
import { withhold } from "../tax/withholding.ts";
import { rateBpFor, type TaxRate } from "../tax/tax_rate.ts";
import type { PayoutRepos } from "./payout_repos.ts";
import {
  type PayoutError,
  type PayoutFailure,
  payoutNotCovered,
} from "./payout_errors.ts";
import { releasedEntry } from "./pending_payout.ts";
import { holdsPayouts, RISK_MESSAGES } from "../risk/risk_flag.ts";
import { invoiceNumberFor, renderInvoiceHtml } from "./render_invoice.ts";

/** A transaction id as typed or imported: trimmed text of 1 to 100 characters. */
export function checkTransactionId(
  value: unknown,
): Result<string, PayoutFailure & { field: string }> {
  const transactionId = typeof value === "string" || typeof value === "number"
    ? String(value).trim()
    : "";
  if (transactionId === "") {
    return err({
      code: "VALIDATION_ERROR",
      message: "Transaction ID is required.",
      field: "transactionId",
    });
  }
  if (transactionId.length > 100) {
    return err({
      code: "VALIDATION_ERROR",
      message: "Transaction ID must be at most 100 characters.",
      field: "transactionId",
    });
  }
  return ok(transactionId);
}

/** Who settles, with what, and when. */
export interface SettleInput {
  adminId: number;
  transactionId: string;
  now: Date;
  /** Appended to the audit details, e.g. " in batch KAMAI-B3-BANK". */
  auditSuffix?: string;
}

/**
 * Pays a payout whose row and user lock the caller holds (pending or processing): the release, paid and tax ledger
 * rows, the status, the invoice and the audit row. The withholding tax (when on) is fixed here for good.
 */
export async function payLockedPayout(
  { payouts, ledger, audit, settings, tax, risk }: PayoutRepos,
  payout: Payout,
  input: SettleInput,
): Promise<Result<Payout, PayoutError>> {
  const { now, transactionId } = input;
  // An open high flag (or any open flag, by the setting) holds the money until an admin clears it.
  const riskSettings = await risk.settings();
  const holding = (await risk.openFlagsOf(payout.userId)).filter((f) =>
    holdsPayouts(f, riskSettings)
  );
  if (holding.length > 0) {
    return err({
      code: "PAYOUT_HELD",
      message: RISK_MESSAGES.held,
      flagIds: holding.map((f) => f.id),
    });
  }
  const today = karachiDate(now);
  // The reservation is already out of the available balance; releasing it gives what the user could be paid.
  const coverable = addMoneyTotals(
    await ledger.availableBalance(payout.userId, today),
    payout.amount,
  );
  if (coverable < payout.amount) {
    return err(payoutNotCovered(totalAsMoney(coverable), payout.amount));
  }

  // With withholding on, the rate of the payment date and the payee's profile now fix the tax for good.
  const current = await settings.get();
  let withheld: PayoutTax | null = null;
  let rate: TaxRate | null = null;
  if (current.withholdingTax) {
    rate = await tax.payoutRateOn(today);
    if (rate) {
      const profile = await tax.profileOf(payout.userId);
      const filer = profile?.filer ?? false;
      const rateBp = rateBpFor(rate, filer);
      const { tax: amount, net } = withhold(payout.amount, rateBp);
      withheld = {
        rateId: rate.id,
        rateBp,
        amount,
        net,
        filer,
        idNumber: profile?.idNumber ?? null,
      };
    }
  }

  // Paying releases the reservation and books the payment out, both on the decision date: the net as
  // payout_paid and the tax as payout_tax, so the balance moves by the gross either way.
  const released = releasedEntry(payout, today);
  await ledger.append(released);
  await ledger.append({
    ...released,
    kind: "payout_paid",
    amount: money(-(withheld ? withheld.net : payout.amount)),
  });
  if (withheld && withheld.amount > 0) {
    await ledger.append({
      ...released,
      kind: "payout_tax",
      amount: money(-withheld.amount),
    });
  }
  await payouts.markPaid(payout.id, {
    transactionId,
    decidedAt: now,
    decidedBy: input.adminId,
    tax: withheld,
  });
  const paid: Payout = {
    ...payout,
    status: "paid",
    transactionId,
    decidedAt: now,
    hasInvoice: true,
    tax: withheld,
  };
  const invoiceNumber = invoiceNumberFor(payout.id, now);
  await payouts.saveInvoice({
    payoutId: payout.id,
    invoiceNumber,
    html: renderInvoiceHtml(paid, invoiceNumber, now, {
      currency: current.currency,
      taxRate: rate,
    }),
    issuedAt: now,
  });
  const shown = (amount: number) => formatCurrency(amount, current.currency);
  await audit.append({
    adminId: input.adminId,
    action: "Payout Paid",
    details: `Payout #${payout.id} of ${
      shown(payout.amount)
    } to ${payout.userEmail} via ${
      payoutMethodLabel(payout.method)
    } marked paid (transaction ID ${transactionId}, invoice ${invoiceNumber})${
      withheld
        ? `; tax withheld ${shown(withheld.amount)} at ${
          withheld.rateBp / 100
        }%, net ${shown(withheld.net)}`
        : ""
    }${input.auditSuffix ?? ""}`,
  });
  return ok(paid);
}

/**
 * Marks a processing payout failed (the bank or wallet refused it): its reservation goes back to the available
 * balance, the reason is kept (as rejectionReason) and the audit row written. The affiliate may request again.
 */
export async function failLockedPayout(
  { payouts, ledger, audit, settings }: PayoutRepos,
  payout: Payout,
  input: {
    adminId: number;
    reason: string | null;
    now: Date;
    auditSuffix?: string;
  },
): Promise<Payout> {
  await ledger.append(releasedEntry(payout, karachiDate(input.now)));
  await payouts.markFailed(payout.id, {
    reason: input.reason,
    decidedAt: input.now,
    decidedBy: input.adminId,
  });
  const current = await settings.get();
  await audit.append({
    adminId: input.adminId,
    action: "Payout Failed",
    details: `Payout #${payout.id} of ${
      formatCurrency(payout.amount, current.currency)
    } to ${payout.userEmail} failed${
      input.reason ? `: ${input.reason}` : " (no reason given)"
    }; the amount is back in the balance${input.auditSuffix ?? ""}`,
  });
  return {
    ...payout,
    status: "failed",
    rejectionReason: input.reason,
    decidedAt: input.now,
  };
}
