/** What an invoice states, fixed when its payout is paid (payout_invoices.facts, 0073): both languages and the PDF read it. */
import type { Currency } from "../shared/currency.ts";
import { isCurrency } from "../shared/currency.ts";
import type { TaxIdType } from "../tax/tax_profile.ts";
import type { Payout, PayoutAccount, PayoutMethod } from "./payout.ts";

/** Who issues the invoice: the operator's details from the settings at payment ("" where not set). */
export interface InvoiceIssuer {
  name: string;
  address: string;
  ntn: string;
}

/** The invoice's content; amounts in minor units of `currency`, instants as ISO text. */
export interface InvoiceFacts {
  invoiceNumber: string;
  issuedAt: string;
  /** The payee's language at payment: the invoice's language when none is asked for. */
  language: "en" | "ur";
  currency: Currency;
  issuer: InvoiceIssuer;
  /** The payee as filed: their name, email and the CNIC or NTN of their tax profile (null when none is filed). */
  payee: {
    name: string;
    email: string;
    idType: TaxIdType | null;
    idNumber: string | null;
  };
  payoutId: number;
  productTitle: string | null;
  requestedAt: string;
  method: PayoutMethod;
  account: PayoutAccount;
  transactionId: string | null;
  /** The gross amount paid out (before any tax withheld). */
  amount: number;
  /** What was withheld (null: paid without withholding); category and section of the rate row used. */
  tax: {
    amount: number;
    net: number;
    rateBp: number;
    filer: boolean;
    category: string | null;
    section: string | null;
  } | null;
}

/** What the payment knew besides the payout: the currency, the rate row, the issuer and the payee's filed id. */
export interface InvoiceContext {
  currency: Currency;
  taxRate?: { category: string; section: string } | null;
  issuer?: InvoiceIssuer;
  payeeId?: { idType: TaxIdType; idNumber: string } | null;
}

const NO_ISSUER: InvoiceIssuer = { name: "", address: "", ntn: "" };

/** The facts of a paid payout's invoice. */
export function invoiceFactsOf(
  paid: Payout,
  invoiceNumber: string,
  issuedAt: Date,
  context: InvoiceContext,
): InvoiceFacts {
  const tax = paid.tax ?? null;
  // The id the withholding used wins; without withholding, the tax profile's id as filed.
  const payeeId = tax?.idNumber
    ? {
      idType: context.payeeId?.idType ??
        (tax.idNumber.length > 9 ? "cnic" as const : "ntn" as const),
      idNumber: tax.idNumber,
    }
    : context.payeeId ?? null;
  return {
    invoiceNumber,
    issuedAt: issuedAt.toISOString(),
    language: paid.userLanguage === "ur" ? "ur" : "en",
    currency: context.currency,
    issuer: context.issuer ?? NO_ISSUER,
    payee: {
      name: paid.userName,
      email: paid.userEmail,
      idType: payeeId?.idType ?? null,
      idNumber: payeeId?.idNumber ?? null,
    },
    payoutId: paid.id,
    productTitle: paid.productTitle,
    requestedAt: paid.requestedAt.toISOString(),
    method: paid.method,
    account: {
      accountType: paid.accountType,
      accountLabel: paid.accountLabel,
      accountName: paid.accountName,
      bankName: paid.bankName,
      accountNumber: paid.accountNumber,
    },
    transactionId: paid.transactionId,
    amount: paid.amount,
    tax: tax
      ? {
        amount: tax.amount,
        net: tax.net,
        rateBp: tax.rateBp,
        filer: tax.filer,
        category: context.taxRate?.category ?? null,
        section: context.taxRate?.section ?? null,
      }
      : null,
  };
}

/** Stored facts as read back (jsonb); null for an invoice issued before they were kept, or an unreadable row. */
export function readInvoiceFacts(value: unknown): InvoiceFacts | null {
  if (!value || typeof value !== "object") return null;
  const facts = value as InvoiceFacts;
  return typeof facts.invoiceNumber === "string" &&
      isCurrency(facts.currency) && typeof facts.amount === "number" &&
      typeof facts.issuer === "object" && typeof facts.payee === "object"
    ? facts
    : null;
}

/** The amount the payee received: the net after tax, or the whole amount. */
export function amountPaidOf(facts: InvoiceFacts): number {
  return facts.tax ? facts.tax.net : facts.amount;
}
