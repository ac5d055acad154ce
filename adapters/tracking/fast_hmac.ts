/**
 * HMAC-SHA256 keyed once, for the click ids the redirect signs on every counted click. @noble/hashes (audited,
 * synchronous, pure JavaScript) hashes the key's pads once and clones that state per message: about a
 * microsecond, where node:crypto's createHmac costs tens of them on Deno and WebCrypto is asynchronous.
 */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";

/** An HMAC-SHA256 function keyed with `key` (any length). */
export function createShortHmac(
  key: Uint8Array,
): (message: Uint8Array) => Uint8Array {
  const keyed = hmac.create(sha256, key);
  return (message) => keyed.clone().update(message).digest();
}
