import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { resetPassword } from "./reset_password.ts";
import { requestPasswordReset } from "./request_password_reset.ts";
import { logIn } from "./log_in.ts";
import {
  createTestAuthDeps,
  VALID_CAPTCHA,
} from "../../adapters/postgres/test_auth_deps.ts";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";

const test = databaseSuite("auth: resetPassword");

async function withResetLink(sql: Sql, verified = true) {
  const env = createTestAuthDeps(sql);
  await env.users.create({
    name: "Zara",
    email: "zara@kamai.test",
    passwordHash: await env.deps.passwordHasher.hash("old-secret"),
    isVerified: verified,
  });
  await requestPasswordReset(env.deps, {
    email: "zara@kamai.test",
    recaptchaToken: VALID_CAPTCHA,
    remoteAddress: null,
  });
  return env;
}
const credentials = (password: string) => ({
  email: "zara@kamai.test",
  password,
  recaptchaToken: VALID_CAPTCHA,
  remoteAddress: null,
});
const INVALID = {
  ok: false,
  error: { code: "INVALID_TOKEN", message: "Invalid or expired token" },
};

test("reset sets the new password once, bumps the token version and the old password stops working", async ({ sql }) => {
  const { deps, users } = await withResetLink(sql);
  const result = await resetPassword(deps, {
    token: "tok1",
    password: "new-secret",
  });
  assert.deepEqual(result, {
    ok: true,
    value: {
      message:
        "Your password has been reset. You can now log in with your new password.",
    },
  });
  assert.equal((await users.all())[0].tokenVersion, 1);
  assert.equal((await logIn(deps, credentials("new-secret"))).ok, true);
  const old = await logIn(deps, credentials("old-secret"));
  assert.equal(!old.ok && old.error.code, "INVALID_CREDENTIALS");
  assert.deepEqual(
    await resetPassword(deps, { token: "tok1", password: "another-1" }),
    INVALID,
  );
});

test("reset refuses unknown and expired (30 min) tokens", async ({ sql }) => {
  const { deps, clock } = await withResetLink(sql);
  assert.deepEqual(
    await resetPassword(deps, { token: "nope", password: "new-secret" }),
    INVALID,
  );
  assert.deepEqual(
    await resetPassword(deps, { token: "", password: "new-secret" }),
    INVALID,
  );
  clock.advance(30 * 60 * 1000);
  assert.deepEqual(
    await resetPassword(deps, { token: "tok1", password: "new-secret" }),
    INVALID,
  );
});

test("reset checks the password length before using the token", async ({ sql }) => {
  const { deps } = await withResetLink(sql);
  assert.deepEqual(
    await resetPassword(deps, { token: "tok1", password: "12345" }),
    {
      ok: false,
      error: {
        code: "VALIDATION_ERROR",
        message: "Password should be at least 6 characters.",
      },
    },
  );
  assert.deepEqual(
    await resetPassword(deps, { token: "tok1", password: "x".repeat(129) }),
    {
      ok: false,
      error: {
        code: "VALIDATION_ERROR",
        message: "Password must be at most 128 characters.",
      },
    },
  );
  assert.equal(
    (await resetPassword(deps, { token: "tok1", password: "123456" })).ok,
    true,
  );
});

test("a reset ends other reset links and verifies an unverified account", async ({ sql }) => {
  const { deps, users } = await withResetLink(sql, false);
  await requestPasswordReset(deps, {
    email: "zara@kamai.test",
    recaptchaToken: VALID_CAPTCHA,
    remoteAddress: null,
  });
  assert.equal(
    (await resetPassword(deps, { token: "tok2", password: "new-secret" })).ok,
    true,
  );
  assert.deepEqual(
    await resetPassword(deps, { token: "tok1", password: "other-secret" }),
    INVALID,
  );
  assert.equal((await users.all())[0].isVerified, true);
});
