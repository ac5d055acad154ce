import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { requestPasswordReset } from "./request_password_reset.ts";
import { hashToken } from "./auth_rules.ts";
import {
  createTestAuthDeps,
  VALID_CAPTCHA,
} from "../../adapters/postgres/test_auth_deps.ts";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";

const test = databaseSuite("auth: requestPasswordReset");

const NEUTRAL = {
  message:
    "If this email exists, we sent a reset link. Please check your inbox.",
};
const req = (
  email: string,
  over: Partial<{ recaptchaToken: string; remoteAddress: string }> = {},
) => ({
  email,
  recaptchaToken: VALID_CAPTCHA,
  remoteAddress: "10.0.0.1",
  ...over,
});

async function withUser(sql: Sql) {
  const env = createTestAuthDeps(sql);
  await env.users.create({
    name: "Usman",
    email: "usman@kamai.test",
    passwordHash: "h",
    isVerified: true,
  });
  return env;
}

test("forgot password mails a 30-minute reset link to an existing account", async ({ sql }) => {
  const { deps, mailer, tokens, clock } = await withUser(sql);
  assert.deepEqual(
    await requestPasswordReset(deps, req(" USMAN@kamai.test ")),
    { ok: true, value: NEUTRAL },
  );
  assert.equal(mailer.sent.length, 1);
  assert.equal(mailer.sent[0].to, "usman@kamai.test");
  assert.match(
    mailer.sent[0].text,
    /https:\/\/kamai\.test\/reset-password\/tok1/,
  );
  const [t] = await tokens.all();
  assert.equal(t.purpose, "reset_password");
  assert.equal(t.tokenHash, await hashToken("tok1"));
  assert.equal(t.expiresAt.getTime() - clock.now().getTime(), 30 * 60 * 1000);
});

test("forgot password answers the same for an unknown email and sends nothing", async ({ sql }) => {
  const { deps, mailer } = await withUser(sql);
  assert.deepEqual(await requestPasswordReset(deps, req("ghost@kamai.test")), {
    ok: true,
    value: NEUTRAL,
  });
  assert.equal(mailer.sent.length, 0);
});

test("forgot password requires email and captcha", async ({ sql }) => {
  const { deps } = await withUser(sql);
  assert.deepEqual(await requestPasswordReset(deps, req("  ")), {
    ok: false,
    error: { code: "VALIDATION_ERROR", message: "Email is required." },
  });
  assert.deepEqual(
    await requestPasswordReset(
      deps,
      req("usman@kamai.test", { recaptchaToken: "" }),
    ),
    {
      ok: false,
      error: {
        code: "VALIDATION_ERROR",
        message: "Please complete the reCAPTCHA.",
      },
    },
  );
  const forged = await requestPasswordReset(
    deps,
    req("usman@kamai.test", { recaptchaToken: "forged" }),
  );
  assert.equal(!forged.ok && forged.error.code, "CAPTCHA_FAILED");
});

test("forgot password allows 3 requests per email in 15 minutes, known or not", async ({ sql }) => {
  const { deps, mailer, clock } = await withUser(sql);
  for (const email of ["usman@kamai.test", "ghost@kamai.test"]) {
    for (let i = 0; i < 3; i++) {
      assert.equal((await requestPasswordReset(deps, req(email))).ok, true);
    }
    const limited = await requestPasswordReset(
      deps,
      req(email, { remoteAddress: "10.0.0.9" }),
    );
    assert.deepEqual(limited, {
      ok: false,
      error: {
        code: "RATE_LIMITED",
        message: "Too many attempts. Please try again in 15 minutes.",
        retryAfterSeconds: 900,
      },
    });
  }
  assert.equal(mailer.sent.length, 3);
  clock.advance(15 * 60 * 1000);
  assert.equal(
    (await requestPasswordReset(deps, req("usman@kamai.test"))).ok,
    true,
  );
});

test("forgot password allows 30 requests per address in 15 minutes", async ({ sql }) => {
  const { deps } = await withUser(sql);
  for (let i = 0; i < 30; i++) {
    assert.equal(
      (await requestPasswordReset(deps, req(`p${i}@kamai.test`))).ok,
      true,
    );
  }
  const limited = await requestPasswordReset(deps, req("usman@kamai.test"));
  assert.equal(!limited.ok && limited.error.code, "RATE_LIMITED");
});
