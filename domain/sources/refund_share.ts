/** Partial refunds: a refund takes back the share of a sale's earnings that it is of the sale, never more than earned. */

/** Where an order's refunds stand, in minor units. */
export interface RefundPosition {
  /** What the sale earned. */
  earnedMinor: number;
  /** Earnings already taken back by earlier refunds. */
  reversedMinor: number;
  /** The sum of earlier refunds' amounts. */
  refundedMinor: number;
}

// Rounds n / d half up for non-negative bigints: exact at any size, unlike a float.
function divideHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/**
 * The earnings a new refund takes back: the refunded share of `basisMinor` applied to what the sale earned,
 * rounded to the cent. The share is taken of the running refund total and the earlier reversals subtracted, so
 * roundings never add up across partial refunds, refunds that reach the basis take back exactly what was earned,
 * and the total never exceeds it. A non-positive basis or refund takes back nothing.
 */
export function refundReversal(
  position: RefundPosition,
  refundMinor: number,
  basisMinor: number,
): number {
  const { earnedMinor, reversedMinor, refundedMinor } = position;
  if (basisMinor <= 0 || refundMinor <= 0 || earnedMinor <= 0) return 0;
  const basis = BigInt(basisMinor);
  const refunded = BigInt(Math.max(0, refundedMinor)) + BigInt(refundMinor);
  const share = refunded >= basis ? basis : refunded;
  const target = divideHalfUp(BigInt(earnedMinor) * share, basis);
  const delta = Number(target) - Math.max(0, reversedMinor);
  return Math.min(Math.max(0, delta), Math.max(0, earnedMinor - reversedMinor));
}
