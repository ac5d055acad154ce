/** A percent read exactly from its decimal text, so "12.345" rounds to 12.35 as written, not as its nearest double. */

/** A percent as basis points rounded half up from the written decimals, and where the exact value lies against 0..100. */
export interface ExactPercent {
  basisPoints: number;
  belowZero: boolean;
  aboveHundred: boolean;
}

/**
 * Reads a percent from decimal text (or a number, by its shortest text, which is the decimal it was written as).
 * Other numeric spellings ("1e1") go through Number() as before. Null when it is not a number at all.
 */
export function exactPercent(input: unknown): ExactPercent | null {
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return null;
    text = String(input);
  } else if (typeof input === "string" && input.trim() !== "") {
    text = input.trim();
  } else {
    return null;
  }
  let m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === "" && !m[3])) {
    const n = Number(text);
    if (!Number.isFinite(n)) return null;
    m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(String(n));
    if (!m) return null;
  }
  const [, sign, whole = "", fraction = ""] = m;
  const scale = 10n ** BigInt(fraction.length);
  const magnitude = BigInt(`${whole || "0"}${fraction}`);
  const negative = sign === "-" && magnitude !== 0n;
  // Half up on the magnitude (and the sign applied after), like Math.round on the written value for positives.
  const hundredths = (magnitude * 100n * 2n + scale) / (2n * scale);
  return {
    basisPoints: Number(negative ? -hundredths : hundredths),
    belowZero: negative,
    aboveHundred: !negative && magnitude > 100n * scale,
  };
}
