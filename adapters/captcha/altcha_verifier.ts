/** ALTCHA CaptchaVerifier: checks the widget's base64 payload and accepts each solution once. */
import { verifySolution } from "altcha-lib";
import type { Payload } from "altcha-lib/types";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { CaptchaVerifier } from "../../domain/auth/captcha_verifier.ts";
import { ALTCHA_CHALLENGE_TTL_MS } from "./altcha_challenge.ts";

/** Remembers accepted challenge signatures until they expire; true when the signature was new. */
export interface UsedPayloadStore {
  markUsed(signature: string, expiresAt: Date): Promise<boolean>;
}

/** Decodes the widget payload (base64 JSON { challenge, solution }); null when it is not one. */
export function decodeAltchaPayload(token: string): Payload | null {
  if (token.length > 8192) return null;
  try {
    const value = JSON.parse(atob(token));
    const challenge = value?.challenge;
    if (
      typeof challenge?.signature !== "string" ||
      typeof challenge?.parameters !== "object" ||
      challenge.parameters === null || typeof value?.solution !== "object" ||
      value.solution === null
    ) return null;
    return value as Payload;
  } catch {
    return null;
  }
}

/** A verifier for payloads solving challenges signed with hmacKey. */
export function createAltchaVerifier(
  hmacKey: string,
  used: UsedPayloadStore,
): CaptchaVerifier {
  return {
    verify: async (token) => {
      const payload = decodeAltchaPayload(token);
      if (!payload) return false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
        });
        if (!result.verified) return false;
      } catch {
        // Malformed parameters make altcha-lib throw; that is a failed captcha, not a server fault.
        return false;
      }
      const expiresAtSeconds = payload.challenge.parameters.expiresAt;
      const expiresAt = typeof expiresAtSeconds === "number"
        ? new Date(expiresAtSeconds * 1000)
        : new Date(Date.now() + ALTCHA_CHALLENGE_TTL_MS);
      return await used.markUsed(payload.challenge.signature!, expiresAt);
    },
  };
}
