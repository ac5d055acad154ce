/**
 * HMAC-SHA256 keyed once, for the click ids the redirect signs on every counted click. @noble/hashes (audited,
 * synchronous, pure JavaScript) hashes the key's pads once; each message copies that state into one reused
 * instance (`_cloneInto`, as noble's own pbkdf2 does) and digests into one reused buffer: about a microsecond
 * with nothing allocated, where a fresh clone per message costs three, node:crypto's createHmac tens of them on
 * Deno, and WebCrypto is asynchronous.
 */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";

/**
 * An HMAC-SHA256 function keyed with `key` (any length). The 32-byte answer is one buffer the next call
 * overwrites: read it (or copy it) before signing again.
 */
export function createShortHmac(
  key: Uint8Array,
): (message: Uint8Array) => Uint8Array {
  const keyed = hmac.create(sha256, key);
  let scratch = keyed.clone();
  const out = new Uint8Array(32);
  return (message) => {
    scratch = keyed._cloneInto(scratch);
    scratch.update(message).digestInto(out);
    return out;
  };
}
