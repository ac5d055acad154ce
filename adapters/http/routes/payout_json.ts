/** Payout and balance JSON: the field names of spec section 3, money as display numbers with 2 decimals. */
import {
  toDisplayAmount,
  toDisplayTotal,
} from "../../../domain/shared/money.ts";
import type { Payout } from "../../../domain/payouts/payout.ts";
import type { BalanceSummary } from "../../../domain/ledger/ledger_balance_reader.ts";

/** A payout on the wire (spec section 3 Payout, plus decidedAt and whether an invoice can be viewed). */
export function payoutJson(p: Payout) {
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
  };
}

/** The balance response: available balance, earnings on hold by date, and totals. */
export function balanceJson(s: BalanceSummary) {
  return {
    balance: toDisplayTotal(s.available),
    pending: s.pending.map((p) => ({
      amount: toDisplayTotal(p.amount),
      availableOn: p.availableOn,
    })),
    pendingTotal: toDisplayTotal(s.pendingTotal),
    totalPaid: toDisplayTotal(s.totalPaid),
    reserved: toDisplayTotal(s.reserved),
  };
}
