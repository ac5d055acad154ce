/** Pakistani IBANs: "PK", 2 check digits, a 4-letter bank code and 16 account digits (24 characters). */

/** Removes spaces and dashes and upper-cases, the form IBANs are stored and checked in. */
export function compactIban(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}

/** True for a well-formed Pakistani IBAN whose ISO 13616 mod-97 check holds. */
export function isValidPakistaniIban(input: string): boolean {
  const iban = compactIban(input);
  if (!/^PK\d{2}[A-Z]{4}[A-Z0-9]{16}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  // Letters become 10..35; the remainder is folded digit by digit so no big integers are needed.
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= "A" && ch <= "Z" ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) {
      remainder = (remainder * 10 + Number(digit)) % 97;
    }
  }
  return remainder === 1;
}

/** True when input looks like an IBAN attempt (starts with two letters) rather than a plain account number. */
export function looksLikeIban(input: string): boolean {
  return /^[A-Za-z]{2}/.test(compactIban(input));
}
