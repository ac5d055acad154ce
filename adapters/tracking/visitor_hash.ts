/** Visitor hashing: a keyed hash of address + user agent, so repeats are recognised without storing an IP. */
import { createHmac } from "node:crypto";
import { HEX_OF_BYTE } from "../../domain/shared/hex.ts";

/** Hashes a visitor; the same address and agent give the same 32-hex-digit value under one secret. */
export type VisitorHasher = (address: string, userAgent: string) => string;

// Two cyrb53-style mixes over the agent in one pass, each a 64-bit state started from secret-derived seeds: the
// same 32 hex digits as running one mix after the other, in half the loop work (this runs on every redirect).
function mix128(text: string, s: Uint32Array): string {
  let h1 = 0xdeadbeef ^ s[0];
  let h2 = 0x41c6ce57 ^ s[1];
  let h3 = 0xdeadbeef ^ s[2];
  let h4 = 0x41c6ce57 ^ s[3];
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
    h3 = Math.imul(h3 ^ ch, 2654435761);
    h4 = Math.imul(h4 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^
    Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^
    Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  h3 = Math.imul(h3 ^ (h3 >>> 16), 2246822507) ^
    Math.imul(h4 ^ (h4 >>> 13), 3266489909);
  h4 = Math.imul(h4 ^ (h4 >>> 16), 2246822507) ^
    Math.imul(h3 ^ (h3 >>> 13), 3266489909);
  return hex8(h1) + hex8(h2) + hex8(h3) + hex8(h4);
}

/** A 32-bit value as 8 lowercase hex digits (a table per byte: cheaper than toString(16) and padding). */
function hex8(h: number): string {
  return HEX_OF_BYTE[(h >>> 24) & 255] + HEX_OF_BYTE[(h >>> 16) & 255] +
    HEX_OF_BYTE[(h >>> 8) & 255] +
    HEX_OF_BYTE[h & 255];
}

/**
 * A hasher keyed by `secret`. The address goes through HMAC-SHA256 with the secret (cached per address, since
 * that is the slow part and addresses repeat); its digest seeds a fast 128-bit mix of the agent. A stored hash
 * therefore cannot be traced back to an IP by trying every address without the secret, and the redirect stays quick.
 */
export function createVisitorHasher(
  secret: string,
  maxAddresses = 100_000,
): VisitorHasher {
  const key = `kamai-visitor:${secret}`;
  const seeds = new Map<string, Uint32Array>();
  return (address, userAgent) => {
    let s = seeds.get(address);
    if (s === undefined) {
      if (seeds.size >= maxAddresses) seeds.clear();
      const digest = createHmac("sha256", key).update(address).digest();
      s = new Uint32Array(
        digest.buffer.slice(digest.byteOffset, digest.byteOffset + 16),
      );
      seeds.set(address, s);
    }
    return mix128(userAgent, s);
  };
}
