/** The payout invoice: a self-contained, printable HTML document rendered from the payout's own stored data. */
import { type Currency, formatCurrency } from "../shared/currency.ts";
import { karachiDate } from "../shared/karachi_date.ts";
import { type Payout, payoutMethodLabel } from "./payout.ts";

/** The invoice number of a payout paid at an instant, e.g. "KAM-20260115-000042". */
export function invoiceNumberFor(payoutId: number, paidAt: Date): string {
  return `KAM-${karachiDate(paidAt).replaceAll("-", "")}-${
    String(payoutId).padStart(6, "0")
  }`;
}

/** The invoice's own stylesheet; constant, so the web app's Content-Security-Policy can allow it by hash. */
export const INVOICE_STYLES = `
  body { font-family: Inter, system-ui, sans-serif; color: #111827; margin: 2rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  .muted { color: #4b5563; margin: 0 0 1.5rem; }
  table { border-collapse: collapse; width: 100%; max-width: 40rem; }
  th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  th { width: 14rem; color: #374151; font-weight: 600; }
  .total { font-size: 1.25rem; font-weight: 700; margin-top: 1.5rem; }
  .paid { display: inline-block; padding: .125rem .5rem; border-radius: 9999px; background: #dcfce7; color: #166534; }
`;

/** How the invoice shows amounts, and the rate row a withholding used (its category and section). */
export interface InvoiceOptions {
  currency?: Currency;
  taxRate?: { category: string; section: string } | null;
}

/** Renders the invoice of a paid payout; every value is escaped, so user-typed text can never become markup. */
export function renderInvoiceHtml(
  payout: Payout,
  invoiceNumber: string,
  issuedAt: Date,
  options: InvoiceOptions = {},
): string {
  const shown = (minor: number) =>
    formatCurrency(minor, options.currency ?? "USD");
  const tax = payout.tax ?? null;
  const row = (label: string, value: string | null) =>
    `<tr><th scope="row">${escapeHtml(label)}</th><td>${
      escapeHtml(value ?? "-")
    }</td></tr>`;
  const rows = [
    row("Invoice number", invoiceNumber),
    row("Issued (Asia/Karachi)", karachiDate(issuedAt)),
    row("Payout ID", String(payout.id)),
    row("Paid to", payout.userName),
    row("Email", payout.userEmail),
    row("Product", payout.productTitle),
    row("Requested (Asia/Karachi)", karachiDate(payout.requestedAt)),
    row("Payment method", payoutMethodLabel(payout.method)),
    row("Account type", payout.accountType),
    row("Account label", payout.accountLabel),
    row("Account name", payout.accountName),
    row("Bank name", payout.bankName),
    row("Account number", payout.accountNumber),
    row("Transaction ID", payout.transactionId),
    ...(tax
      ? [
        row("Gross amount", shown(payout.amount)),
        row(
          "Tax withheld",
          `${shown(tax.amount)} (${tax.rateBp / 100}%, ${
            tax.filer ? "filer" : "non-filer"
          }${
            options.taxRate
              ? `; ${options.taxRate.category}, section ${options.taxRate.section}`
              : ""
          })`,
        ),
        row("Payee CNIC/NTN", tax.idNumber ?? "none recorded"),
        row("Net paid", shown(tax.net)),
      ]
      : []),
  ].join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Invoice ${escapeHtml(invoiceNumber)}</title>
<style>${INVOICE_STYLES}</style>
</head>
<body>
<h1>Kamai payout invoice</h1>
<p class="muted">Invoice ${
    escapeHtml(invoiceNumber)
  } &middot; <span class="paid">Paid</span></p>
<table>
${rows}
</table>
<p class="total">Amount paid: ${
    escapeHtml(shown(tax ? tax.net : payout.amount))
  }</p>
</body>
</html>
`;
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[
        c
      ]!,
  );
}
