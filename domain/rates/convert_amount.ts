/** Converting an amount in minor units at an exchange rate, exactly: bigint arithmetic, rounded half up to the cent. */

// The rate as an integer numerator over a power of ten: "278.45" → 27845 / 100.
function rateFraction(
  rate: string,
): { numerator: bigint; denominator: bigint } {
  const [whole, fraction = ""] = rate.split(".");
  return {
    numerator: BigInt(whole + fraction),
    denominator: 10n ** BigInt(fraction.length),
  };
}

/**
 * `minor` (minor units of a currency with 2 decimals) × `rate` (ledger units per unit, decimal text as parseRate
 * writes it), in ledger minor units, rounded half away from zero. Throws when the result is beyond a safe integer
 * (an amount no ledger row can hold; the callers' amounts are capped well below).
 */
export function convertMinor(minor: number, rate: string): number {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`minor units must be an integer, got ${minor}`);
  }
  const { numerator, denominator } = rateFraction(rate);
  const n = BigInt(Math.abs(minor)) * numerator;
  const rounded = (2n * n + denominator) / (2n * denominator);
  if (rounded > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`${minor} at ${rate} is beyond a safe integer`);
  }
  return minor < 0 ? -Number(rounded) : Number(rounded);
}
