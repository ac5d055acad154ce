/** The product form's commission rule: rounded to 2 decimals, clamped to 0..100, non-numeric 0, sent with 2 decimals. */

/** Normalises a typed commission to the text sent to the server, e.g. "12.345" → "12.35", "abc" → "0.00". */
export function normalizeCommission(input: string | number): string {
  const n = typeof input === "number"
    ? input
    : input.trim() === ""
    ? NaN
    : Number(input);
  if (!Number.isFinite(n)) return "0.00";
  return Math.min(100, Math.max(0, Math.round(n * 100) / 100)).toFixed(2);
}

/** A commission for display: an integer percent, or with 2 decimals. */
export function formatPercent(percent: number): string {
  return Number.isInteger(percent) ? `${percent}%` : `${percent.toFixed(2)}%`;
}
