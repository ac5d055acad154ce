/** Picks the CaptchaVerifier: reCAPTCHA when its secret is configured, else self-hosted ALTCHA. */
import type { Sql } from "postgres";
import type { AppConfig } from "../config.ts";
import type { CaptchaVerifier } from "../../domain/auth/captcha_verifier.ts";
import { createAltchaVerifier } from "./altcha_verifier.ts";
import { createRecaptchaVerifier } from "./recaptcha_verifier.ts";
import {
  createInMemoryUsedPayloadStore,
  createPostgresUsedPayloadStore,
} from "./used_payload_store.ts";

/** The app's captcha check; pass `sql` so used ALTCHA payloads are remembered across restarts and instances. */
export function createCaptchaVerifier(
  config: AppConfig,
  altchaHmacKey: string,
  sql?: Sql,
): CaptchaVerifier {
  if (config.recaptchaSecret) {
    return createRecaptchaVerifier({ secret: config.recaptchaSecret });
  }
  const used = sql
    ? createPostgresUsedPayloadStore(sql)
    : createInMemoryUsedPayloadStore();
  return createAltchaVerifier(altchaHmacKey, used);
}
