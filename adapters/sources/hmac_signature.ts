/** Base64 HMAC-SHA256 signatures over a raw body, as Shopify and WooCommerce send them, checked in constant time. */

const encoder = new TextEncoder();

function bytesOf(body: Uint8Array | string): Uint8Array<ArrayBuffer> {
  return typeof body === "string" ? encoder.encode(body) : new Uint8Array(body);
}

async function mac(
  secret: string,
  body: Uint8Array | string,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, bytesOf(body)));
}

/** The base64 HMAC-SHA256 of `body` under `secret` (what the sender puts in its header; tests and docs use it). */
export async function signBase64(
  secret: string,
  body: Uint8Array | string,
): Promise<string> {
  return btoa(String.fromCharCode(...await mac(secret, body)));
}

function decodeBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/.test(text)) return null;
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/**
 * Checks a base64 HMAC-SHA256 header against the raw body bytes. Pass the body exactly as received (bytes, not a
 * re-serialised object). Every byte is compared, so the time taken reveals nothing of a forged signature.
 */
export async function verifyBase64Signature(
  secret: string,
  body: Uint8Array | string,
  header: string | null | undefined,
): Promise<boolean> {
  if (!header || secret === "") return false;
  const given = decodeBase64(header.trim());
  const expected = await mac(secret, body);
  if (!given) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected[i] ^ given[i];
  return diff === 0;
}
