/** Visitor hashing: a keyed HMAC of address + user agent, so repeats are recognised without storing an IP. */

/** Hashes a visitor; the same address and agent give the same 32-hex-digit value under one secret. */
export type VisitorHasher = (
  address: string,
  userAgent: string,
) => Promise<string>;

/** A hasher keyed by `secret` (kept server-side, so the hash cannot be reversed by trying every address). */
export function createVisitorHasher(secret: string): VisitorHasher {
  const encoder = new TextEncoder();
  const key = crypto.subtle.importKey(
    "raw",
    encoder.encode(`kamai-visitor:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return async (address, userAgent) => {
    const mac = await crypto.subtle.sign(
      "HMAC",
      await key,
      encoder.encode(`${address}\n${userAgent}`),
    );
    return Array.from(
      new Uint8Array(mac, 0, 16),
      (b) => b.toString(16).padStart(2, "0"),
    ).join("");
  };
}
