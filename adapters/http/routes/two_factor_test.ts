import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { solveCaptchaChallenge } from "../../captcha/solve_for_tests.ts";
import { createUser, type TestUser } from "../test_users.ts";
import { createFixedClock } from "../../../domain/shared/clock.ts";
import { totpCode } from "../../crypto/otpauth_totp.ts";
import { TWO_FACTOR_MESSAGES } from "../../../domain/auth/two_factor.ts";

const STEP_MS = 30_000;
// Five seconds into a time step, so "the next step" is always one advance of 30 s away.
const start = () =>
  new Date(Math.floor(Date.now() / STEP_MS) * STEP_MS + 5_000);

async function captcha(app: TestApp): Promise<string> {
  return await solveCaptchaChallenge(
    (await app.json("/api/captcha/challenge")).body,
  );
}

async function logIn(app: TestApp, user: { email: string; password: string }) {
  return await app.json("/api/auth/login", {
    body: {
      email: user.email,
      password: user.password,
      recaptchaToken: await captcha(app),
    },
  });
}

/** Enrols the user at the clock's now; answers the secret and the recovery codes. Enrolling ends every session,
 * so the user's token becomes the one the confirmation answers. */
async function enrol(
  app: TestApp,
  user: TestUser,
  now: Date,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await app.json("/api/auth/2fa/setup", {
    method: "POST",
    token: user.token,
  });
  assert.equal(setup.status, 200);
  const confirm = await app.json("/api/auth/2fa/confirm", {
    token: user.token,
    body: { code: totpCode(setup.body.secret, now) },
  });
  assert.equal(confirm.status, 200);
  user.token = confirm.body.token;
  return {
    secret: setup.body.secret,
    recoveryCodes: confirm.body.recoveryCodes,
  };
}

const clock = createFixedClock(start());

