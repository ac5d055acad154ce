import assert from "node:assert/strict";
import { verifyEmail } from "./verify_email.ts";
import { registerUser } from "./register_user.ts";
import {
  createInMemoryAuthDeps,
  VALID_CAPTCHA,
} from "../../adapters/memory/auth_deps.ts";

async function registered() {
  const env = createInMemoryAuthDeps();
  await registerUser(env.deps, {
    name: "Bilal",
    email: "bilal@kamai.test",
    password: "secret1",
    recaptchaToken: VALID_CAPTCHA,
    remoteAddress: null,
  });
  return env;
}

Deno.test("verify marks the account verified once and answers a session", async () => {
  const { deps, users } = await registered();
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
  assert.equal(users.all()[0].isVerified, true);
  assert.deepEqual(await verifyEmail(deps, "tok1"), {
    ok: false,
    error: { code: "INVALID_TOKEN", message: "Invalid or expired token" },
  });
});

Deno.test("verify refuses unknown, empty and expired tokens", async () => {
  const { deps, clock, users } = await registered();
  for (const token of ["nope", "", "x".repeat(600)]) {
    const result = await verifyEmail(deps, token);
    assert.equal(result.ok, false);
    if (!result.ok) assert.equal(result.error.code, "INVALID_TOKEN");
  }
  clock.advance(24 * 60 * 60 * 1000);
  assert.equal((await verifyEmail(deps, "tok1")).ok, false);
  assert.equal(users.all()[0].isVerified, false);
});

Deno.test("verify just before the 24 h expiry still works", async () => {
  const { deps, clock } = await registered();
  clock.advance(24 * 60 * 60 * 1000 - 1);
  assert.equal((await verifyEmail(deps, "tok1")).ok, true);
});
