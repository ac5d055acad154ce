/** Whole numbers from loose form input: a JSON number or a string of digits, nothing else. */

/**
 * The whole number `input` holds, or null. Accepts a non-negative safe integer given as a number or as a
 * string of decimal digits (surrounding spaces allowed); refuses booleans, arrays, hex, exponents and fractions,
 * which Number() would otherwise turn into numbers.
 */
export function parseWholeNumber(input: unknown): number | null {
  if (typeof input === "number") {
    return Number.isSafeInteger(input) && input >= 0 ? input : null;
  }
  if (typeof input !== "string" || !/^\s*\d{1,16}\s*$/.test(input)) {
    return null;
  }
  const n = Number(input.trim());
  return Number.isSafeInteger(n) ? n : null;
}
