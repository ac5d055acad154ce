/** Money: integer minor units (cents or paisa of the ledger currency), never floats in arithmetic. */
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

/** How digits beyond the cent are treated: "exact" refuses any non-zero one, "halfUp" rounds half away from zero. */
export type CentRounding = "exact" | "halfUp";

/**
 * How an amount may be written. `"wire"` (the default): an amount of Kamai's own API or forms, a number or text of
 * at most 13 whole digits and 2 decimals, no "+". `"store"`: a store's or network's decimal text, with a sign, up to
 * 30 digits either side of the point (a trailing point allowed), any size that fits a safe integer of minor units,
 * and digits beyond the cent treated by `rounding`.
 */
export interface MoneyText {
  from?: "wire" | "store";
  /** For `"store"`: "exact" (the default) or "halfUp". */
  rounding?: CentRounding;
}

const WIRE_AMOUNT = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;
const STORE_AMOUNT = /^([+-]?)(\d{1,30})(?:\.(\d{0,30}))?$/;

/**
 * The one money parser: reads an amount into Money digit by digit, never through a binary float, and returns null
 * for anything that is not an amount written as `text` allows (exponents, commas, spaces inside, too many digits).
 * Amounts read off the wire arrive here as their exact JSON source text (adapters/json/exact_json.ts), never as a
 * double: a double is exact only up to 15 significant digits. A number is read through the shortest text that
 * reads back as it.
 */
export function parseMoney(
  input: unknown,
  text: MoneyText = {},
): Money | null {
  let written: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return null;
    // The shortest text that reads back as this double is the decimal it was written as (e.g. 9999999999999.99);
    // only float noise such as 0.1 + 0.2 falls back to rounding at 10 decimals.
    written = String(input);
    if (!/^-?\d+(?:\.\d{1,2})?$/.test(written)) {
      written = input.toFixed(10).replace(/0+$/, "").replace(/\.$/, "");
    }
  } else if (typeof input === "string") {
    written = input.trim();
  } else {
    return null;
  }
  const store = text.from === "store";
  const match = (store ? STORE_AMOUNT : WIRE_AMOUNT).exec(written);
  if (!match) return null;
  const [, sign, whole, fraction = ""] = match;
  const beyondCent = fraction.slice(2);
  let minor = BigInt(whole) * 100n +
    BigInt(fraction.slice(0, 2).padEnd(2, "0"));
  if (/[1-9]/.test(beyondCent)) {
    if ((text.rounding ?? "exact") === "exact") return null;
    if (beyondCent[0] >= "5") minor += 1n;
  }
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const n = Number(minor);
  return money(sign === "-" && n !== 0 ? -n : n);
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
