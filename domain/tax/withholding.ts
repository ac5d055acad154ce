/** Withholding arithmetic: tax on a gross amount at a rate in basis points, exact to the paisa. */
import { type Money, money } from "../shared/money.ts";

/** What a payment withholds: the tax and what the payee receives. */
export interface Withholding {
  tax: Money;
  net: Money;
}

/**
 * tax = gross × rate_bp / 10000 rounded half up to the minor unit (docs/payout-operations.md "Withholding tax"),
 * computed in bigint so no product of amount and rate can lose a digit; net = gross − tax.
 */
export function withhold(gross: Money, rateBp: number): Withholding {
  if (gross < 0 || !Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10000) {
    throw new RangeError(`cannot withhold ${rateBp} bp of ${gross}`);
  }
  const tax = Number((BigInt(gross) * BigInt(rateBp) + 5000n) / 10000n);
  return { tax: money(tax), net: money(gross - tax) };
}

/** A rate in basis points as a percent for people: 1200 → 12, 1250 → 12.5. */
export function rateBpToPercent(bp: number): number {
  return bp / 100;
}
