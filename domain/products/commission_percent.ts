/** Commission percent on the wire (0–100, two decimals) and in storage (basis points 0–10000). */

/**
 * Applies the product form's rules: rounded to 2 decimals, clamped to 0..100, non-numeric becomes 0.
 */
export function normalizeCommissionPercent(input: unknown): number {
  const n = typeof input === "number"
    ? input
    : typeof input === "string" && input.trim() !== ""
    ? Number(input)
    : NaN;
  if (!Number.isFinite(n)) return 0;
  const rounded = Math.round(n * 100) / 100;
  return Math.min(100, Math.max(0, rounded));
}

/** Percent (up to 2 decimals) to basis points. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** Basis points to a percent number with up to 2 decimals. */
export function basisPointsToPercent(bp: number): number {
  return bp / 100;
}

/** Commission on an amount of minor units, rounded half up to a whole minor unit. */
export function commissionOn(amountMinor: number, bp: number): number {
  return Math.round((amountMinor * bp) / 10000);
}
