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
 * Parses a display amount (number or string like "12.5", at most 2 decimals) into Money.
 * Returns null for anything that is not a finite amount with at most two decimals.
 */
export function parseMoney(input: unknown): Money | null {
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return null;
    text = input.toFixed(10).replace(/0+$/, "").replace(/\.$/, "");
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

/** Money formatted with exactly 2 decimals, e.g. "1234.50". */
export function formatMoney(amount: Money): string {
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  return `${sign}${Math.trunc(abs / 100)}.${
    String(abs % 100).padStart(2, "0")
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
