/** Lowercase hex by table, for code that turns bytes into hex on every redirect (click ids, visitor keys). */

/** Each byte's two lowercase hex digits, by value: cheaper than toString(16) and padding per byte. */
export const HEX_OF_BYTE: readonly string[] = Array.from(
  { length: 256 },
  (_, i) => i.toString(16).padStart(2, "0"),
);