forEachTestApp(
  "two-factor sign-in: enrol, confirm, code step, replay, recovery codes, disable",
  async (t, app) => {
    const user = await createUser(app.infra, { password: "right-pass-1" });
    let secret = "";
    let recoveryCodes: string[] = [];

    await t.step(
      "without two-factor the login answer is unchanged",
      async () => {
        const res = await logIn(app, user);
        assert.equal(res.status, 200);
        assert.deepEqual(Object.keys(res.body).sort(), [
          "approved",
          "role",
          "token",
        ]);
        const status = await app.json("/api/auth/2fa", { token: user.token });
        assert.deepEqual(status.body, {
          enabled: false,
          enabledAt: null,
          recoveryCodesLeft: 0,
          required: false,
        });
      },
    );

    await t.step(
      "set-up answers the secret, an otpauth URI of issuer Kamai and a QR path",
      async () => {
        const res = await app.json("/api/auth/2fa/setup", {
          method: "POST",
          token: user.token,
        });
        assert.equal(res.status, 200);
        secret = res.body.secret;
        assert.match(secret, /^[A-Z2-7]{32}$/);
        assert.ok(res.body.uri.startsWith("otpauth://totp/Kamai:"));
        assert.ok(res.body.uri.includes(`secret=${secret}`));
        assert.ok(res.body.uri.includes("issuer=Kamai"));
        assert.ok(res.body.qr.size >= 21);
        assert.match(res.body.qr.path, /^M\d+ \d+h1v1h-1z/);
        const [row] = await app.infra.sql`
        SELECT secret_sealed, enabled_at FROM user_two_factor WHERE user_id = ${user.id}`;
        assert.equal(row.enabled_at, null);
        assert.equal(String(row.secret_sealed).includes(secret), false);
      },
    );

    await t.step("a wrong code does not confirm", async () => {
      const right = totpCode(secret, clock.now());
      const res = await app.json("/api/auth/2fa/confirm", {
        token: user.token,
        body: { code: right === "000000" ? "111111" : "000000" },
      });
      assert.equal(res.status, 400);
      assert.equal(res.body.code, "INVALID_TWO_FACTOR_CODE");
      const status = await app.json("/api/auth/2fa", { token: user.token });
      assert.equal(status.body.enabled, false);
    });

    await t.step(
      "the right code confirms, answers 10 recovery codes and a new session, ends every other session, and is audited",
      async () => {
        // Another browser signed in with the password alone (or a stolen token).
        const elsewhere = await logIn(app, user);
        assert.equal(elsewhere.status, 200);
        const before = user.token;
        const res = await app.json("/api/auth/2fa/confirm", {
          token: user.token,
          body: { code: totpCode(secret, clock.now()) },
        });
        assert.equal(res.status, 200);
        assert.equal(typeof res.body.token, "string");
        for (const ended of [before, elsewhere.body.token]) {
          const me = await app.json("/api/auth/me", { token: ended });
          assert.equal(me.status, 401);
        }
        user.token = res.body.token;
        const me = await app.json("/api/auth/me", { token: user.token });
        assert.equal(me.status, 200);
        assert.equal(me.body.id, user.id);
        recoveryCodes = res.body.recoveryCodes;
        assert.equal(recoveryCodes.length, 10);
        assert.equal(new Set(recoveryCodes).size, 10);
        const stored = await app.infra.sql<{ code_hash: string }[]>`
        SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = ${user.id}`;
        assert.equal(stored.length, 10);
        for (const { code_hash } of stored) {
          assert.equal(recoveryCodes.includes(code_hash), false);
          assert.match(code_hash, /^[0-9a-f]{64}$/);
        }
        const audit = await app.infra.sql`
        SELECT action FROM audit_logs WHERE admin_id = ${user.id}`;
        assert.deepEqual(audit.map((r) => r.action), ["Enable Two-Factor"]);
        const status = await app.json("/api/auth/2fa", { token: user.token });
        assert.equal(status.body.enabled, true);
        assert.equal(status.body.recoveryCodesLeft, 10);
        const again = await app.json("/api/auth/2fa/setup", {
          method: "POST",
          token: user.token,
        });
        assert.equal(again.status, 409);
        assert.equal(again.body.code, "TWO_FACTOR_ALREADY_ENABLED");
      },
    );

    await t.step(
      "login now answers a challenge, not a session; the challenge is no session token",
      async () => {
        const res = await logIn(app, user);
        assert.equal(res.status, 200);
        assert.equal(res.body.twoFactorRequired, true);
        assert.equal(res.body.token, undefined);
        assert.equal(typeof res.body.challenge, "string");
        const me = await app.json("/api/auth/me", {
          token: res.body.challenge,
        });
        assert.equal(me.status, 401);
      },
    );

    await t.step(
      "the confirming code cannot be replayed in its window; the next step's code signs in once",
      async () => {
        const used = totpCode(secret, clock.now());
        const first = await logIn(app, user);
        const replay = await app.json("/api/auth/2fa/verify", {
          body: { challenge: first.body.challenge, code: used },
        });
        assert.equal(replay.status, 400);
        assert.deepEqual(replay.body, {
          code: "INVALID_TWO_FACTOR_CODE",
          message: TWO_FACTOR_MESSAGES.codeUsed,
        });
        clock.advance(STEP_MS);
        const code = totpCode(secret, clock.now());
        const ok = await app.json("/api/auth/2fa/verify", {
          body: { challenge: first.body.challenge, code },
        });
        assert.equal(ok.status, 200);
        assert.deepEqual(Object.keys(ok.body).sort(), [
          "approved",
          "role",
          "token",
        ]);
        const me = await app.json("/api/auth/me", { token: ok.body.token });
        assert.equal(me.status, 200);
        assert.equal(me.body.id, user.id);
        const second = await logIn(app, user);
        const again = await app.json("/api/auth/2fa/verify", {
          body: { challenge: second.body.challenge, code },
        });
        assert.equal(again.status, 400);
        assert.equal(again.body.code, "INVALID_TWO_FACTOR_CODE");
      },
    );

    await t.step(
      "parallel uses of one fresh code: exactly one wins",
      async () => {
        clock.advance(STEP_MS);
        const code = totpCode(secret, clock.now());
        const challenges = await Promise.all([
          logIn(app, user),
          logIn(app, user),
        ]);
        const answers = await Promise.all(
          challenges.map((c) =>
            app.json("/api/auth/2fa/verify", {
              body: { challenge: c.body.challenge, code },
            })
          ),
        );
        assert.deepEqual(answers.map((a) => a.status).sort(), [200, 400]);
      },
    );

    await t.step("a recovery code works once", async () => {
      const recovery = recoveryCodes[0].toUpperCase();
      const first = await logIn(app, user);
      const ok = await app.json("/api/auth/2fa/verify", {
        body: { challenge: first.body.challenge, code: recovery },
      });
      assert.equal(ok.status, 200);
      assert.equal(typeof ok.body.token, "string");
      const second = await logIn(app, user);
      const again = await app.json("/api/auth/2fa/verify", {
        body: { challenge: second.body.challenge, code: recovery },
      });
      assert.equal(again.status, 400);
      assert.equal(again.body.code, "INVALID_TWO_FACTOR_CODE");
      const status = await app.json("/api/auth/2fa", { token: user.token });
      assert.equal(status.body.recoveryCodesLeft, 9);
    });

    await t.step(
      "an expired or forged challenge answers 401 TWO_FACTOR_CHALLENGE_EXPIRED",
      async () => {
        const first = await logIn(app, user);
        clock.advance(6 * 60_000);
        const late = await app.json("/api/auth/2fa/verify", {
          body: {
            challenge: first.body.challenge,
            code: totpCode(secret, clock.now()),
          },
        });
        assert.equal(late.status, 401);
        assert.equal(late.body.code, "TWO_FACTOR_CHALLENGE_EXPIRED");
        const forged = await app.json("/api/auth/2fa/verify", {
          body: { challenge: user.token, code: totpCode(secret, clock.now()) },
        });
        assert.equal(forged.status, 401);
        assert.equal(forged.body.code, "TWO_FACTOR_CHALLENGE_EXPIRED");
      },
    );

    await t.step(
      "wrong codes are limited per account: the sixth attempt answers 429 even with the right code",
      async () => {
        // Past the window of the failures of the steps above.
        clock.advance(15 * 60_000);
        const { body } = await logIn(app, user);
        for (let i = 0; i < 5; i++) {
          const res = await app.json("/api/auth/2fa/verify", {
            body: { challenge: body.challenge, code: "zzzz-zzzz-zzzz" },
          });
          assert.equal(res.status, 400);
        }
        const res = await app.json("/api/auth/2fa/verify", {
          body: {
            challenge: body.challenge,
            code: totpCode(secret, clock.now()),
          },
        });
        assert.equal(res.status, 429);
        assert.equal(res.body.code, "RATE_LIMITED");
        assert.ok(Number(res.headers.get("retry-after")) > 0);
        clock.advance(15 * 60_000);
        const fresh = await logIn(app, user);
        const later = await app.json("/api/auth/2fa/verify", {
          body: {
            challenge: fresh.body.challenge,
            code: totpCode(secret, clock.now()),
          },
        });
        assert.equal(later.status, 200);
      },
    );

    await t.step(
      "regenerating recovery codes needs a current 6-digit code; the old codes stop working, the new ones work",
      async () => {
        clock.advance(STEP_MS);
        const byRecovery = await app.json("/api/auth/2fa/recovery-codes", {
          token: user.token,
          body: { code: recoveryCodes[1] },
        });
        assert.equal(byRecovery.status, 400);
        assert.deepEqual(byRecovery.body, {
          code: "VALIDATION_ERROR",
          message: TWO_FACTOR_MESSAGES.regenerateNeedsCode,
        });
        const right = totpCode(secret, clock.now());
        const wrong = await app.json("/api/auth/2fa/recovery-codes", {
          token: user.token,
          body: { code: right === "000000" ? "111111" : "000000" },
        });
        assert.equal(wrong.status, 400);
        assert.equal(wrong.body.code, "INVALID_TWO_FACTOR_CODE");
        const res = await app.json("/api/auth/2fa/recovery-codes", {
          token: user.token,
          body: { code: right },
        });
        assert.equal(res.status, 200);
        const fresh: string[] = res.body.recoveryCodes;
        assert.equal(fresh.length, 10);
        assert.equal(fresh.some((c) => recoveryCodes.includes(c)), false);
        const replay = await app.json("/api/auth/2fa/recovery-codes", {
          token: user.token,
          body: { code: right },
        });
        assert.equal(replay.status, 400);
        assert.equal(replay.body.code, "INVALID_TWO_FACTOR_CODE");
        const status = await app.json("/api/auth/2fa", { token: user.token });
        assert.equal(status.body.recoveryCodesLeft, 10);

        const old = await logIn(app, user);
        const refused = await app.json("/api/auth/2fa/verify", {
          body: { challenge: old.body.challenge, code: recoveryCodes[1] },
        });
        assert.equal(refused.status, 400);
        assert.equal(refused.body.code, "INVALID_TWO_FACTOR_CODE");
        const accepted = await app.json("/api/auth/2fa/verify", {
          body: { challenge: old.body.challenge, code: fresh[0] },
        });
        assert.equal(accepted.status, 200);
        recoveryCodes = fresh;
      },
    );

    await t.step(
      "disabling needs the password or a current code, and is audited",
      async () => {
        const wrong = await app.json("/api/auth/2fa/disable", {
          token: user.token,
          body: { password: "not-it" },
        });
        assert.equal(wrong.status, 400);
        assert.equal(wrong.body.code, "WRONG_PASSWORD");
        const none = await app.json("/api/auth/2fa/disable", {
          token: user.token,
          body: {},
        });
        assert.equal(none.status, 400);
        assert.equal(none.body.code, "VALIDATION_ERROR");
        const res = await app.json("/api/auth/2fa/disable", {
          token: user.token,
          body: { password: "right-pass-1" },
        });
        assert.equal(res.status, 200);
        assert.equal(res.body.message, TWO_FACTOR_MESSAGES.disabled);
        const rows = await app.infra.sql`
        SELECT count(*)::int AS n FROM two_factor_recovery_codes WHERE user_id = ${user.id}`;
        assert.equal(rows[0].n, 0);
        const audit = await app.infra.sql`
        SELECT action FROM audit_logs WHERE admin_id = ${user.id} ORDER BY id`;
        assert.deepEqual(audit.map((r) => r.action), [
          "Enable Two-Factor",
          "Regenerate Recovery Codes",
          "Disable Two-Factor",
        ]);
        const login = await logIn(app, user);
        assert.equal(typeof login.body.token, "string");
      },
    );

    await t.step(
      "re-enrolling, then disabling with a current code",
      async () => {
        clock.advance(STEP_MS);
        const again = await enrol(app, user, clock.now());
        clock.advance(STEP_MS);
        const res = await app.json("/api/auth/2fa/disable", {
          token: user.token,
          body: { code: totpCode(again.secret, clock.now()) },
        });
        assert.equal(res.status, 200);
        const status = await app.json("/api/auth/2fa", { token: user.token });
        assert.equal(status.body.enabled, false);
      },
    );
  },
  { clock },
);

