/** Money: integer minor units (cents of the display currency), never floats in arithmetic. */
export type Money = number & { readonly __brand: "Money" };

/** Makes Money from integer minor units; throws on a non-integer (a bug, not user input). */
export function money(minorUnits: number): Money {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new RangeError(
      `money must be integer minor units, got ${minorUnits}`,
    );
  }
  return minorUnits as Money;
}

/** Zero money. */
export const ZERO: Money = 0 as Money;

/** Adds amounts of money. */
export function addMoney(...amounts: Money[]): Money {
  return money(amounts.reduce((sum, a) => sum + a, 0));
}

/** Subtracts b from a. */
export function subtractMoney(a: Money, b: Money): Money {
  return money(a - b);
}

/**
 * A sum of money in minor units. Single amounts are capped, their sums are not: a sum is a plain number while it is a
 * safe integer and a bigint beyond (always that way round, so equal sums compare equal).
 */
export type MoneyTotal = number | bigint;

/** Makes a MoneyTotal from integer minor units as exact decimal text (how sums are read from SQL), a bigint or a safe integer. */
export function moneyTotal(minorUnits: string | bigint | number): MoneyTotal {
  if (typeof minorUnits === "number") return money(minorUnits);
  const exact = typeof minorUnits === "bigint"
    ? minorUnits
    : /^-?\d+$/.test(minorUnits.trim())
    ? BigInt(minorUnits.trim())
    : null;
  if (exact === null) {
    throw new RangeError(
      `a money total must be integer minor units, got ${minorUnits}`,
    );
  }
  return exact >= BigInt(Number.MIN_SAFE_INTEGER) &&
      exact <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(exact)
    : exact;
}

/** Adds money totals exactly (whatever their size). */
export function addMoneyTotals(...totals: MoneyTotal[]): MoneyTotal {
  // In bigint throughout: a double sum can round in the middle and still end on a safe (wrong) integer.
  return moneyTotal(totals.reduce<bigint>((a, b) => a + BigInt(b), 0n));
}

/** A total as Money, where it is known to be no larger than one amount; throws beyond a safe integer (a bug). */
export function totalAsMoney(total: MoneyTotal): Money {
  if (typeof total === "bigint") {
    throw new RangeError(`money total ${total} is not a single amount`);
  }
  return money(total);
}

// The largest amount, in minor units, whose display number (minor / 100) a double prints back digit for digit:
// every decimal of at most 15 significant digits survives the round trip through a double.
const DOUBLE_EXACT_MINOR = 999_999_999_999_999;

/**
 * Parses a display amount (number or string like "12.5", at most 2 decimals) into Money.
 * Returns null for anything that is not a finite amount with at most two decimals.
 * Amounts read off the wire arrive here as their exact JSON source text (adapters/http/exact_json.ts), never as a
 * double: a double is exact only up to 15 significant digits.
 */
export function parseMoney(input: unknown): Money | null {
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return null;
    // The shortest text that reads back as this double is the decimal it was written as (e.g. 9999999999999.99);
    // only float noise such as 0.1 + 0.2 falls back to rounding at 10 decimals.
    text = String(input);
    if (!/^-?\d+(?:\.\d{1,2})?$/.test(text)) {
      text = input.toFixed(10).replace(/0+$/, "").replace(/\.$/, "");
    }
  } else if (typeof input === "string") {
    text = input.trim();
  } else {
    return null;
  }
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ""] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return money(sign === "-" ? -minor : minor);
}

/** Money as a display number with 2 decimals (what JSON carries on the wire). */
export function toDisplayAmount(amount: Money): number {
  return Math.round(amount) / 100;
}

/** What JSON carries for a display amount: a number, or for totals a double cannot print exactly, a raw JSON number. */
export type DisplayAmount = number | RawJsonNumber;

/** A JSON number literal that JSON.stringify writes verbatim (JSON.rawJSON). */
export interface RawJsonNumber {
  readonly rawJSON: string;
}

const rawJson = (JSON as unknown as { rawJSON(text: string): RawJsonNumber })
  .rawJSON;

/**
 * A money total as a JSON display amount: the same number as toDisplayAmount while a double prints it exactly, and
 * beyond that its exact decimal digits with 2 decimals as a raw JSON number literal, so no digit is lost on the wire.
 */
export function toDisplayTotal(total: MoneyTotal): DisplayAmount {
  if (typeof total === "number" && Math.abs(total) <= DOUBLE_EXACT_MINOR) {
    return toDisplayAmount(total as Money);
  }
  return rawJson(formatMoney(total));
}

/** Money (or a money total) formatted exactly with 2 decimals, e.g. "1234.50". */
export function formatMoney(amount: MoneyTotal): string {
  const exact = BigInt(amount);
  const abs = exact < 0n ? -exact : exact;
  return `${exact < 0n ? "-" : ""}${abs / 100n}.${
    String(abs % 100n).padStart(2, "0")
  }`;
}

/** How parseDecimalMoney treats digits beyond the cent. */
export type CentRounding = "exact" | "halfUp";

/**
 * Reads decimal text ("1234.5", "-10.00", "0.125") into Money, digit by digit, never through a binary float.
 * With "exact" (the default) any non-zero digit beyond the cent refuses the text; with "halfUp" it is rounded
 * half away from zero to the cent. Returns null for anything else (exponents, commas, spaces inside, unsafe sizes).
 */
export function parseDecimalMoney(
  text: string,
  rounding: CentRounding = "exact",
): Money | null {
  const match = /^([+-]?)(\d{1,30})(?:\.(\d{0,30}))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ""] = match;
  const cents = fraction.slice(0, 2).padEnd(2, "0");
  const rest = fraction.slice(2);
  let minor = BigInt(whole) * 100n + BigInt(cents);
  if (/[1-9]/.test(rest)) {
    if (rounding === "exact") return null;
    if (rest[0] >= "5") minor += 1n;
  }
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const n = Number(minor);
  return money(sign === "-" && n !== 0 ? -n : n);
}
