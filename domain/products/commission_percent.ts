/** Commission percent on the wire (0–100, two decimals) and in storage (basis points 0–10000). */
import { exactPercent } from "./exact_percent.ts";

/**
 * Applies the product form's rules: rounded to 2 decimals, clamped to 0..100, non-numeric becomes 0.
 */
export function normalizeCommissionPercent(input: unknown): number {
  // Rounded from the decimals as written ("1.005" → 1.01), not from the nearest double (1.00).
  const exact = exactPercent(input);
  if (!exact) return 0;
  return Math.min(10000, Math.max(0, exact.basisPoints)) / 100;
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
