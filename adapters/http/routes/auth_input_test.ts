import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { solveCaptchaChallenge } from "../../captcha/solve_for_tests.ts";

async function captcha(app: TestApp): Promise<string> {
  return await solveCaptchaChallenge(
    (await app.json("/api/captcha/challenge")).body,
  );
}

const POST_ENDPOINTS = [
  "/api/auth/register",
  "/api/auth/login",
  "/api/auth/forgot-password",
  "/api/auth/resend-verification",
  "/api/auth/reset-password",
];

forEachTestApp(
  "auth input: every validation message, and bad input is 4xx { message, code }, never 5xx",
  async (t, app) => {
    const expectError = (
      res: { status: number; body: unknown },
      status: number,
      message: string,
      code = "VALIDATION_ERROR",
    ) => {
      assert.equal(res.status, status, JSON.stringify(res.body));
      assert.deepEqual(res.body, { message, code });
    };

    await t.step("register: each field's message", async () => {
      const good = {
        name: "Val Idator",
        email: "val@kamai.test",
        password: "secret1",
        recaptchaToken: "x",
      };
      const cases: [Record<string, unknown>, string][] = [
        [{ name: undefined }, "Name is required."],
        [{ name: "   " }, "Name is required."],
        [{ name: 42 }, "Name is required."],
        [{ name: "n".repeat(101) }, "Name must be at most 100 characters."],
        [{ email: undefined }, "Email is required."],
        [{ email: "  " }, "Email is required."],
        [{ email: "nope" }, "Please enter a valid email address."],
        [{ password: undefined }, "Password is required."],
        [{ password: "12345" }, "Password should be at least 6 characters."],
        [
          { password: "p".repeat(129) },
          "Password must be at most 128 characters.",
        ],
        [{ recaptchaToken: undefined }, "Please complete the reCAPTCHA."],
        [{ recaptchaToken: "" }, "Please complete the reCAPTCHA."],
        [{ recaptchaToken: null }, "Please complete the reCAPTCHA."],
      ];
      for (const [over, message] of cases) {
        expectError(
          await app.json("/api/auth/register", { body: { ...good, ...over } }),
          400,
          message,
        );
      }
      expectError(
        await app.json("/api/auth/register", { body: good }),
        400,
        "Captcha verification failed. Please try again.",
        "CAPTCHA_FAILED",
      );
      const [{ n }] = await app.infra
        .sql`SELECT count(*)::int AS n FROM users WHERE email = 'val@kamai.test'`;
      assert.equal(n, 0);
    });

    await t.step(
      "login, forgot-password, resend-verification, reset-password: required fields",
      async () => {
        expectError(
          await app.json("/api/auth/login", {
            body: { password: "x", recaptchaToken: "x" },
          }),
          400,
          "Email is required.",
        );
        expectError(
          await app.json("/api/auth/login", {
            body: { email: "a@b.pk", recaptchaToken: "x" },
          }),
          400,
          "Password is required.",
        );
        expectError(
          await app.json("/api/auth/login", {
            body: { email: "a@b.pk", password: "x" },
          }),
          400,
          "Please complete the reCAPTCHA.",
        );
        expectError(
          await app.json("/api/auth/login", {
            body: {
              email: "a@b.pk",
              password: "secret1",
              recaptchaToken: "forged",
            },
          }),
          400,
          "Captcha verification failed. Please try again.",
          "CAPTCHA_FAILED",
        );
        for (
          const path of [
            "/api/auth/forgot-password",
            "/api/auth/resend-verification",
          ]
        ) {
          expectError(
            await app.json(path, { body: { recaptchaToken: "x" } }),
            400,
            "Email is required.",
          );
          expectError(
            await app.json(path, { body: { email: " ", recaptchaToken: "x" } }),
            400,
            "Email is required.",
          );
          expectError(
            await app.json(path, { body: { email: "a@b.pk" } }),
            400,
            "Please complete the reCAPTCHA.",
          );
        }
        expectError(
          await app.json("/api/auth/reset-password", { body: { token: "t" } }),
          400,
          "Password should be at least 6 characters.",
        );
        expectError(
          await app.json("/api/auth/reset-password", {
            body: { token: "t", password: "12345" },
          }),
          400,
          "Password should be at least 6 characters.",
        );
        expectError(
          await app.json("/api/auth/reset-password", {
            body: { password: "secret1" },
          }),
          400,
          "Invalid or expired token",
        );
        expectError(
          await app.json("/api/auth/reset-password", {
            body: { token: "unknown", password: "secret1" },
          }),
          400,
          "Invalid or expired token",
          "INVALID_TOKEN",
        );
      },
    );

    await t.step(
      "malformed JSON, wrong shapes, wrong content type and huge bodies are 4xx with { message, code }",
      async () => {
        const bodies: [string, string][] = [
          ["{", "application/json"],
          ["", "application/json"],
          ["null", "application/json"],
          ["[]", "application/json"],
          ['"text"', "application/json"],
          ["42", "application/json"],
          [
            '{"email":{"$ne":null},"password":["a"],"name":true,"token":1,"recaptchaToken":{}}',
            "application/json",
          ],
          ["email=a@b.pk", "application/x-www-form-urlencoded"],
          [
            JSON.stringify({ name: "x".repeat(2_000_000), email: "a@b.pk" }),
            "application/json",
          ],
        ];
        for (const path of POST_ENDPOINTS) {
          for (const [body, type] of bodies) {
            const res = await app.request(path, {
              method: "POST",
              headers: { "content-type": type },
              body,
            });
            const json = await res.json();
            assert.ok(
              res.status >= 400 && res.status < 500,
              `${path} ${body.slice(0, 40)} → ${res.status}`,
            );
            assert.equal(typeof json.message, "string");
            assert.equal(typeof json.code, "string");
          }
          const noType = await app.request(path, {
            method: "POST",
            body: "{}",
          });
          assert.ok(noType.status >= 400 && noType.status < 500);
          await noType.body?.cancel();
        }
        for (const token of ["%00", "x".repeat(2000), "..%2F..%2Fetc"]) {
          const res = await app.request(`/api/auth/verify/${token}`);
          assert.equal(res.status, 400);
          assert.equal((await res.json()).code, "INVALID_TOKEN");
        }
      },
    );

    await t.step(
      "over-long passwords on login are simply wrong credentials",
      async () => {
        const res = await app.json("/api/auth/login", {
          body: {
            email: "a@b.pk",
            password: "p".repeat(100_000),
            recaptchaToken: await captcha(app),
          },
        });
        expectError(
          res,
          401,
          "Invalid email or password.",
          "INVALID_CREDENTIALS",
        );
      },
    );
  },
);
