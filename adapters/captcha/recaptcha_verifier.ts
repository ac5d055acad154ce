/** reCAPTCHA CaptchaVerifier: asks Google's siteverify whether the widget token is valid. */
import type { CaptchaVerifier } from "../../domain/auth/captcha_verifier.ts";

/** The secret and, for tests, the fetch and endpoint to use. */
export interface RecaptchaOptions {
  secret: string;
  fetch?: typeof fetch;
  endpoint?: string;
}

/** A verifier posting to https://www.google.com/recaptcha/api/siteverify. */
export function createRecaptchaVerifier(
  options: RecaptchaOptions,
): CaptchaVerifier {
  const doFetch = options.fetch ?? fetch;
  const endpoint = options.endpoint ??
    "https://www.google.com/recaptcha/api/siteverify";
  return {
    verify: async (token, remoteAddress) => {
      if (token === "" || token.length > 8192) return false;
      const form = new URLSearchParams({
        secret: options.secret,
        response: token,
      });
      if (remoteAddress) form.set("remoteip", remoteAddress);
      try {
        const res = await doFetch(endpoint, {
          method: "POST",
          body: form,
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) {
          await res.body?.cancel();
          return false;
        }
        const body = await res.json() as { success?: unknown };
        return body.success === true;
      } catch {
        // Google unreachable: refuse rather than let unchecked requests through.
        return false;
      }
    },
  };
}
