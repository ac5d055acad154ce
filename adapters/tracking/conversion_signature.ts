/** The merchant postback signature: Kamai-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">. */

/** How far a signature's timestamp may be from now, in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Why a signature was refused, or ok. */
export type SignatureCheck = "ok" | "missing" | "expired" | "mismatch";

async function hmacHex(secret: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(message));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, "0"))
    .join("");
}

/** The header value for `rawBody` signed at unix time `t` (what the merchant sends; tests and docs use it). */
export async function signConversion(
  secret: string,
  rawBody: string,
  t: number,
): Promise<string> {
  return `t=${t},v1=${await hmacHex(secret, `${t}.${rawBody}`)}`;
}

// Compares every character, so the time taken does not reveal how much of a forged signature was right.
function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return diff === 0;
}

/** Checks a Kamai-Signature header against the raw body at unix time `nowSeconds`. */
export async function verifyConversionSignature(
  secret: string,
  header: string | null | undefined,
  rawBody: string,
  nowSeconds: number,
): Promise<SignatureCheck> {
  if (!header) return "missing";
  const parts = new Map<string, string[]>();
  for (const piece of header.split(",")) {
    const eq = piece.indexOf("=");
    if (eq < 0) continue;
    const k = piece.slice(0, eq).trim();
    parts.set(k, [...(parts.get(k) ?? []), piece.slice(eq + 1).trim()]);
  }
  const t = parts.get("t")?.[0] ?? "";
  const candidates = parts.get("v1") ?? [];
  if (!/^\d{1,12}$/.test(t) || candidates.length === 0) return "missing";
  if (Math.abs(nowSeconds - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) {
    return "expired";
  }
  const expected = await hmacHex(secret, `${t}.${rawBody}`);
  let match = false;
  for (const v of candidates) {
    match = constantTimeEqual(v.toLowerCase(), expected) || match;
  }
  return match ? "ok" : "mismatch";
}
