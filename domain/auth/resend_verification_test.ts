import assert from "node:assert/strict";
import { resendVerification } from "./resend_verification.ts";
import { registerUser } from "./register_user.ts";
import { verifyEmail } from "./verify_email.ts";
import {
  createTestAuthDeps,
  VALID_CAPTCHA,
} from "../../adapters/postgres/test_auth_deps.ts";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";

const test = databaseSuite("auth: resendVerification");

const NEUTRAL = {
  message:
    "If this account exists and is not verified yet, we sent a new verification link. Please check your inbox.",
};
const req = (email: string, recaptchaToken = VALID_CAPTCHA) => ({
  email,
  recaptchaToken,
  remoteAddress: null,
});

test("resend mails a fresh verification link to an unverified account; it verifies", async ({ sql }) => {
  const { deps, mailer } = createTestAuthDeps(sql);
  await registerUser(deps, {
    name: "Omar",
    email: "omar@kamai.test",
    password: "secret1",
    recaptchaToken: VALID_CAPTCHA,
    remoteAddress: null,
  });
  assert.deepEqual(await resendVerification(deps, req("OMAR@kamai.test")), {
    ok: true,
    value: NEUTRAL,
  });
  assert.equal(mailer.sent.length, 2);
  assert.match(mailer.sent[1].text, /\/verify\/tok2/);
  assert.equal((await verifyEmail(deps, "tok2")).ok, true);
  assert.deepEqual(await resendVerification(deps, req("omar@kamai.test")), {
    ok: true,
    value: NEUTRAL,
  });
  assert.equal(mailer.sent.length, 2, "a verified account gets no new link");
});

test("resend answers neutrally for unknown emails and checks email and captcha", async ({ sql }) => {
  const { deps, mailer } = createTestAuthDeps(sql);
  assert.deepEqual(await resendVerification(deps, req("ghost@kamai.test")), {
    ok: true,
    value: NEUTRAL,
  });
  assert.equal(mailer.sent.length, 0);
  const noEmail = await resendVerification(deps, req(""));
  assert.equal(!noEmail.ok && noEmail.error.message, "Email is required.");
  const noCaptcha = await resendVerification(deps, req("ghost@kamai.test", ""));
  assert.equal(
    !noCaptcha.ok && noCaptcha.error.message,
    "Please complete the reCAPTCHA.",
  );
});
