/** The ledger currency (docs/money.md): every amount is in it; how it is shown (symbol and digit grouping). */
import { formatMoney, type MoneyTotal } from "./money.ts";

/** The ledger currencies an admin can choose before money is recorded (docs/money.md "Ledger currency"). */
export const CURRENCIES = ["USD", "PKR"] as const;
/** A ledger currency. */
export type Currency = typeof CURRENCIES[number];

/** True for a known ledger currency code. */
export function isCurrency(value: unknown): value is Currency {
  return CURRENCIES.includes(value as Currency);
}

/** The symbol shown before an amount: "$" or "Rs". */
export function currencySymbol(currency: Currency): string {
  return currency === "PKR" ? "Rs" : "$";
}

/**
 * An amount in minor units as people read it, exactly (no float): USD "$1,234.50" (groups of three), PKR
 * "Rs 1,50,000.00" (Pakistani grouping: the last three digits, then groups of two). Negative: "-$5.00", "-Rs 5.00".
 */
export function formatCurrency(amount: MoneyTotal, currency: Currency): string {
  const text = formatMoney(amount);
  const negative = text.startsWith("-");
  const [whole, cents] = (negative ? text.slice(1) : text).split(".");
  const grouped = currency === "PKR"
    ? groupPakistani(whole)
    : whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const symbol = currency === "PKR" ? "Rs " : "$";
  return `${negative ? "-" : ""}${symbol}${grouped}.${cents}`;
}

/** The spec's short form of an amount in messages, the symbol with plain digits: "$1234.50", "Rs 1234.50". */
export function symbolAmount(amount: MoneyTotal, currency: Currency): string {
  const text = formatMoney(amount);
  const negative = text.startsWith("-");
  const symbol = currency === "PKR" ? "Rs " : "$";
  return `${negative ? "-" : ""}${symbol}${negative ? text.slice(1) : text}`;
}

/** "150000" → "1,50,000"; "12345678" → "1,23,45,678". */
function groupPakistani(whole: string): string {
  if (whole.length <= 3) return whole;
  const last = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${rest},${last}`;
}
