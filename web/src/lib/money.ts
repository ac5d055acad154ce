/** Money display for the affiliate and admin screens: the ledger currency's symbol with 2 decimals. */
import { type Currency, formatCurrency } from "@domain/shared/currency.ts";
import { parseMoney } from "@domain/shared/money.ts";

// The ledger currency (docs/money.md "Ledger currency"), set from GET /api/settings/public
// before the first page renders (lib/display_settings.ts).
let currency: Currency = "USD";

/** Sets the currency every amount is shown in. */
export function setDisplayCurrency(next: Currency): void {
  currency = next;
}

/** The currency amounts are shown in now. */
export function displayCurrency(): Currency {
  return currency;
}

/**
 * Formats a display amount from the API (a number with 2 decimals) in the ledger currency: "$1,234.50" or
 * "Rs 1,50,000.00". (Named for the spec's dollars; it follows the currency setting.)
 */
export function formatDollars(
  amount: number | string | null | undefined,
): string {
  const n = typeof amount === "string" ? Number(amount) : amount;
  const value = Number.isFinite(n) ? (n as number) : 0;
  // Through the number's shortest text, so 0.1 + 0.2 style noise and large amounts round to the cent exactly.
  const minor =
    parseMoney(String(value), { from: "store", rounding: "halfUp" }) ??
      Math.round(value * 100);
  return formatCurrency(minor, currency);
}

/** Formats a display amount with exactly 2 decimals and no symbol, e.g. for CSV: "1234.50". */
export function toFixed2(amount: number | string | null | undefined): string {
  const n = typeof amount === "string" ? Number(amount) : amount;
  return (Number.isFinite(n) ? (n as number) : 0).toFixed(2);
}

/** Formats rupees for the landing page, e.g. "Rs. 10,000". */
export function formatRupees(amount: number): string {
  return `Rs. ${
    new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(amount)
  }`;
}

/**
 * A message's plain amounts ("Available: 55149.43") grouped the ledger currency's way ("55,149.43", "55,149.43"
 * or "1,50,000.00" for PKR), so the spec's sentence keeps its words and its numbers read at a glance.
 */
export function groupAmountsIn(message: string): string {
  return message.replace(
    /(?<![\d,.])(\d{4,})\.(\d{2})(?![\d,])/g,
    (_, whole, cents) => `${groupWhole(whole)}.${cents}`,
  );
}

/** "55149" → "55,149" ("1,50,000" in PKR's lakh grouping). */
function groupWhole(whole: string): string {
  if (currency !== "PKR") return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const last = whole.slice(-3);
  return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${last}`;
}
