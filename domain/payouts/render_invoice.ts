/** The payout invoice: a self-contained, printable HTML document rendered from the payout's own stored data. */
import { type Currency, formatCurrency } from "../shared/currency.ts";
import { karachiDate } from "../shared/karachi_date.ts";
import { type Payout, payoutMethodLabel } from "./payout.ts";
import { DEFAULT_SETTINGS } from "../settings/settings.ts";

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

/** The invoice's words in English (the product's) and Urdu; the payee's language (users.language) picks. */
const INVOICE_TEXT = {
  en: {
    invoiceNumber: "Invoice number",
    issued: "Issued (Asia/Karachi)",
    payoutId: "Payout ID",
    paidTo: "Paid to",
    email: "Email",
    product: "Product",
    requested: "Requested (Asia/Karachi)",
    method: "Payment method",
    accountType: "Account type",
    accountLabel: "Account label",
    accountName: "Account name",
    bankName: "Bank name",
    accountNumber: "Account number",
    transactionId: "Transaction ID",
    gross: "Gross amount",
    taxWithheld: "Tax withheld",
    filer: "filer",
    nonFiler: "non-filer",
    section: "section",
    payeeId: "Payee CNIC/NTN",
    noneRecorded: "none recorded",
    net: "Net paid",
    title: "Invoice",
    heading: "Kamai payout invoice",
    paid: "Paid",
    amountPaid: "Amount paid:",
  },
  ur: {
    invoiceNumber: "انوائس نمبر",
    issued: "جاری ہونے کی تاریخ (پاکستانی وقت)",
    payoutId: "ادائیگی آئی ڈی",
    paidTo: "وصول کنندہ",
    email: "ای میل",
    product: "پروڈکٹ",
    requested: "درخواست کی تاریخ (پاکستانی وقت)",
    method: "ادائیگی کا طریقہ",
    accountType: "اکاؤنٹ کی قسم",
    accountLabel: "اکاؤنٹ لیبل",
    accountName: "اکاؤنٹ ہولڈر کا نام",
    bankName: "بینک کا نام",
    accountNumber: "اکاؤنٹ نمبر",
    transactionId: "ٹرانزیکشن آئی ڈی",
    gross: "کل رقم",
    taxWithheld: "کٹا ہوا ٹیکس",
    filer: "فائلر",
    nonFiler: "نان فائلر",
    section: "سیکشن",
    payeeId: "وصول کنندہ کا CNIC/NTN",
    noneRecorded: "درج نہیں",
    net: "خالص ادائیگی",
    title: "انوائس",
    heading: "کمائی ادائیگی انوائس",
    paid: "ادا شدہ",
    amountPaid: "ادا کی گئی رقم:",
  },
} as const;

/** A method's name in the invoice's language (the method table's; wallet brands stay as written). */
function methodIn(language: "en" | "ur", method: Payout["method"]): string {
  return payoutMethodLabel(method, language);
}

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
    formatCurrency(minor, options.currency ?? DEFAULT_SETTINGS.currency);
  const tax = payout.tax ?? null;
  const language = payout.userLanguage === "ur" ? "ur" : "en";
  const w = INVOICE_TEXT[language];
  const row = (label: string, value: string | null) =>
    `<tr><th scope="row">${escapeHtml(label)}</th><td>${
      escapeHtml(value ?? "-")
    }</td></tr>`;
  const rows = [
    row(w.invoiceNumber, invoiceNumber),
    row(w.issued, karachiDate(issuedAt)),
    row(w.payoutId, String(payout.id)),
    row(w.paidTo, payout.userName),
    row(w.email, payout.userEmail),
    row(w.product, payout.productTitle),
    row(w.requested, karachiDate(payout.requestedAt)),
    row(w.method, methodIn(language, payout.method)),
    row(w.accountType, payout.accountType),
    row(w.accountLabel, payout.accountLabel),
    row(w.accountName, payout.accountName),
    row(w.bankName, payout.bankName),
    row(w.accountNumber, payout.accountNumber),
    row(w.transactionId, payout.transactionId),
    ...(tax
      ? [
        row(w.gross, shown(payout.amount)),
        row(
          w.taxWithheld,
          `${shown(tax.amount)} (${tax.rateBp / 100}%, ${
            tax.filer ? w.filer : w.nonFiler
          }${
            options.taxRate
              ? `; ${options.taxRate.category}, ${w.section} ${options.taxRate.section}`
              : ""
          })`,
        ),
        row(w.payeeId, tax.idNumber ?? w.noneRecorded),
        row(w.net, shown(tax.net)),
      ]
      : []),
  ].join("\n");
  return `<!doctype html>
<html lang="${language}"${language === "ur" ? ' dir="rtl"' : ""}>
<head>
<meta charset="utf-8">
<title>${w.title} ${escapeHtml(invoiceNumber)}</title>
<style>${INVOICE_STYLES}</style>
</head>
<body>
<h1>${w.heading}</h1>
<p class="muted">${w.title} ${
    escapeHtml(invoiceNumber)
  } &middot; <span class="paid">${w.paid}</span></p>
<table>
${rows}
</table>
<p class="total">${w.amountPaid} ${
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
