/** RandomSource over the Web Crypto CSPRNG. */
import type { RandomSource } from "../../domain/shared/random.ts";

/** Encodes bytes as unpadded base64url. */
export function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(
    /=+$/,
    "",
  );
}

/** Tokens from crypto.getRandomValues, base64url-encoded (default 256 bits). */
export function createCryptoRandomSource(): RandomSource {
  return {
    token: (bits = 256) =>
      base64Url(
        crypto.getRandomValues(
          new Uint8Array(Math.ceil(Math.max(bits, 8) / 8)),
        ),
      ),
  };
}
