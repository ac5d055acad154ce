import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { solveCaptchaChallenge } from "../../captcha/solve_for_tests.ts";
import { createUser } from "../test_users.ts";

async function captcha(app: TestApp): Promise<string> {
  const res = await app.json("/api/captcha/challenge");
  return await solveCaptchaChallenge(res.body);
}

forEachTestApp(
  "language: the account remembers it, /me shows it, emails follow it",
  async (t, app) => {
    const user = await createUser(app.infra);

    await t.step(
      "a new account has no language until one is chosen",
      async () => {
        const me = await app.json("/api/auth/me", { token: user.token });
        assert.equal(me.status, 200);
        assert.equal(me.body.language, null);
      },
    );

    await t.step("PATCH /api/profile/language stores the choice", async () => {
      const res = await app.json("/api/profile/language", {
        method: "PATCH",
        token: user.token,
        body: { language: "ur" },
      });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { language: "ur" });
      const me = await app.json("/api/auth/me", { token: user.token });
      assert.equal(me.body.language, "ur");
      const [row] = await app.infra
        .sql`SELECT language FROM users WHERE id = ${user.id}`;
      assert.equal(row.language, "ur");
    });

    await t.step(
      "another value is refused with { message, code }",
      async () => {
        const res = await app.json("/api/profile/language", {
          method: "PATCH",
          token: user.token,
          body: { language: "fr" },
        });
        assert.equal(res.status, 400);
        assert.deepEqual(res.body, {
          code: "VALIDATION_ERROR",
          message: 'Choose "en" or "ur" as the language.',
        });
        const anonymous = await app.json("/api/profile/language", {
          method: "PATCH",
          body: { language: "en" },
        });
        assert.equal(anonymous.status, 401);
      },
    );

    await t.step(
      "registering in Urdu mails the verification link in Urdu",
      async () => {
        const email = "urdu.person@kamai.test";
        const res = await app.json("/api/auth/register", {
          body: {
            name: "Ayesha",
            email,
            password: "secret1",
            recaptchaToken: await captcha(app),
            language: "ur",
          },
        });
        assert.equal(res.status, 201);
        const { body } = await app.json<
          { to: string; subject: string; html: string; text: string }[]
        >("/api/dev/mail");
        const mail = body.find((m) => m.to === email);
        assert.ok(mail, "a verification mail was sent");
        assert.equal(mail.subject, "کمائی پر اپنی ای میل کی تصدیق کریں");
        assert.match(mail.html, /<html lang="ur" dir="rtl">/);
        assert.match(mail.text, /\/verify\/[A-Za-z0-9_-]+/);
        const [row] = await app.infra
          .sql`SELECT language FROM users WHERE email = ${email}`;
        assert.equal(row.language, "ur");
      },
    );

    await t.step(
      "registering without a language keeps English mail",
      async () => {
        const email = "english.person@kamai.test";
        await app.json("/api/auth/register", {
          body: {
            name: "Bilal",
            email,
            password: "secret1",
            recaptchaToken: await captcha(app),
          },
        });
        const { body } = await app.json<{ to: string; subject: string }[]>(
          "/api/dev/mail",
        );
        assert.equal(
          body.find((m) => m.to === email)?.subject,
          "Verify your Kamai email address",
        );
      },
    );
  },
);
