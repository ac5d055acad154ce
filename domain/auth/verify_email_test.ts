import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { verifyEmail } from "./verify_email.ts";
import { registerUser } from "./register_user.ts";
import {
  createTestAuthDeps,
  VALID_CAPTCHA,
} from "../../adapters/postgres/test_auth_deps.ts";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";

const test = databaseSuite("auth: verifyEmail");

async function registered(sql: Sql) {
  const env = createTestAuthDeps(sql);
  await registerUser(env.deps, {
    name: "Bilal",
    email: "bilal@kamai.test",
    password: "secret1",
    recaptchaToken: VALID_CAPTCHA,
    remoteAddress: null,
  });
  return env;
}

test("verify marks the account verified once and answers a session", async ({ sql }) => {
  const { deps, users } = await registered(sql);
  const first = await verifyEmail(deps, "tok1");
  assert.deepEqual(first, {
    ok: true,
    value: {
      token: "session:1:user:0",
      role: "user",
      approved: false,
      message: "Email verified successfully.",
    },
  });
  assert.equal((await users.all())[0].isVerified, true);
  assert.deepEqual(await verifyEmail(deps, "tok1"), {
    ok: false,
    error: { code: "INVALID_TOKEN", message: "Invalid or expired token" },
  });
});

test("verify refuses unknown, empty and expired tokens", async ({ sql }) => {
  const { deps, clock, users } = await registered(sql);
  for (const token of ["nope", "", "x".repeat(600)]) {
    const result = await verifyEmail(deps, token);
    assert.equal(result.ok, false);
    if (!result.ok) assert.equal(result.error.code, "INVALID_TOKEN");
  }
  clock.advance(24 * 60 * 60 * 1000);
  assert.equal((await verifyEmail(deps, "tok1")).ok, false);
  assert.equal((await users.all())[0].isVerified, false);
});

test("verify just before the 24 h expiry still works", async ({ sql }) => {
  const { deps, clock } = await registered(sql);
  clock.advance(24 * 60 * 60 * 1000 - 1);
  assert.equal((await verifyEmail(deps, "tok1")).ok, true);
});
