/** Pakistani mobile numbers, the account numbers of JazzCash, EasyPaisa, NayaPay and SadaPay wallets. */

/**
 * Normalizes a Pakistani mobile number to the local form "03XXXXXXXXX".
 * Accepts 03001234567, 3001234567, +923001234567, 923001234567 and 00923001234567 with spaces or dashes;
 * returns null for anything else.
 */
export function normalizePakistaniMobile(input: string): string | null {
  const compact = input.replace(/[\s\-()]/g, "");
  const match = /^(?:\+92|0092|92|0)?(3\d{9})$/.exec(compact);
  return match ? `0${match[1]}` : null;
}
