/**
 * JSON read without binary floats, for every adapter that takes JSON from outside: the API's money fields and the
 * stores' ids and amounts reach the domain as their exact source text, never as the nearest binary double.
 */

import { jsonNestsDeeperThan, JsonTooDeepError } from "./json_depth.ts";

type SourceReviver = (
  this: unknown,
  key: string,
  value: unknown,
  context?: { source?: string },
) => unknown;

/**
 * Which numbers come back as text: the numbers under these field names (as a plain decimal, see plainDecimal), or
 * `"unsafe"`: every number that is not a safe integer written as a plain integer (Shopify's 18-digit ids, amounts
 * such as 89.99, exponents), as exactly the text the sender wrote; other numbers stay numbers.
 */
export type ExactNumbers = readonly string[] | "unsafe";

const PLAIN_INTEGER = /^-?\d+$/;

/**
 * Parses JSON text like JSON.parse (throwing SyntaxError on broken JSON), except that the numbers `exact` names
 * come back as strings. Uses the reviver's `context.source` (JSON.parse source text access, V8 / Deno 2.9). Text
 * nested deeper than MAX_JSON_DEPTH throws JsonTooDeepError before parsing: the reviver recurses per level.
 */
export function parseJsonExact(text: string, exact: ExactNumbers): unknown {
  if (jsonNestsDeeperThan(text)) throw new JsonTooDeepError();
  const reviver: SourceReviver = exact === "unsafe"
    ? (_key, value, context) =>
      typeof value === "number" && typeof context?.source === "string" &&
        !(PLAIN_INTEGER.test(context.source) && Number.isSafeInteger(value))
        ? context.source
        : value
    : (key, value, context) =>
      typeof value === "number" && exact.includes(key) &&
        typeof context?.source === "string"
        ? plainDecimal(context.source)
        : value;
  return JSON.parse(text, reviver as Parameters<typeof JSON.parse>[1]);
}

// Exponents this far out are no amount anyone means; left as written, they fail the amount's own validation.
const MAX_EXPONENT = 100;

/** A JSON number's source text as a plain decimal: "1.5e2" → "150", "12.50" → "12.5", "-0.00" → "-0". */
export function plainDecimal(source: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(source);
  if (!m) return source;
  const [, sign, int, frac = "", expText = "0"] = m;
  const exp = Number(expText);
  if (Math.abs(exp) > MAX_EXPONENT) return source;
  const digits = int + frac;
  const point = int.length + exp;
  let whole: string;
  let fraction: string;
  if (point <= 0) {
    whole = "0";
    fraction = "0".repeat(-point) + digits;
  } else if (point >= digits.length) {
    whole = digits + "0".repeat(point - digits.length);
    fraction = "";
  } else {
    whole = digits.slice(0, point);
    fraction = digits.slice(point);
  }
  whole = whole.replace(/^0+(?=\d)/, "");
  fraction = fraction.replace(/0+$/, "");
  return `${sign}${whole}${fraction ? `.${fraction}` : ""}`;
}
