import assert from "node:assert/strict";
import { registerUser } from "./register_user.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import { hashToken } from "./auth_rules.ts";
import {
  createTestAuthDeps,
  VALID_CAPTCHA,
} from "../../adapters/postgres/test_auth_deps.ts";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";

const test = databaseSuite("auth: registerUser");

const form = {
  name: "Ayesha Khan",
  email: "Ayesha@Example.PK",
  password: "secret1",
  recaptchaToken: VALID_CAPTCHA,
};
const input = (over: Partial<typeof form> = {}) => ({
  ...form,
  ...over,
  remoteAddress: "10.0.0.1",
});

test("register creates an unverified user with a normalized email and mails a hashed 24 h link", async ({ sql }) => {
  const { deps, users, tokens, mailer, clock } = createTestAuthDeps(sql);
  const result = await registerUser(
    deps,
    input({ name: "  Ayesha Khan  ", email: "  Ayesha@Example.PK " }),
  );
  assert.deepEqual(result, {
    ok: true,
    value: {
      message:
        "Registration successful. Please check your email to verify your account.",
    },
  });
  const [user] = await users.all();
  assert.equal(user.email, "ayesha@example.pk");
  assert.equal(user.name, "Ayesha Khan");
  assert.equal(user.isVerified, false);
  assert.equal(user.isApproved, false);
  assert.equal(user.role, "user");
  assert.notEqual(user.passwordHash, "secret1");
  assert.equal(mailer.sent.length, 1);
  assert.equal(mailer.sent[0].to, "ayesha@example.pk");
  assert.match(mailer.sent[0].text, /https:\/\/kamai\.test\/verify\/tok1/);
  assert.match(
    mailer.sent[0].html,
    /href="https:\/\/kamai\.test\/verify\/tok1"/,
  );
  const [stored] = await tokens.all();
  assert.equal(stored.tokenHash, await hashToken("tok1"));
  assert.equal(stored.purpose, "verify_email");
  assert.equal(
    stored.expiresAt.getTime() - clock.now().getTime(),
    24 * 60 * 60 * 1000,
  );
});

test("register refuses a duplicate email (case and spaces ignored) with EMAIL_TAKEN", async ({ sql }) => {
  const { deps, users } = createTestAuthDeps(sql);
  assert.equal((await registerUser(deps, input())).ok, true);
  const again = await registerUser(
    deps,
    input({ email: " AYESHA@example.pk" }),
  );
  assert.deepEqual(again, {
    ok: false,
    error: { code: "EMAIL_TAKEN", message: AUTH_MESSAGES.emailTaken },
  });
  assert.equal((await users.all()).length, 1);
});

test("register checks every field with a clear message", async ({ sql }) => {
  const { deps, users, mailer } = createTestAuthDeps(sql);
  const cases: [Partial<typeof form>, string, string][] = [
    [{ name: "   " }, "VALIDATION_ERROR", "Name is required."],
    [
      { name: "x".repeat(101) },
      "VALIDATION_ERROR",
      "Name must be at most 100 characters.",
    ],
    [{ email: "" }, "VALIDATION_ERROR", "Email is required."],
    [
      { email: "not-an-email" },
      "VALIDATION_ERROR",
      "Please enter a valid email address.",
    ],
    [
      { email: "a b@c.pk" },
      "VALIDATION_ERROR",
      "Please enter a valid email address.",
    ],
    [
      { password: "12345" },
      "VALIDATION_ERROR",
      "Password should be at least 6 characters.",
    ],
    [
      { password: "x".repeat(129) },
      "VALIDATION_ERROR",
      "Password must be at most 128 characters.",
    ],
    [
      { recaptchaToken: "" },
      "VALIDATION_ERROR",
      "Please complete the reCAPTCHA.",
    ],
    [
      { recaptchaToken: "forged" },
      "CAPTCHA_FAILED",
      "Captcha verification failed. Please try again.",
    ],
  ];
  for (const [over, code, message] of cases) {
    assert.deepEqual(await registerUser(deps, input(over)), {
      ok: false,
      error: { code, message },
    }, message);
  }
  assert.equal((await users.all()).length, 0);
  assert.equal(mailer.sent.length, 0);
});

test("register accepts the boundaries: 100-character name, 6 and 128-character passwords", async ({ sql }) => {
  const { deps } = createTestAuthDeps(sql);
  assert.equal(
    (await registerUser(
      deps,
      input({ name: "n".repeat(100), password: "123456" }),
    )).ok,
    true,
  );
  assert.equal(
    (await registerUser(
      deps,
      input({ email: "b@c.pk", password: "p".repeat(128) }),
    )).ok,
    true,
  );
});
