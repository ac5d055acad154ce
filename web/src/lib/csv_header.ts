/** Reads a CSV file's header row in the browser, and guesses which column holds each import field. */
import type { ImportField, ImportMapping } from "@wire/sources.ts";

/** Splits the first record of CSV text into its fields (RFC 4180 quoting; a quoted field may hold newlines). */
export function parseCsvHeader(text: string): string[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") {
      fields.push(field.trim());
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      break;
    } else field += ch;
  }
  fields.push(field.trim());
  return fields.length === 1 && fields[0] === "" ? [] : fields;
}

// Header names networks and stores commonly use for each field, compared without case, spaces or punctuation.
const ALIASES: Record<ImportField, string[]> = {
  click_id: ["clickid", "kamaiclickid", "subid", "subid1", "affsub", "sub1"],
  link_code: ["linkcode", "code", "trackingcode"],
  coupon_code: ["couponcode", "coupon", "discountcode", "promocode"],
  order_id: ["orderid", "order", "ordernumber", "transactionid"],
  amount: ["amount", "saleamount", "total", "ordertotal", "revenue"],
  payout: ["payout", "commission", "payoutamount"],
  status: ["status", "orderstatus", "conversionstatus"],
  date: ["date", "orderdate", "conversiondate", "createdat", "datetime"],
  currency: ["currency", "ordercurrency", "currencycode"],
  // Guessed only through a store preset: a report's own amount may already be net of these.
  discount: [],
  total: [],
  refunded_amount: [],
  payment_method: ["paymentmethod"],
  goal: ["goal", "conversiongoal", "event", "eventtype"],
};

/** The importable fields in the order the mapping form lists them (ALIASES' keys: a Record, so none is missing). */
export const IMPORT_FIELDS = Object.keys(ALIASES) as ImportField[];

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** A first mapping: each field mapped to the first header that looks like it, else left out. */
export function guessMapping(headers: string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<string>();
  for (const [field, names] of Object.entries(ALIASES)) {
    const hit = headers.find((h) => !used.has(h) && names.includes(squash(h)));
    if (hit) {
      mapping[field as ImportField] = hit;
      used.add(hit);
    }
  }
  return mapping;
}

/** What a mapping must have before a run (an order id), and what it should have (amount or payout, an attribution key). */
export function mappingProblems(
  mapping: ImportMapping,
): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!mapping.order_id) errors.push("Map a column to order_id.");
  if (!mapping.amount && !mapping.payout) {
    warnings.push(
      "No amount or payout column: only rows that approve or reverse earlier sales can be read.",
    );
  }
  if (!mapping.click_id && !mapping.link_code && !mapping.coupon_code) {
    warnings.push(
      "No click_id, link_code or coupon_code column: new sales come in unattributed, to attribute by hand.",
    );
  }
  return { errors, warnings };
}

/** Reads the header row of `file` (only its first 64 KB, so a large file is not read whole). */
export async function readCsvHeader(file: Blob): Promise<string[]> {
  return parseCsvHeader(await file.slice(0, 64 * 1024).text());
}
