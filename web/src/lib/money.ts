/** Money display for the affiliate and admin screens: dollars with 2 decimals. */

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats a display amount from the API (a number with 2 decimals) as "$1,234.50". */
export function formatDollars(
  amount: number | string | null | undefined,
): string {
  const n = typeof amount === "string" ? Number(amount) : amount;
  return dollars.format(Number.isFinite(n) ? (n as number) : 0);
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
