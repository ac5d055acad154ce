import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { solveCaptchaChallenge } from "../../captcha/solve_for_tests.ts";
import { createUser } from "../test_users.ts";
import { createFixedClock } from "../../../domain/shared/clock.ts";

async function captcha(app: TestApp): Promise<string> {
  return await solveCaptchaChallenge(
    (await app.json("/api/captcha/challenge")).body,
  );
}

const clock = createFixedClock(new Date());

forEachTestApp(
  "auth rate limits: 429 RATE_LIMITED with Retry-After for login and forgot-password",
  async (t, app) => {
    const user = await createUser(app.infra, {
      email: "limited@kamai.test",
      password: "right-pass",
    });

    await t.step(
      "5 failed logins for one account from one address, then 429 there even with the right password",
      async () => {
        for (let i = 0; i < 5; i++) {
          const res = await app.json("/api/auth/login", {
            body: {
              email: user.email,
              password: "wrong-pass",
              recaptchaToken: await captcha(app),
            },
          });
          assert.equal(res.status, 401);
        }
        const res = await app.json("/api/auth/login", {
          body: {
            email: user.email,
            password: "right-pass",
            recaptchaToken: await captcha(app),
          },
        });
        assert.equal(res.status, 429);
        assert.deepEqual(res.body, {
          message: "Too many attempts. Please try again in 15 minutes.",
          code: "RATE_LIMITED",
        });
        assert.equal(res.headers.get("retry-after"), "900");
      },
    );

    await t.step(
      "after the window the right password works again",
      async () => {
        clock.advance(15 * 60 * 1000);
        const res = await app.json("/api/auth/login", {
          body: {
            email: user.email,
            password: "right-pass",
            recaptchaToken: await captcha(app),
          },
        });
        assert.equal(res.status, 200);
      },
    );

    await t.step("forgot-password: 3 per email, then 429", async () => {
      for (let i = 0; i < 3; i++) {
        const res = await app.json("/api/auth/forgot-password", {
          body: { email: user.email, recaptchaToken: await captcha(app) },
        });
        assert.equal(res.status, 200);
      }
      const res = await app.json("/api/auth/forgot-password", {
        body: { email: user.email, recaptchaToken: await captcha(app) },
      });
      assert.equal(res.status, 429);
      assert.equal(res.body.code, "RATE_LIMITED");
      assert.match(res.headers.get("retry-after") ?? "", /^\d+$/);
    });

    await t.step(
      "30 login attempts per address in 15 minutes, then 429 for any account",
      async () => {
        clock.advance(15 * 60 * 1000);
        for (let i = 0; i < 30; i++) {
          const res = await app.json("/api/auth/login", {
            body: {
              email: `spray${i}@kamai.test`,
              password: "x-password",
              recaptchaToken: "forged",
            },
          });
          assert.equal(res.status, 400, `attempt ${i + 1}`);
        }
        const res = await app.json("/api/auth/login", {
          body: {
            email: user.email,
            password: "right-pass",
            recaptchaToken: await captcha(app),
          },
        });
        assert.equal(res.status, 429);
        assert.equal(res.body.code, "RATE_LIMITED");
      },
    );
  },
  { clock },
);
