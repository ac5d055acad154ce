/** Picks the CaptchaVerifier: reCAPTCHA when its secret is configured, else self-hosted ALTCHA. */
import type { AppConfig } from "../config.ts";
import type { CaptchaVerifier } from "../../domain/auth/captcha_verifier.ts";
import { createAltchaVerifier } from "./altcha_verifier.ts";
import { createRecaptchaVerifier } from "./recaptcha_verifier.ts";
import type { UsedPayloadStore } from "./altcha_verifier.ts";

/** The app's captcha check; `used` remembers accepted ALTCHA payloads (a table: across restarts and instances). */
export function createCaptchaVerifier(
  config: AppConfig,
  altchaHmacKey: string,
  used: UsedPayloadStore,
): CaptchaVerifier {
  if (config.recaptchaSecret) {
    return createRecaptchaVerifier({ secret: config.recaptchaSecret });
  }
  return createAltchaVerifier(altchaHmacKey, used);
}
