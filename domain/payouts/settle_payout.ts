/** The steps that settle locked payouts, shared by the one-by-one desk (payPayout) and batch results. */
import { err, ok, type Result } from "../shared/result.ts";
import {
  addMoneyTotals,
  money,
  type MoneyTotal,
  totalAsMoney,
} from "../shared/money.ts";
import { formatCurrency } from "../shared/currency.ts";
import { karachiDate } from "../shared/karachi_date.ts";
import {
  type Payout,
  type PayoutHold,
  payoutMethodLabel,
  type PayoutTax,
} from "./payout.ts";
import { withhold } from "../tax/withholding.ts";
import { rateBpFor, type TaxRate } from "../tax/tax_rate.ts";
import type { PayoutRepos } from "./payout_repos.ts";
import type { PayoutInvoice, PayoutRepository } from "./payout_repository.ts";
import type { LedgerEntryInput } from "../ledger/ledger_repository.ts";
import type { AuditEntryInput } from "../audit/audit_repository.ts";
import type { TaxProfile } from "../tax/tax_profile.ts";
import {
  type PayoutError,
  type PayoutFailure,
  payoutNotCovered,
} from "./payout_errors.ts";
import { releasedEntry } from "./pending_payout.ts";
import { holdsPayouts, RISK_MESSAGES } from "../risk/risk_flag.ts";
import { invoiceNumberFor, renderInvoiceDocument } from "./render_invoice.ts";
import { invoiceFactsOf } from "./invoice_facts.ts";
import { heldPayouts, HOLD_MESSAGES, payeeHold } from "./payout_hold.ts";

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

/** One locked payout and its outcome: paid with a transaction id, or failed with an optional reason. */
export type Settlement =
  | { payout: Payout; status: "paid"; transactionId: string }
  | { payout: Payout; status: "failed"; reason: string | null };

/** Who settles, and when. */
export interface SettleInput {
  adminId: number;
  now: Date;
  /** Appended to the audit details, e.g. " (batch KAMAI-B3-BANK)". */
  auditSuffix?: string;
}

/**
 * Settles payouts whose rows and users' payout locks the caller holds, in a handful of statements whatever their
 * number: paid ones (pending or processing) get their release, paid and tax ledger rows, status, invoice and audit
 * row, with the withholding tax (when on) fixed here for good; failed ones (processing: the bank or wallet refused
 * them) get their reservation back in the balance, the reason kept (as rejectionReason) and an audit row. Each
 * payment is checked against its user's balance as the payouts before it in the list leave it, so the outcome is
 * the one settling them one by one in list order would give; the first payout not covered refuses them all.
 */
