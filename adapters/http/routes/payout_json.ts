/** Payout and balance JSON: the field names of docs/product.md §3, money as display numbers with 2 decimals. */
import { wireAmount } from "./money_json.ts";
import { toDisplayAmount } from "../../../domain/shared/money.ts";
import type { Payout } from "../../../domain/payouts/payout.ts";
import type { BalanceSummary } from "../../../domain/ledger/ledger_balance_reader.ts";
import type { BalanceJson, PayoutJson } from "../../../wire/payouts.ts";

/** A payout on the wire (docs/product.md §3 Payout, plus decidedAt and whether an invoice can be viewed). */
export function payoutJson(p: Payout): PayoutJson {
  return {
    id: p.id,
    userId: p.userId,
    user: p.userName,
    userEmail: p.userEmail,
    productId: p.productId,
    product: p.productTitle,
    amount: toDisplayAmount(p.amount),
    method: p.method,
    accountType: p.accountType,
    accountLabel: p.accountLabel,
    accountName: p.accountName,
    bankName: p.bankName,
    accountNumber: p.accountNumber,
    status: p.status,
    transactionId: p.transactionId,
    requestedAt: p.requestedAt.toISOString(),
    createdAt: p.createdAt.toISOString(),
    decidedAt: p.decidedAt?.toISOString() ?? null,
    rejectionReason: p.rejectionReason,
    invoiceUrl: p.hasInvoice ? `/api/payouts/${p.id}/invoice` : null,
    tax: p.tax
      ? {
        gross: toDisplayAmount(p.amount),
        ratePercent: p.tax.rateBp / 100,
        withheld: toDisplayAmount(p.tax.amount),
        net: toDisplayAmount(p.tax.net),
        filer: p.tax.filer,
        idNumber: p.tax.idNumber,
      }
      : null,
    payeeTax: p.payeeTax ?? null,
    // Only the admin's lists read holds; an affiliate's own list never says a flag is open on them.
    ...(p.hold === undefined ? {} : { hold: p.hold }),
  };
}

/** The balance response: available balance, earnings on hold by date, and totals. */
export function balanceJson(s: BalanceSummary): BalanceJson {
  return {
    balance: wireAmount(s.available),
    pending: s.pending.map((p) => ({
      amount: wireAmount(p.amount),
      availableOn: p.availableOn,
    })),
    pendingTotal: wireAmount(s.pendingTotal),
    pendingApproval: wireAmount(s.pendingApproval),
    totalPaid: wireAmount(s.totalPaid),
    reserved: wireAmount(s.reserved),
  };
}
