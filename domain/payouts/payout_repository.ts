/** Payout storage: PayoutRepository (the write side, transaction-scoped inside a UnitOfWork) and PayoutReader. */
import type { Money } from "../shared/money.ts";
import type {
  Payout,
  PayoutAccount,
  PayoutMethod,
  PayoutStatus,
  PayoutTax,
} from "./payout.ts";
import type { InvoiceFacts } from "./invoice_facts.ts";

/** A new payout request, already validated. */
export interface NewPayout extends PayoutAccount {
  userId: number;
  /** Null when the request named no product (the setting payoutRequiresProduct off). */
  productId: number | null;
  amount: Money;
  method: PayoutMethod;
  requestedAt: Date;
}

/** What a stored Idempotency-Key remembers. */
export interface IdempotencyRecord {
  fingerprint: string;
  payoutId: number;
}

/** A stored invoice. */
export interface PayoutInvoice {
  payoutId: number;
  invoiceNumber: string;
  /** The document as rendered at payment, in the payee's language then. */
  html: string;
  /** What it states (0073), to render it again in either language or as a PDF; null for older invoices. */
  facts: InvoiceFacts | null;
  issuedAt: Date;
}

/** The decision recorded on a pending payout. */
export interface PayoutDecision {
  decidedAt: Date;
  decidedBy: number;
}

/** The write side of payouts, inside a UnitOfWork; rows are only ever moved once out of pending. */
export interface PayoutRepository {
  /** Serializes all payout money movements of one user until the current transaction ends. */
  lockUser(userId: number): Promise<void>;
  create(payout: NewPayout): Promise<Payout>;
  findById(id: number): Promise<Payout | null>;
  /** Finds a payout and locks its row until the transaction ends, so two decisions cannot interleave. */
  findByIdForUpdate(id: number): Promise<Payout | null>;
  /** Marks pending or processing payouts paid; `tax` records what each withheld (null: no withholding). */
  markPaidMany(
    decisions: (PayoutDecision & {
      payoutId: number;
      transactionId: string;
      tax: PayoutTax | null;
    })[],
  ): Promise<void>;
  markRejected(
    id: number,
    decision: PayoutDecision & { rejectionReason: string | null },
  ): Promise<void>;
  /** Marks processing payouts failed, keeping each reason in rejection_reason. */
  markFailedMany(
    decisions: (PayoutDecision & { payoutId: number; reason: string | null })[],
  ): Promise<void>;
  findIdempotencyKey(
    userId: number,
    key: string,
  ): Promise<IdempotencyRecord | null>;
  saveIdempotencyKey(
    userId: number,
    key: string,
    record: IdempotencyRecord,
  ): Promise<void>;
  saveInvoices(invoices: PayoutInvoice[]): Promise<void>;
}

/** The read side of payouts: lists and invoices for the payout pages. */
export interface PayoutReader {
  findById(id: number): Promise<Payout | null>;
  /** A user's payouts, newest first. */
  listForUser(userId: number): Promise<Payout[]>;
  /** All payouts, optionally of one status, newest first. */
  list(status: PayoutStatus | null): Promise<Payout[]>;
  /** One page (1-based) of `list`, with the count of all matching payouts. */
  listPage(
    status: PayoutStatus | null,
    page: number,
    pageSize: number,
  ): Promise<{ rows: Payout[]; total: number }>;
  findInvoice(payoutId: number): Promise<PayoutInvoice | null>;
}
