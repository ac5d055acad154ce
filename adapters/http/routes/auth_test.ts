import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN, type TestApp } from "../test_app.ts";
import { solveCaptchaChallenge } from "../../captcha/solve_for_tests.ts";
import { createUser } from "../test_users.ts";
import { createFixedClock } from "../../../domain/shared/clock.ts";

/** A freshly solved ALTCHA payload from the app's own challenge endpoint. */
async function captcha(app: TestApp): Promise<string> {
  const res = await app.json("/api/captcha/challenge");
  assert.equal(res.status, 200);
  return await solveCaptchaChallenge(res.body);
}

/** The newest outbox link to `path` mailed to `to`, read through GET /api/dev/mail. */
async function mailedLink(
  app: TestApp,
  to: string,
  path: "verify" | "reset-password",
): Promise<string> {
  const { body } = await app.json<{ to: string; text: string }[]>(
    "/api/dev/mail",
  );
  const pattern = new RegExp(`https?://[^\\s]+/${path}/([A-Za-z0-9_-]+)`);
  for (const message of body) {
    const match = message.to === to ? pattern.exec(message.text) : null;
    if (match) return match[1];
  }
  throw new Error(`no /${path}/ link mailed to ${to}`);
}

const clock = createFixedClock(new Date());

forEachTestApp(
  "auth journey: register → mail → verify → login → me; reuse, duplicates, reset",
  async (t, app) => {
    const email = "Journey.User@Kamai.Test ";
    const normalized = "journey.user@kamai.test";

    await t.step(
      "register answers 201 with the spec message and mails a verification link",
      async () => {
        const res = await app.json("/api/auth/register", {
          body: {
            name: " Journey User ",
            email,
            password: "secret1",
            recaptchaToken: await captcha(app),
          },
        });
        assert.equal(res.status, 201);
        assert.deepEqual(res.body, {
          message:
            "Registration successful. Please check your email to verify your account.",
        });
        const [row] = await app.infra
          .sql`SELECT name, is_verified, role FROM users WHERE email = ${normalized}`;
        assert.deepEqual({ ...row }, {
          name: "Journey User",
          is_verified: false,
          role: "user",
        });
      },
    );

    await t.step("a duplicate email is 409 EMAIL_TAKEN", async () => {
      const res = await app.json("/api/auth/register", {
        body: {
          name: "Again",
          email: normalized.toUpperCase(),
          password: "secret1",
          recaptchaToken: await captcha(app),
        },
      });
      assert.equal(res.status, 409);
      assert.equal(res.body.code, "EMAIL_TAKEN");
      assert.equal(typeof res.body.message, "string");
    });

    await t.step(
      "login before verifying is 403 EMAIL_NOT_VERIFIED",
      async () => {
        const res = await app.json("/api/auth/login", {
          body: {
            email: normalized,
            password: "secret1",
            recaptchaToken: await captcha(app),
          },
        });
        assert.equal(res.status, 403);
        assert.equal(res.body.code, "EMAIL_NOT_VERIFIED");
        assert.match(res.body.message, /verification link/);
      },
    );

    let verifyToken = "";
    await t.step(
      "resend-verification answers neutrally and mails a new link",
      async () => {
        const res = await app.json("/api/auth/resend-verification", {
          body: { email: normalized, recaptchaToken: await captcha(app) },
        });
        assert.equal(res.status, 200);
        assert.equal(typeof res.body.message, "string");
        const { body } = await app.json<{ to: string }[]>("/api/dev/mail");
        assert.equal(body.filter((m) => m.to === normalized).length, 2);
        verifyToken = await mailedLink(app, normalized, "verify");
      },
    );

    await t.step(
      "verify answers token, role, approved and message once; reuse is 400 INVALID_TOKEN",
      async () => {
        const res = await app.json(`/api/auth/verify/${verifyToken}`);
        assert.equal(res.status, 200);
        assert.equal(res.body.role, "user");
        assert.equal(res.body.approved, false);
        assert.equal(res.body.message, "Email verified successfully.");
        const me = await app.json("/api/auth/me", { token: res.body.token });
        assert.equal(me.status, 200);
        const again = await app.json(`/api/auth/verify/${verifyToken}`);
        assert.equal(again.status, 400);
        assert.deepEqual(again.body, {
          message: "Invalid or expired token",
          code: "INVALID_TOKEN",
        });
        const unknown = await app.json("/api/auth/verify/not-a-real-token");
        assert.equal(unknown.status, 400);
        assert.equal(unknown.body.code, "INVALID_TOKEN");
      },
    );

    let session = "";
    await t.step(
      "login answers token, role, approved; me answers the account",
      async () => {
        const res = await app.json("/api/auth/login", {
          body: {
            email: " JOURNEY.user@kamai.test",
            password: "secret1",
            recaptchaToken: await captcha(app),
          },
        });
        assert.equal(res.status, 200);
        assert.deepEqual(Object.keys(res.body).sort(), [
          "approved",
          "role",
          "token",
        ]);
        assert.equal(res.body.role, "user");
        assert.equal(res.body.approved, false);
        session = res.body.token;
        const me = await app.json("/api/auth/me", { token: session });
        assert.equal(me.status, 200);
        assert.deepEqual({ ...me.body, id: 0 }, {
          isApproved: false,
          language: null,
          id: 0,
          name: "Journey User",
          email: normalized,
          role: "user",
        });
      },
    );

    await t.step(
      "a used captcha payload is refused: 400 CAPTCHA_FAILED",
      async () => {
        const payload = await captcha(app);
        const body = {
          email: normalized,
          password: "secret1",
          recaptchaToken: payload,
        };
        assert.equal((await app.json("/api/auth/login", { body })).status, 200);
        const replay = await app.json("/api/auth/login", { body });
        assert.equal(replay.status, 400);
        assert.equal(replay.body.code, "CAPTCHA_FAILED");
      },
    );

    await t.step("wrong password is 401 INVALID_CREDENTIALS", async () => {
      const res = await app.json("/api/auth/login", {
        body: {
          email: normalized,
          password: "wrong-pass",
          recaptchaToken: await captcha(app),
        },
      });
      assert.equal(res.status, 401);
      assert.deepEqual(res.body, {
        message: "Invalid email or password.",
        code: "INVALID_CREDENTIALS",
      });
    });

    await t.step(
      "forgot-password answers the neutral message for known and unknown emails",
      async () => {
        for (const e of [normalized, "ghost@kamai.test"]) {
          const res = await app.json("/api/auth/forgot-password", {
            body: { email: e, recaptchaToken: await captcha(app) },
          });
          assert.equal(res.status, 200);
          assert.deepEqual(res.body, {
            message:
              "If this email exists, we sent a reset link. Please check your inbox.",
          });
        }
        const { body } = await app.json<{ to: string }[]>("/api/dev/mail");
        assert.equal(body.some((m) => m.to === "ghost@kamai.test"), false);
      },
    );

    await t.step(
      "reset-password sets the password once and ends old sessions",
      async () => {
        const token = await mailedLink(app, normalized, "reset-password");
        const short = await app.json("/api/auth/reset-password", {
          body: { token, password: "12345" },
        });
        assert.equal(short.status, 400);
        assert.deepEqual(short.body, {
          message: "Password should be at least 6 characters.",
          code: "VALIDATION_ERROR",
        });
        const res = await app.json("/api/auth/reset-password", {
          body: { token, password: "brand-new-1" },
        });
        assert.equal(res.status, 200);
        assert.equal(typeof res.body.message, "string");
        const reuse = await app.json("/api/auth/reset-password", {
          body: { token, password: "another-1" },
        });
        assert.equal(reuse.status, 400);
        assert.deepEqual(reuse.body, {
          message: "Invalid or expired token",
          code: "INVALID_TOKEN",
        });
        const old = await app.json("/api/auth/me", { token: session });
        assert.equal(old.status, 401);
        assert.deepEqual(old.body, {
          message: "Your session has ended. Please log in again.",
          code: "TOKEN_REVOKED",
        });
        const oldPassword = await app.json("/api/auth/login", {
          body: {
            email: normalized,
            password: "secret1",
            recaptchaToken: await captcha(app),
          },
        });
        assert.equal(oldPassword.status, 401);
        const newPassword = await app.json("/api/auth/login", {
          body: {
            email: normalized,
            password: "brand-new-1",
            recaptchaToken: await captcha(app),
          },
        });
        assert.equal(newPassword.status, 200);
      },
    );

    await t.step("the configured admin logs in with role admin", async () => {
      const res = await app.json("/api/auth/login", {
        body: {
          email: TEST_ADMIN.email,
          password: TEST_ADMIN.password,
          recaptchaToken: await captcha(app),
        },
      });
      assert.equal(res.status, 200);
      assert.equal(res.body.role, "admin");
      assert.equal(res.body.approved, true);
    });
  },
);

