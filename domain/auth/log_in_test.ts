import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { logIn } from "./log_in.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import {
  createTestAuthDeps,
  VALID_CAPTCHA,
} from "../../adapters/postgres/test_auth_deps.ts";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";

const test = databaseSuite("auth: logIn");

async function withUser(sql: Sql, verified = true) {
  const env = createTestAuthDeps(sql);
  const user = await env.users.create({
    name: "Sana",
    email: "sana@kamai.test",
    passwordHash: await env.deps.passwordHasher.hash("secret1"),
    isVerified: verified,
    isApproved: true,
  });
  return { ...env, user: user! };
}
const login = (
  over: Partial<
    {
      email: string;
      password: string;
      recaptchaToken: string;
      remoteAddress: string;
    }
  > = {},
) => ({
  email: "sana@kamai.test",
  password: "secret1",
  recaptchaToken: VALID_CAPTCHA,
  remoteAddress: "10.0.0.1",
  ...over,
});

test("login of a verified user (email trimmed, any case) answers token, role and approved", async ({ sql }) => {
  const { deps } = await withUser(sql);
  assert.deepEqual(await logIn(deps, login({ email: "  SANA@kamai.test " })), {
    ok: true,
    value: { token: "session:1:user:0", role: "user", approved: true },
  });
});

test("login with a wrong password or unknown email is INVALID_CREDENTIALS with one message", async ({ sql }) => {
  const { deps } = await withUser(sql);
  const expected = {
    ok: false,
    error: {
      code: "INVALID_CREDENTIALS",
      message: "Invalid email or password.",
    },
  };
  assert.deepEqual(await logIn(deps, login({ password: "wrong-1" })), expected);
  assert.deepEqual(
    await logIn(deps, login({ email: "nobody@kamai.test" })),
    expected,
  );
  assert.deepEqual(
    await logIn(deps, login({ password: "x".repeat(5000) })),
    expected,
  );
});

test("login of an unverified account is EMAIL_NOT_VERIFIED, mentioning a new link", async ({ sql }) => {
  const { deps } = await withUser(sql, false);
  const result = await logIn(deps, login());
  assert.deepEqual(result, {
    ok: false,
    error: {
      code: "EMAIL_NOT_VERIFIED",
      message: AUTH_MESSAGES.emailNotVerified,
    },
  });
  assert.match(AUTH_MESSAGES.emailNotVerified, /new verification link/);
});

test("login of a deleted account is INVALID_CREDENTIALS", async ({ sql }) => {
  const { deps, users, user, clock } = await withUser(sql);
  await users.markDeleted(user.id, clock.now());
  const result = await logIn(deps, login());
  assert.deepEqual(result, {
    ok: false,
    error: {
      code: "INVALID_CREDENTIALS",
      message: "Invalid email or password.",
    },
  });
});

test("login requires email, password and captcha, and rejects a bad captcha", async ({ sql }) => {
  const { deps } = await withUser(sql);
  const cases: [Parameters<typeof login>[0], string, string][] = [
    [{ email: " " }, "VALIDATION_ERROR", "Email is required."],
    [{ password: "" }, "VALIDATION_ERROR", "Password is required."],
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
    assert.deepEqual(await logIn(deps, login(over)), {
      ok: false,
      error: { code, message },
    });
  }
});

test("5 failed logins for an account make wrong passwords RATE_LIMITED, yet the right one still signs in; success resets the count", async ({ sql }) => {
  const { deps } = await withUser(sql);
  for (let i = 0; i < 4; i++) {
    assert.equal((await logIn(deps, login({ password: "wrong-1" }))).ok, false);
  }
  assert.equal(
    (await logIn(deps, login())).ok,
    true,
    "a success before the limit clears failures",
  );
  for (let i = 0; i < 5; i++) {
    const r = await logIn(
      deps,
      login({ password: "wrong-1", remoteAddress: `10.0.1.${i}` }),
    );
    assert.equal(!r.ok && r.error.code, "INVALID_CREDENTIALS");
  }
  const limited = await logIn(
    deps,
    login({ password: "wrong-1", remoteAddress: "10.9.9.9" }),
  );
  assert.deepEqual(limited, {
    ok: false,
    error: {
      code: "RATE_LIMITED",
      message: "Too many attempts. Please try again in 15 minutes.",
      retryAfterSeconds: 900,
    },
  });
  assert.equal(
    (await logIn(deps, login({ remoteAddress: "10.9.9.9" }))).ok,
    true,
    "the owner is never locked out by guesses from elsewhere",
  );
});

test("5 failed logins for an account from one address refuse that address for 15 minutes, right password or not", async ({ sql }) => {
  const { deps, clock } = await withUser(sql);
  for (let i = 0; i < 5; i++) {
    const r = await logIn(deps, login({ password: "wrong-1" }));
    assert.equal(!r.ok && r.error.code, "INVALID_CREDENTIALS");
  }
  const refused = await logIn(deps, login());
  assert.equal(!refused.ok && refused.error.code, "RATE_LIMITED");
  clock.advance(10 * 60 * 1000);
  const later = await logIn(deps, login());
  assert.equal(
    !later.ok && later.error.message,
    "Too many attempts. Please try again in 5 minutes.",
  );
  assert.equal(
    (await logIn(deps, login({ remoteAddress: "10.0.0.2" }))).ok,
    true,
  );
  clock.advance(5 * 60 * 1000);
  assert.equal((await logIn(deps, login())).ok, true);
});

test("30 login attempts from one address in 15 minutes are allowed, the 31st is RATE_LIMITED", async ({ sql }) => {
  const { deps } = await withUser(sql);
  for (let i = 0; i < 30; i++) {
    const r = await logIn(deps, login({ email: `u${i}@kamai.test` }));
    assert.equal(!r.ok && r.error.code, "INVALID_CREDENTIALS");
  }
  const r = await logIn(deps, login());
  assert.equal(!r.ok && r.error.code, "RATE_LIMITED");
  const other = await logIn(deps, login({ remoteAddress: "10.0.0.2" }));
  assert.equal(other.ok, true);
});