export async function settleLockedPayouts(
  { payouts, ledger, audit, settings, tax, risk, outbox }: PayoutRepos,
  settlements: Settlement[],
  input: SettleInput,
): Promise<Result<Payout[], PayoutError>> {
  if (settlements.length === 0) return ok([]);
  const { now, adminId } = input;
  const payees = [
    ...new Set(
      settlements.filter((s) => s.status === "paid").map((s) =>
        s.payout.userId
      ),
    ),
  ];
  // A block, or an open high flag (or any open flag, by the setting), holds the money until an admin lifts it.
  if (payees.length > 0) {
    const riskSettings = await risk.settings();
    const flags = await risk.openFlagsOfUsers(payees);
    const holding = flags.filter((f) => holdsPayouts(f, riskSettings));
    const paying = settlements.filter((s) => s.status === "paid").map((s) =>
      s.payout
    );
    if (holding.length > 0 || paying.some((p) => p.payeeBlocked === true)) {
      const holds = new Map<number, PayoutHold>();
      for (const p of paying) {
        const hold = payeeHold(
          p.payeeBlocked === true,
          holding.filter((f) => f.userId === p.userId),
          riskSettings,
        );
        if (hold) holds.set(p.id, hold);
      }
      return err({
        code: "PAYOUT_HELD",
        message: holding.length > 0
          ? RISK_MESSAGES.held
          : HOLD_MESSAGES.blocked,
        flagIds: holding.map((f) => f.id),
        held: heldPayouts(paying, holds),
      });
    }
  }
  const today = karachiDate(now);
  const current = await settings.get();
  const paidUsers = payees;
  const balances = paidUsers.length
    ? await ledger.availableBalances(paidUsers, today)
    : new Map<number, MoneyTotal>();
  // With withholding on, the rate of the payment date and each payee's profile now fix the tax for good.
  const rate: TaxRate | null = current.withholdingTax && paidUsers.length
    ? await tax.payoutRateOn(today)
    : null;
  // The profiles fix the tax (with withholding on) and print each payee's CNIC or NTN as filed on the invoice.
  const profiles = paidUsers.length
    ? await tax.profilesOf(paidUsers)
    : new Map<number, TaxProfile>();
  const shown = (amount: number) => formatCurrency(amount, current.currency);

  const entries: LedgerEntryInput[] = [];
  const paidRows: Parameters<PayoutRepository["markPaidMany"]>[0] = [];
  const failedRows: Parameters<PayoutRepository["markFailedMany"]>[0] = [];
  const invoices: PayoutInvoice[] = [];
  const audits: AuditEntryInput[] = [];
  const settled: Payout[] = [];
  for (const s of settlements) {
    const { payout } = s;
    const released = releasedEntry(payout, today);
    if (s.status === "failed") {
      entries.push(released);
      // A released reservation is available again to the user's later payments in this list.
      if (balances.has(payout.userId)) {
        balances.set(
          payout.userId,
          addMoneyTotals(balances.get(payout.userId)!, payout.amount),
        );
      }
      failedRows.push({
        payoutId: payout.id,
        reason: s.reason,
        decidedAt: now,
        decidedBy: adminId,
      });
      audits.push({
        adminId,
        action: "Payout Failed",
        details: `Payout #${payout.id} of ${
          shown(payout.amount)
        } to ${payout.userEmail} failed${
          s.reason ? `: ${s.reason}` : " (no reason given)"
        }; the amount is back in the balance${input.auditSuffix ?? ""}`,
      });
      settled.push({
        ...payout,
        status: "failed",
        rejectionReason: s.reason,
        decidedAt: now,
      });
      continue;
    }
    // The reservation is already out of the available balance; releasing it gives what the user could be paid.
    // Paying then books the gross back out, so the balance after it is what it was before.
    const coverable = addMoneyTotals(
      balances.get(payout.userId) ?? 0,
      payout.amount,
    );
    if (coverable < payout.amount) {
      return err(payoutNotCovered(
        totalAsMoney(coverable),
        payout.amount,
        current.currency,
      ));
    }
    let withheld: PayoutTax | null = null;
    if (rate) {
      const profile = profiles.get(payout.userId) ?? null;
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
    // Paying releases the reservation and books the payment out, both on the decision date: the net as
    // payout_paid and the tax as payout_tax, so the balance moves by the gross either way.
    entries.push(released, {
      ...released,
      kind: "payout_paid",
      amount: money(-(withheld ? withheld.net : payout.amount)),
    });
    if (withheld && withheld.amount > 0) {
      entries.push({
        ...released,
        kind: "payout_tax",
        amount: money(-withheld.amount),
      });
    }
    paidRows.push({
      payoutId: payout.id,
      transactionId: s.transactionId,
      decidedAt: now,
      decidedBy: adminId,
      tax: withheld,
    });
    const paid: Payout = {
      ...payout,
      status: "paid",
      transactionId: s.transactionId,
      decidedAt: now,
      hasInvoice: true,
      tax: withheld,
    };
    const invoiceNumber = invoiceNumberFor(payout.id, now);
    const profile = profiles.get(payout.userId) ?? null;
    const facts = invoiceFactsOf(paid, invoiceNumber, now, {
      currency: current.currency,
      taxRate: rate,
      issuer: {
        name: current.operatorName,
        address: current.operatorAddress,
        ntn: current.operatorNtn,
      },
      payeeId: profile
        ? { idType: profile.idType, idNumber: profile.idNumber }
        : null,
    });
    invoices.push({
      payoutId: payout.id,
      invoiceNumber,
      html: renderInvoiceDocument(facts, facts.language),
      facts,
      issuedAt: now,
    });
    audits.push({
      adminId,
      action: "Payout Paid",
      details: `Payout #${payout.id} of ${
        shown(payout.amount)
      } to ${payout.userEmail} via ${
        payoutMethodLabel(payout.method)
      } marked paid (transaction ID ${s.transactionId}, invoice ${invoiceNumber})${
        withheld
          ? `; tax withheld ${shown(withheld.amount)} at ${
            withheld.rateBp / 100
          }%, net ${shown(withheld.net)}`
          : ""
      }${input.auditSuffix ?? ""}`,
    });
    settled.push(paid);
  }

  await ledger.appendMany(entries);
  if (paidRows.length) await payouts.markPaidMany(paidRows);
  if (failedRows.length) await payouts.markFailedMany(failedRows);
  if (invoices.length) await payouts.saveInvoices(invoices);
  await audit.appendMany(audits);
  await outbox.emitMany(settled.map((payout) => ({
    type: payout.status === "paid" ? "payout.paid" : "payout.failed",
    payout,
  })));
  return ok(settled);
}

/** Pays one locked payout (pending or processing): settleLockedPayouts with one payment. */
export async function payLockedPayout(
  repos: PayoutRepos,
  payout: Payout,
  input: SettleInput & { transactionId: string },
): Promise<Result<Payout, PayoutError>> {
  const done = await settleLockedPayouts(repos, [{
    payout,
    status: "paid",
    transactionId: input.transactionId,
  }], input);
  return done.ok ? ok(done.value[0]) : done;
}
