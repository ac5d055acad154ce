/** Reading loosely typed webhook JSON (as parseJsonExact returns it) without trusting its shape. */
import { type Money, parseMoney } from "../../domain/shared/money.ts";

/** A JSON object, or null for anything else. */
export function asObject(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? value as Record<string, unknown>
    : null;
}

/** A JSON array's items, or [] for anything else. */
export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A non-empty trimmed string, at most `max` characters, or null. */
export function asText(value: unknown, max = 200): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text !== "" && text.length <= max ? text : null;
}

/** A positive whole-number id (number, or digits kept as text by parseJsonExact) as its exact decimal text. */
export function asIdText(value: unknown): string | null {
  if (typeof value === "number") {
    return Number.isSafeInteger(value) && value > 0 ? String(value) : null;
  }
  if (typeof value === "string" && /^[1-9]\d{0,30}$/.test(value.trim())) {
    return value.trim();
  }
  return null;
}

/** An amount given as decimal text or a safe integer, in minor units, rounded half up past the cent; null otherwise. */
export function asAmount(value: unknown): Money | null {
  if (typeof value === "number") {
    return Number.isSafeInteger(value)
      ? parseMoney(String(value), { from: "store" })
      : null;
  }
  return typeof value === "string"
    ? parseMoney(value, { from: "store", rounding: "halfUp" })
    : null;
}

/** Follows a path of keys through nested objects. */
export function pathOf(value: unknown, ...keys: string[]): unknown {
  let here: unknown = value;
  for (const key of keys) {
    const object = asObject(here);
    if (!object) return undefined;
    here = object[key];
  }
  return here;
}

/** Parses a date-time text to a Date, treating one without an offset as UTC (WooCommerce's `*_gmt` fields). */
export function asInstant(value: unknown): Date | undefined {
  if (typeof value !== "string" || value.length > 40) return undefined;
  const text = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}
