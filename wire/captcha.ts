/** Captcha wire shapes: which captcha the server checks and the ALTCHA challenge. */
import { z } from "zod";

/** GET /api/captcha/config: reCAPTCHA with its site key, or ALTCHA with its challenge URL. */
export const captchaConfig = z.union([
  z.object({
    provider: z.literal("recaptcha"),
    siteKey: z.string().nullable(),
  }),
  z.object({ provider: z.literal("altcha"), challengeUrl: z.string() }),
]).meta({ id: "CaptchaConfig" });
/** The captcha configuration. */
export type CaptchaConfig = z.infer<typeof captchaConfig>;

/** GET /api/captcha/challenge: an ALTCHA (altcha-lib 2, proof of work v2) challenge for the widget. */
export const altchaChallenge = z.looseObject({
  parameters: z.looseObject({}),
  signature: z.string().optional(),
}).meta({ id: "AltchaChallenge" });
/** An ALTCHA challenge. */
export type AltchaChallenge = z.infer<typeof altchaChallenge>;
