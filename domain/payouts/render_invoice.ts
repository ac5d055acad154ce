/** The payout invoice: a self-contained, printable HTML document rendered from the invoice's facts. */
import { karachiDate } from "../shared/karachi_date.ts";
import type { Payout } from "./payout.ts";
import {
  type InvoiceContext,
  type InvoiceFacts,
  invoiceFactsOf,
} from "./invoice_facts.ts";
import { type InvoiceLanguage, invoiceView } from "./invoice_text.ts";

/** The invoice number of a payout paid at an instant, e.g. "KAM-20260115-000042". */
export function invoiceNumberFor(payoutId: number, paidAt: Date): string {
  return `KAM-${karachiDate(paidAt).replaceAll("-", "")}-${
    String(payoutId).padStart(6, "0")
  }`;
}

/**
 * The invoice's own stylesheet; constant, so the web app's Content-Security-Policy can allow it by hash. It sizes
 * to its content: the web page grows its frame to the document's height, and under 34rem each row stacks its label
 * above its value, so nothing is cut or scrolled sideways on a phone.
 */
export const INVOICE_STYLES = `
  body { font-family: Inter, "Noto Naskh Arabic", system-ui, sans-serif; color: #111827; margin: 0; padding: 1.5rem; }
  main { max-width: 44rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  h2 { font-size: .8rem; text-transform: uppercase; letter-spacing: .04em; color: #4b5563; margin: 0 0 .25rem; }
  .muted { color: #4b5563; margin: 0 0 1.25rem; }
  .parties { display: flex; flex-wrap: wrap; gap: 1rem 2.5rem; margin: 0 0 1.25rem; }
  .parties section { flex: 1 1 14rem; }
  .parties p { margin: 0; line-height: 1.5; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: start; padding: .5rem .75rem; border-bottom: 1px solid #e5e7eb; vertical-align: top; overflow-wrap: break-word; }
  th { width: 40%; color: #374151; font-weight: 600; }
  .total { font-size: 1.25rem; font-weight: 700; margin: 1.5rem 0 0; }
  .paid { display: inline-block; padding: .125rem .5rem; border-radius: 9999px; background: #dcfce7; color: #166534; }
  bdi[dir="ltr"] { white-space: nowrap; }
  td bdi[dir="ltr"] { white-space: normal; }
  .amount { white-space: nowrap; }
  @media (max-width: 34rem) {
    body { padding: 1rem; }
    th, td { display: block; width: auto; padding: .125rem 0; }
    th { border-bottom: 0; padding-top: .625rem; font-size: .875rem; }
    td { padding-bottom: .625rem; }
  }
`;

/** The stylesheet of invoices stored before 0073: still allowed by hash, since their html is shown as it was. */
export const LEGACY_INVOICE_STYLES = `
  body { font-family: Inter, system-ui, sans-serif; color: #111827; margin: 2rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  .muted { color: #4b5563; margin: 0 0 1.5rem; }
  table { border-collapse: collapse; width: 100%; max-width: 40rem; }
  th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  th { width: 14rem; color: #374151; font-weight: 600; }
  .total { font-size: 1.25rem; font-weight: 700; margin-top: 1.5rem; }
  .paid { display: inline-block; padding: .125rem .5rem; border-radius: 9999px; background: #dcfce7; color: #166534; }
`;

/** How the invoice shows amounts, the rate row a withholding used, the issuer and the payee's filed id. */
export type InvoiceOptions = Partial<InvoiceContext>;

/** Renders the invoice of a paid payout in the payee's language (its facts fixed now). */
export function renderInvoiceHtml(
  payout: Payout,
  invoiceNumber: string,
  issuedAt: Date,
  options: InvoiceOptions = {},
): string {
  const facts = invoiceFactsOf(payout, invoiceNumber, issuedAt, {
    currency: options.currency ?? "USD",
    ...options,
  });
  return renderInvoiceDocument(facts, facts.language);
}

/**
 * The invoice document in `language`. Every value is escaped, so user-typed text can never become markup, and
 * sits in its own `<bdi>` (left to right for numbers, amounts and Latin text), so an Urdu page never reorders it.
 */
export function renderInvoiceDocument(
  facts: InvoiceFacts,
  language: InvoiceLanguage,
): string {
  const view = invoiceView(facts, language);
  const bdi = (text: string, ltr: boolean) =>
    `<bdi${ltr ? ' dir="ltr"' : ""}>${escapeHtml(text)}</bdi>`;
  const party = (part: { heading: string; lines: string[] }, testId: string) =>
    `<section data-testid="${testId}"><h2>${escapeHtml(part.heading)}</h2><p>${
      part.lines.map((line) => bdi(line, false)).join("<br>")
    }</p></section>`;
  const rows = view.rows.map((r) =>
    `<tr><th scope="row">${escapeHtml(r.label)}</th><td>${
      bdi(r.value, r.ltr)
    }</td></tr>`
  ).join("\n");
  return `<!doctype html>
<html lang="${language}" dir="${language === "ur" ? "rtl" : "ltr"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(view.title)}</title>
<style>${INVOICE_STYLES}</style>
</head>
<body>
<main>
<h1>${escapeHtml(view.heading)}</h1>
<p class="muted">${escapeHtml(view.title.replace(facts.invoiceNumber, ""))}${
    bdi(facts.invoiceNumber, true)
  } &middot; <span class="paid">${escapeHtml(view.paid)}</span></p>
<div class="parties">
${party(view.issuer, "invoice-issuer")}
${party(view.payee, "invoice-payee")}
</div>
<table>
${rows}
</table>
<p class="total" data-testid="invoice-total">${
    escapeHtml(view.total.label)
  } <bdi dir="ltr" class="amount">${escapeHtml(view.total.value)}</bdi></p>
</main>
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
