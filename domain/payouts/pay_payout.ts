/** payPayout: an admin marks a pending payout paid; the reservation becomes a payment and an invoice is stored. */
import { err, ok, type Result } from "../shared/result.ts";
import { addMoneyTotals, money, totalAsMoney } from "../shared/money.ts";
import { formatCurrency } from "../shared/currency.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { karachiDate } from "../shared/karachi_date.ts";
import { type Payout, payoutMethodLabel, type PayoutTax } from "./payout.ts";
import { withhold } from "../tax/withholding.ts";
import { rateBpFor, type TaxRate } from "../tax/tax_rate.ts";
import type { PayoutRepos } from "./payout_repos.ts";
import type { PayoutNotifier } from "./payout_notifier.ts";
import { type PayoutError, payoutNotCovered } from "./payout_errors.ts";
import { lockPendingPayout, releasedEntry } from "./pending_payout.ts";
import { invoiceNumberFor, renderInvoiceHtml } from "./render_invoice.ts";

/** What payPayout needs. */
export interface PayPayoutDeps {
  uow: UnitOfWork<PayoutRepos>;
  clock: Clock;
  notifier: PayoutNotifier;
}

/** Which payout, by whom, with the bank or wallet transaction id. */
export interface PayPayoutInput {
  adminId: number;
  payoutId: number;
  transactionId: unknown;
}

/** Marks a payout paid: release + paid ledger rows, status, invoice and audit row in one transaction; then emails. */
export async function payPayout(
  deps: PayPayoutDeps,
  input: PayPayoutInput,
): Promise<Result<Payout, PayoutError>> {
  const transactionId = typeof input.transactionId === "string" ||
      typeof input.transactionId === "number"
    ? String(input.transactionId).trim()
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
  const now = deps.clock.now();
  const today = karachiDate(now);

  const result = await deps.uow.run(
    async (
      { payouts, ledger, audit, settings, tax },
    ): Promise<Result<Payout, PayoutError>> => {
      const locked = await lockPendingPayout(payouts, input.payoutId);
      if (!locked.ok) return locked;
      const payout = locked.value;
      // The reservation is already out of the available balance; releasing it gives what the user could be paid.
      const coverable = addMoneyTotals(
        await ledger.availableBalance(payout.userId, today),
        payout.amount,
      );
      if (coverable < payout.amount) {
        return err(
          payoutNotCovered(totalAsMoney(coverable), payout.amount),
        );
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
      const shown = (amount: number) =>
        formatCurrency(amount, current.currency);
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
        }`,
      });
      return ok(paid);
    },
  );
  if (result.ok) await deps.notifier.payoutPaid(result.value);
  return result;
}