const requiredClock = createFixedClock(start());

forEachTestApp(
  "ADMIN_2FA=required: the admin API answers 403 TWO_FACTOR_REQUIRED until the admin enrols",
  async (t, app) => {
    const admin = await createUser(app.infra, {
      role: "admin",
      password: "admin-pass-9",
    });
    const affiliate = await createUser(app.infra);

    await t.step(
      "an admin without two-factor is refused by admin routes, not by their own",
      async () => {
        const users = await app.json("/api/admin/users", {
          token: admin.token,
        });
        assert.equal(users.status, 403);
        assert.deepEqual(users.body, {
          code: "TWO_FACTOR_REQUIRED",
          message: TWO_FACTOR_MESSAGES.required,
        });
        const me = await app.json("/api/auth/me", { token: admin.token });
        assert.equal(me.status, 200);
        const status = await app.json("/api/auth/2fa", { token: admin.token });
        assert.equal(status.body.required, true);
        const theirs = await app.json("/api/auth/2fa", {
          token: affiliate.token,
        });
        assert.equal(theirs.body.required, false);
        const profile = await app.json("/api/profile/me", {
          token: affiliate.token,
        });
        assert.equal(profile.status, 200);
      },
    );

    await t.step(
      "once enrolled the admin API answers, and the admin's login needs the code",
      async () => {
        const { secret } = await enrol(app, admin, requiredClock.now());
        const users = await app.json("/api/admin/users", {
          token: admin.token,
        });
        assert.equal(users.status, 200);
        const login = await logIn(app, admin);
        assert.equal(login.body.twoFactorRequired, true);
        requiredClock.advance(STEP_MS);
        const verified = await app.json("/api/auth/2fa/verify", {
          body: {
            challenge: login.body.challenge,
            code: totpCode(secret, requiredClock.now()),
          },
        });
        assert.equal(verified.status, 200);
        assert.equal(verified.body.role, "admin");
        const again = await app.json("/api/admin/users", {
          token: verified.body.token,
        });
        assert.equal(again.status, 200);
      },
    );

    await t.step(
      "the admin cannot turn two-factor off while it is required, whatever the proof; an affiliate can",
      async () => {
        const before = await app.infra.sql<{ n: number }[]>`
          SELECT count(*)::int AS n FROM audit_logs WHERE admin_id = ${admin.id}`;
        for (const body of [{ password: "admin-pass-9" }, { code: "123456" }]) {
          const res = await app.json("/api/auth/2fa/disable", {
            token: admin.token,
            body,
          });
          assert.equal(res.status, 409);
          assert.deepEqual(res.body, {
            code: "TWO_FACTOR_REQUIRED_FOR_ADMINS",
            message: TWO_FACTOR_MESSAGES.requiredForAdmins,
          });
        }
        const status = await app.json("/api/auth/2fa", { token: admin.token });
        assert.equal(status.body.enabled, true);
        const after = await app.infra.sql<{ n: number }[]>`
          SELECT count(*)::int AS n FROM audit_logs WHERE admin_id = ${admin.id}`;
        assert.equal(after[0].n, before[0].n);

        requiredClock.advance(STEP_MS);
        await enrol(app, affiliate, requiredClock.now());
        const off = await app.json("/api/auth/2fa/disable", {
          token: affiliate.token,
          body: { password: affiliate.password },
        });
        assert.equal(off.status, 200);
      },
    );
  },
  { clock: requiredClock, config: { admin2fa: "required" } },
);
