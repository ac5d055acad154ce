/**
 * Why an amount of Kamai's own API was not read, in words that name the format: grouping commas and amounts past the
 * largest one get their own message, instead of a rule (such as "at least 0") that the amount did not break.
 */

/** The largest amount the API reads, as written (13 whole digits, 2 decimals; docs/money.md). */
export const LARGEST_AMOUNT_TEXT = "9999999999999.99";

// Digits in groups with commas, as people and spreadsheets write them: 1,000 / 10,00,000.50 / -1,234.5.
const GROUPED = /^[+-]?\d{1,3}(?:,\d{2,3})+(?:\.\d*)?$/;
const DIGITS = /^[+-]?(\d+)(?:\.\d*)?$/;

/**
 * The message for an amount that parseMoney(input) refused, when the reason is its grouping commas or its size;
 * null otherwise (the caller's own format message applies). `label` starts the sentence, e.g. "Amount".
 */
export function amountFormatProblem(
  input: unknown,
  label: string,
): string | null {
  if (typeof input === "number") {
    return Number.isFinite(input) && Math.abs(input) < 1e13
      ? null
      : tooLarge(label);
  }
  if (typeof input !== "string") return null;
  const text = input.trim();
  if (GROUPED.test(text)) {
    return `${label} must be written without grouping commas, with a point for decimals: 1000.00, not 1,000.00.`;
  }
  const whole = DIGITS.exec(text)?.[1];
  if (whole && whole.replace(/^0+/, "").length > 13) return tooLarge(label);
  return null;
}

function tooLarge(label: string): string {
  return `${label} is too large: the largest amount is ${LARGEST_AMOUNT_TEXT} (13 digits before the point, 2 after).`;
}
