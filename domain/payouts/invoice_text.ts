/** The invoice's words in English (the product's) and Urdu, and its content laid out once for the HTML and the PDF. */
import { formatCurrency } from "../shared/currency.ts";
import { karachiDate } from "../shared/karachi_date.ts";
import { payoutMethodLabel } from "./payout_methods.ts";
import { amountPaidOf, type InvoiceFacts } from "./invoice_facts.ts";

/** A language the invoice is written in. */
export type InvoiceLanguage = "en" | "ur";

/** True for a language the invoice is written in. */
export function isInvoiceLanguage(value: unknown): value is InvoiceLanguage {
  return value === "en" || value === "ur";
}

const INVOICE_TEXT = {
  en: {
    invoiceNumber: "Invoice number",
    issued: "Issued (Asia/Karachi)",
    payoutId: "Payout ID",
    issuedBy: "Issued by",
    ntn: "NTN",
    cnic: "CNIC",
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
    taxRate: "Tax rate",
    filer: "filer",
    nonFiler: "non-filer",
    section: "section",
    payeeId: "Payee CNIC/NTN",
    noneRecorded: "none recorded",
    notSet: "operator details not set",
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
    issuedBy: "جاری کنندہ",
    ntn: "این ٹی این",
    cnic: "شناختی کارڈ",
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
    taxRate: "ٹیکس کی شرح",
    filer: "فائلر",
    nonFiler: "نان فائلر",
    section: "سیکشن",
    payeeId: "وصول کنندہ کا شناختی کارڈ یا این ٹی این",
    noneRecorded: "درج نہیں",
    notSet: "آپریٹر کی تفصیلات درج نہیں",
    net: "خالص ادائیگی",
    title: "انوائس",
    heading: "کمائی ادائیگی انوائس",
    paid: "ادا شدہ",
    amountPaid: "ادا کی گئی رقم:",
  },
} as const;

/** One row of the invoice's table; `ltr` marks values read left to right (numbers, amounts, ids, Latin text). */
export interface InvoiceRow {
  label: string;
  value: string;
  ltr: boolean;
}

/** The invoice's content in one language, in reading order. */
export interface InvoiceView {
  language: InvoiceLanguage;
  /** "Invoice KAM-…" (the document title). */
  title: string;
  heading: string;
  paid: string;
  /** The issuer block: its heading and lines (name, address lines, NTN). */
  issuer: { heading: string; lines: string[] };
  /** The payee block: name, email, CNIC or NTN as filed. */
  payee: { heading: string; lines: string[] };
  rows: InvoiceRow[];
  total: { label: string; value: string };
}

/** True when a text is in Arabic script (then it is not forced left to right). */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

/** The invoice's content in `language`. */
export function invoiceView(
  facts: InvoiceFacts,
  language: InvoiceLanguage,
): InvoiceView {
  const w = INVOICE_TEXT[language];
  const shown = (minor: number) => formatCurrency(minor, facts.currency);
  const row = (label: string, value: string | null): InvoiceRow => ({
    label,
    value: value ?? "-",
    ltr: value === null || !ARABIC.test(value),
  });
  const { issuer, payee, account, tax } = facts;
  const idLine = payee.idNumber
    ? `${payee.idType === "ntn" ? w.ntn : w.cnic}: ${payee.idNumber}`
    : `${w.payeeId}: ${w.noneRecorded}`;
  const issuerLines = [
    issuer.name,
    ...issuer.address.split("\n"),
    issuer.ntn ? `${w.ntn}: ${issuer.ntn}` : "",
  ].filter((line) => line.trim() !== "");
  return {
    language,
    title: `${w.title} ${facts.invoiceNumber}`,
    heading: w.heading,
    paid: w.paid,
    issuer: {
      heading: w.issuedBy,
      lines: issuerLines.length ? issuerLines : [w.notSet],
    },
    payee: { heading: w.paidTo, lines: [payee.name, payee.email, idLine] },
    rows: [
      row(w.invoiceNumber, facts.invoiceNumber),
      row(w.issued, karachiDate(new Date(facts.issuedAt))),
      row(w.payoutId, String(facts.payoutId)),
      row(w.product, facts.productTitle),
      row(w.requested, karachiDate(new Date(facts.requestedAt))),
      {
        label: w.method,
        value: payoutMethodLabel(facts.method, language),
        ltr: language === "en",
      },
      row(w.accountType, account.accountType),
      row(w.accountLabel, account.accountLabel),
      row(w.accountName, account.accountName),
      row(w.bankName, account.bankName),
      row(w.accountNumber, account.accountNumber),
      row(w.transactionId, facts.transactionId),
      ...(tax
        ? [
          row(w.gross, shown(facts.amount)),
          row(w.taxWithheld, shown(tax.amount)),
          {
            label: w.taxRate,
            value: `${tax.rateBp / 100}% · ${tax.filer ? w.filer : w.nonFiler}${
              tax.category
                ? ` · ${tax.category}, ${w.section} ${tax.section}`
                : ""
            }`,
            ltr: language === "en",
          },
          row(w.net, shown(tax.net)),
        ]
        : []),
    ],
    total: { label: w.amountPaid, value: shown(amountPaidOf(facts)) },
  };
}
