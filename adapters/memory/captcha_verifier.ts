/** In-memory CaptchaVerifier for use-case tests: accepts one known token, any number of times. */
import type { CaptchaVerifier } from "../../domain/auth/captcha_verifier.ts";

/** A verifier that accepts exactly `validToken`. */
export function createInMemoryCaptchaVerifier(
  validToken = "solved-captcha",
): CaptchaVerifier {
  return { verify: (token) => Promise.resolve(token === validToken) };
}