forEachTestApp(
  "auth tokens expire: verification after 24 h, reset after 30 min, sessions after 7 days",
  async (t, app) => {
    const user = await createUser(app.infra, {
      verified: false,
      email: "late@kamai.test",
    });
    await app.json("/api/auth/resend-verification", {
      body: { email: user.email, recaptchaToken: await captcha(app) },
    });
    await app.json("/api/auth/forgot-password", {
      body: { email: user.email, recaptchaToken: await captcha(app) },
    });
    const verifyToken = await mailedLink(app, user.email, "verify");
    const resetToken = await mailedLink(app, user.email, "reset-password");

    await t.step("a reset link is dead after 30 minutes", async () => {
      clock.advance(30 * 60 * 1000);
      const res = await app.json("/api/auth/reset-password", {
        body: { token: resetToken, password: "new-pass-1" },
      });
      assert.equal(res.status, 400);
      assert.equal(res.body.code, "INVALID_TOKEN");
    });
    await t.step("a verification link is dead after 24 hours", async () => {
      clock.advance(24 * 60 * 60 * 1000);
      const res = await app.json(`/api/auth/verify/${verifyToken}`);
      assert.equal(res.status, 400);
      assert.equal(res.body.code, "INVALID_TOKEN");
    });
    await t.step("a session token is refused after 7 days", async () => {
      const fresh = await createUser(app.infra);
      assert.equal(
        (await app.json("/api/auth/me", { token: fresh.token })).status,
        200,
      );
      clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
      const res = await app.json("/api/auth/me", { token: fresh.token });
      assert.equal(res.status, 401);
      assert.equal(res.body.code, "INVALID_TOKEN");
    });
  },
  { clock },
);
