/** Normalised payout identities: the same IBAN, wallet number or CNIC written in different ways is one key. */
import { normalizePakistaniMobile } from "../payouts/pakistani_mobile.ts";
import { compactIban, looksLikeIban } from "../payouts/pakistani_iban.ts";

/** Which kind of identity a key is. */
export type IdentityKind = "iban" | "wallet" | "cnic" | "account";

/** One normalised identity. */
export interface Identity {
  kind: IdentityKind;
  key: string;
}

/** An IBAN without spaces or dashes, in upper case. */
export function ibanKey(input: string): string {
  return compactIban(input);
}

/** A Pakistani mobile number as 03XXXXXXXXX (+92, 0092, 92 and 3… forms alike), or null. */
export function walletKey(input: string): string | null {
  return normalizePakistaniMobile(input);
}

/** A CNIC as its 13 digits, or null. */
export function cnicKey(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  return /^\d{13}$/.test(digits) ? digits : null;
}

/**
 * The identity of a payout account number: a mobile number is a wallet, an IBAN an IBAN, anything else an
 * account number without spaces and dashes, in upper case. Null when there is no number.
 */
export function accountIdentity(accountNumber: string | null): Identity | null {
  const text = (accountNumber ?? "").trim();
  if (text === "") return null;
  const wallet = walletKey(text);
  if (wallet) return { kind: "wallet", key: wallet };
  if (looksLikeIban(text)) return { kind: "iban", key: ibanKey(text) };
  const compact = text.replace(/[\s-]/g, "").toUpperCase();
  return compact === ""
    ? null
    : { kind: "account", key: compact.slice(0, 100) };
}

/** The identity of a tax id: a CNIC (13 digits); an NTN is not matched. */
export function taxIdentity(idNumber: string): Identity | null {
  const cnic = cnicKey(idNumber);
  return cnic ? { kind: "cnic", key: cnic } : null;
}

/**
 * The network prefix a visitor's address group belongs to: an IPv4 address's /24, an IPv6 /64 group's /48.
 * Anything else is kept as it is.
 */
export function networkPrefix(addressGroup: string): string {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(addressGroup);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  const v6 =
    /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/
      .exec(addressGroup);
  if (v6) return `${v6[1]}:${v6[2]}:${v6[3]}::/48`;
  return addressGroup;
}
