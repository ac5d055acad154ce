/** JSON bodies with money read exactly: the named fields' numbers reach the domain as their JSON source text. */
import type { Context } from "hono";
import { apiError } from "./api_error.ts";

type SourceReviver = (
  this: unknown,
  key: string,
  value: unknown,
  context?: { source?: string },
) => unknown;

/**
 * Parses JSON text like JSON.parse, except that a number under one of `fields` becomes its exact decimal text (what
 * the sender wrote, exponent spelled out, trailing fraction zeros dropped) instead of the nearest binary double.
 * Uses the reviver's `context.source` (JSON.parse source text access, V8 / Deno 2.9).
 */
export function parseJsonExact(
  text: string,
  fields: readonly string[],
): unknown {
  const reviver: SourceReviver = (key, value, context) =>
    typeof value === "number" && fields.includes(key) &&
      typeof context?.source === "string"
      ? plainDecimal(context.source)
      : value;
  return JSON.parse(text, reviver as Parameters<typeof JSON.parse>[1]);
}

/** The request's JSON object body with `fields` read exactly; jsonBody() has already checked it is valid JSON. */
export async function exactJsonBody(
  c: Context,
  fields: readonly string[],
): Promise<Record<string, unknown>> {
  // jsonBody() reads the body as text first, so this is the bytes sent, not a re-serialisation of a parsed body.
  const body = parseJsonExact(await c.req.text(), fields);
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw apiError(
      "VALIDATION_ERROR",
      "Send the request body as a JSON object.",
    );
  }
  return body as Record<string, unknown>;
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
