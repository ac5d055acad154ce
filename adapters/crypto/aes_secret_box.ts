/** SecretBox over Web Crypto AES-256-GCM, its key derived (HKDF-SHA-256) from the app's JWT secret. */
import type { SecretBox } from "../../domain/auth/two_factor.ts";
import { base64Url } from "./random_source.ts";

const VERSION = "v1";

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** A SecretBox whose key is HKDF(secret, info = purpose); sealed text is "v1.<iv>.<ciphertext>" in base64url. */
export function createAesSecretBox(secret: string, purpose: string): SecretBox {
  const keyPromise = (async () => {
    const base = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      "HKDF",
      false,
      ["deriveKey"],
    );
    return await crypto.subtle.deriveKey(
      {
        name: "HKDF",
        hash: "SHA-256",
        salt: new TextEncoder().encode("kamai-secret-box"),
        info: new TextEncoder().encode(purpose),
      },
      base,
      { name: "AES-GCM", length: 256 },
      false,
      ["encrypt", "decrypt"],
    );
  })();
  return {
    async seal(plain) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = await crypto.subtle.encrypt(
        { name: "AES-GCM", iv },
        await keyPromise,
        new TextEncoder().encode(plain),
      );
      return `${VERSION}.${base64Url(iv)}.${base64Url(new Uint8Array(sealed))}`;
    },
    async open(sealed) {
      const [version, iv, data] = sealed.split(".");
      if (version !== VERSION || !iv || !data) return null;
      try {
        const plain = await crypto.subtle.decrypt(
          { name: "AES-GCM", iv: fromBase64Url(iv) },
          await keyPromise,
          fromBase64Url(data),
        );
        return new TextDecoder().decode(plain);
      } catch (error) {
        // AES-GCM's tag check failed: another key, or altered text.
        if (error instanceof DOMException) return null;
        throw error;
      }
    },
  };
}
