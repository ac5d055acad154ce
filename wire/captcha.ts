/** Captcha and health wire shapes: which captcha the server checks, the ALTCHA challenge, the health answer. */
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

/** GET /api/health once the database answers. */
export const health = z.object({ status: z.literal("ok") }).meta({
  id: "Health",
});
/** The health answer. */
export type Health = z.infer<typeof health>;

/** One message of the development outbox (GET /api/dev/mail, development only). */
export const outboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
}).meta({ id: "OutboxMessage" });
/** An outbox message. */
export type OutboxMessageJson = z.infer<typeof outboxMessage>;
