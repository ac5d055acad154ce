/** Captcha routes (mounted under /api): the ALTCHA challenge and which captcha the server checks. */
import { Hono } from "hono";
import type { AppContext } from "../../app_context.ts";
import { apiError } from "../api_error.ts";
import type { AltchaChallenge, CaptchaConfig } from "../../../wire/captcha.ts";

/** GET /captcha/challenge (ALTCHA challenge JSON) and GET /captcha/config ({ provider, siteKey }). */
export function createCaptchaRoutes(
  ctx: AppContext,
  createAltchaChallenge: () => Promise<AltchaChallenge>,
): Hono {
  const app = new Hono();
  const recaptcha = ctx.config.recaptchaSecret !== null &&
    ctx.config.recaptchaSecret !== "";

  app.get("/captcha/config", (c) =>
    c.json(
      (recaptcha
        ? { provider: "recaptcha", siteKey: ctx.config.recaptchaSiteKey }
        : {
          provider: "altcha",
          challengeUrl: "/api/captcha/challenge",
        }) satisfies CaptchaConfig,
    ));

  app.get("/captcha/challenge", async (c) => {
    if (recaptcha) {
      throw apiError("NOT_FOUND", "This server checks reCAPTCHA, not ALTCHA.");
    }
    c.header("Cache-Control", "no-store");
    const challenge: AltchaChallenge = await createAltchaChallenge();
    return c.json(challenge);
  });

  return app;
}
