import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { solveCaptchaChallenge } from "../../captcha/solve_for_tests.ts";

forEachTestApp(
  "captcha routes: ALTCHA challenge for the widget, not cached; config names the provider",
  async (t, app) => {
    await t.step(
      "GET /api/captcha/challenge gives a signed PoW v2 challenge the test solver solves",
      async () => {
        const res = await app.request("/api/captcha/challenge");
        assert.equal(res.status, 200);
        assert.equal(res.headers.get("cache-control"), "no-store");
        const challenge = await res.json();
        assert.equal(typeof challenge.signature, "string");
        assert.equal(challenge.parameters.algorithm, "PBKDF2/SHA-256");
        assert.equal(typeof challenge.parameters.nonce, "string");
        assert.equal(typeof challenge.parameters.expiresAt, "number");
        const started = performance.now();
        const payload = await solveCaptchaChallenge(challenge);
        assert.ok(performance.now() - started < 5000, "solvable quickly");
        assert.equal(await app.infra.captcha.verify(payload, null), true);
      },
    );
    await t.step("two challenges differ", async () => {
      const a = await app.json("/api/captcha/challenge");
      const b = await app.json("/api/captcha/challenge");
      assert.notEqual(a.body.signature, b.body.signature);
    });
    await t.step("GET /api/captcha/config says altcha", async () => {
      const res = await app.json("/api/captcha/config");
      assert.deepEqual(res.body, {
        provider: "altcha",
        challengeUrl: "/api/captcha/challenge",
      });
    });
  },
);

forEachTestApp(
  "captcha routes with reCAPTCHA configured: config gives the site key, no ALTCHA challenge",
  async (_t, app) => {
    assert.deepEqual((await app.json("/api/captcha/config")).body, {
      provider: "recaptcha",
      siteKey: "site-key-1",
    });
    const res = await app.json("/api/captcha/challenge");
    assert.equal(res.status, 404);
    assert.equal(res.body.code, "NOT_FOUND");
  },
  { config: { recaptchaSecret: "secret-1", recaptchaSiteKey: "site-key-1" } },
);
