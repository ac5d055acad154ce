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
export const altchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(
      z.string(),
      z.union([z.string(), z.number(), z.boolean(), z.null()]),
    ).optional(),
  }),
  signature: z.string().optional(),
}).meta({ id: "AltchaChallenge" });
/** An ALTCHA challenge. */
export type AltchaChallenge = z.infer<typeof altchaChallenge>;
