/** The product form's commission rule (the domain's: rounded to 2 decimals, clamped to 0..100, non-numeric 0), sent with 2 decimals. */
import { normalizeCommissionPercent } from "@domain/products/commission_percent.ts";

/** Normalises a typed commission to the text sent to the server, e.g. "12.345" → "12.35", "abc" → "0.00". */
export function normalizeCommission(input: string | number): string {
  return normalizeCommissionPercent(input).toFixed(2);
}

/** A commission for display: an integer percent, or with 2 decimals. */
export function formatPercent(percent: number): string {
  return Number.isInteger(percent) ? `${percent}%` : `${percent.toFixed(2)}%`;
}
