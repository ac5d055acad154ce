/** Money display for the affiliate and admin screens: the ledger currency's symbol with 2 decimals. */
import {
  type Currency,
  formatCurrency,
  isCurrency,
} from "@domain/shared/currency.ts";
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

/** A no-break space: an amount's symbol and digits stay on one line. */
export const NBSP = "\u00a0";

/**
 * Formats a display amount from the API (a number with 2 decimals) in the ledger currency: "$1,234.50" or
 * "Rs 1,50,000.00", its space a no-break one. Every amount on every screen goes through here (or `formatCount`
 * for counts), and sits in an element of class `money` (no wrapping), so a figure never breaks across lines.
 * (Named for the spec's dollars; it follows the currency setting.)
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
  return formatCurrency(minor, currency).replaceAll(" ", NBSP);
}

/** A count grouped the ledger currency's way, like amounts: 3894 → "3,894" (PKR: 150000 → "1,50,000"). */
export function formatCount(value: number | string | null | undefined): string {
  const n = typeof value === "string" ? Number(value) : value;
  if (!Number.isFinite(n)) return "0";
  const whole = Math.trunc(Math.abs(n as number));
  const fraction = String(Math.abs(n as number)).split(".")[1];
  return `${(n as number) < 0 ? "-" : ""}${groupWhole(String(whole))}${
    fraction ? `.${fraction}` : ""
  }`;
}

/**
 * An amount of another currency than the ledger's (a source's orders, which the import never converts): the ledger
 * currencies' own form, else the code and grouped digits ("EUR 1,234.50"); no-break spaces either way.
 */
export function formatAmountIn(amount: number, code: string): string {
  const minor =
    parseMoney(String(amount), { from: "store", rounding: "halfUp" }) ??
      Math.round(amount * 100);
  if (isCurrency(code)) {
    return formatCurrency(minor, code).replaceAll(" ", NBSP);
  }
  const abs = Math.abs(minor);
  return `${minor < 0 ? "-" : ""}${code}${NBSP}${
    (Math.floor(abs / 100)).toLocaleString("en-US")
  }.${String(abs % 100).padStart(2, "0")}`;
}

/** An original sale amount as a rate line shows it: grouped digits, then the code ("1,018.00 USD"), one piece. */
export function formatWithCode(amount: number, code: string): string {
  const minor =
    parseMoney(String(amount), { from: "store", rounding: "halfUp" }) ??
      Math.round(amount * 100);
  const abs = Math.abs(minor);
  return `${minor < 0 ? "-" : ""}${groupWhole(String(Math.floor(abs / 100)))}.${
    String(abs % 100).padStart(2, "0")
  }${NBSP}${code}`;
}

/** Formats a display amount with exactly 2 decimals and no symbol, e.g. for CSV: "1234.50". */
export function toFixed2(amount: number | string | null | undefined): string {
  const n = typeof amount === "string" ? Number(amount) : amount;
  return (Number.isFinite(n) ? (n as number) : 0).toFixed(2);
}

/** Formats rupees for the landing page, e.g. "Rs. 10,000". */
export function formatRupees(amount: number): string {
  return `Rs.${NBSP}${
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
  if (whole.length <= 3) return whole;
  const last = whole.slice(-3);
  return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${last}`;
}
