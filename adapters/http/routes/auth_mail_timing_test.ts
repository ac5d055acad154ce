import assert from "node:assert/strict";
import { startTestApp, type TestApp } from "../test_app.ts";
import { testDatabaseKinds } from "../../postgres/test_databases.ts";
import { solveCaptchaChallenge } from "../../captcha/solve_for_tests.ts";
import { createUser } from "../test_users.ts";

const MAILER_DELAY_MS = 2500;

async function captcha(app: TestApp): Promise<string> {
  const res = await app.json("/api/captcha/challenge");
  return await solveCaptchaChallenge(res.body);
}

/** MailerSend played by a stub of fetch that takes MAILER_DELAY_MS to accept each message. */
function slowMailerSend() {
  const realFetch = globalThis.fetch;
  const delivered: { to: string; text: string }[] = [];
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).hostname !== "api.mailersend.com") {
      return realFetch(input, init);
    }
    const body = JSON.parse(String(init?.body));
    await new Promise((resolve) => setTimeout(resolve, MAILER_DELAY_MS));
    delivered.push({ to: body.to[0].email, text: body.text });
    return new Response(null, { status: 202 });
  };
  return {
    delivered,
    restore: () => void (globalThis.fetch = realFetch),
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Posts and times one request. */
async function timed(app: TestApp, path: string, body: unknown) {
  const started = performance.now();
  const res = await app.json(path, { body });
  return { res, ms: performance.now() - started };
}

// Account existence must not show in how long the answer takes: the mail goes out after the response.
for (const kind of testDatabaseKinds()) {
  Deno.test({
    name:
      `forgot-password, resend-verification and register answer without waiting for the mail service [${kind}]`,
    sanitizeOps: false,
    sanitizeResources: false,
    fn: async (t) => {
      const mailer = slowMailerSend();
      const app = await startTestApp(kind, {
        config: {
          mailersendApiKey: "mlsn.test",
          mailFrom: "no-reply@kamai.pk",
        },
      });
      try {
        const known = await createUser(app.infra, {
          email: "known@kamai.test",
        });
        const unverified = await createUser(app.infra, {
          email: "unverified@kamai.test",
          verified: false,
        });

        await t.step(
          "forgot-password: an existing and an unknown email both answer before the mail is sent; it is sent after",
          async () => {
            const existing = await timed(app, "/api/auth/forgot-password", {
              email: known.email,
              recaptchaToken: await captcha(app),
            });
            const unknown = await timed(app, "/api/auth/forgot-password", {
              email: "nobody@kamai.test",
              recaptchaToken: await captcha(app),
            });
            assert.equal(existing.res.status, 200);
            assert.deepEqual(existing.res.body, unknown.res.body);
            assert.ok(
              existing.ms < MAILER_DELAY_MS && unknown.ms < MAILER_DELAY_MS,
              `answered in ${existing.ms} ms (existing) and ${unknown.ms} ms (unknown)`,
            );
            assert.equal(mailer.delivered.length, 0, "no mail sent yet");
            await until(() => mailer.delivered.length === 1, "the reset mail");
            assert.equal(mailer.delivered[0].to, known.email);
            assert.match(mailer.delivered[0].text, /\/reset-password\/[\w-]+/);
          },
        );

        await t.step(
          "resend-verification and register answer before their mail is sent, and it is sent",
          async () => {
            const resend = await timed(app, "/api/auth/resend-verification", {
              email: unverified.email,
              recaptchaToken: await captcha(app),
            });
            const register = await timed(app, "/api/auth/register", {
              name: "Sana Tariq",
              email: "sana@kamai.test",
              password: "secret-123",
              recaptchaToken: await captcha(app),
            });
            assert.equal(resend.res.status, 200);
            assert.equal(register.res.status, 201);
            assert.ok(
              resend.ms < MAILER_DELAY_MS && register.ms < MAILER_DELAY_MS,
              `answered in ${resend.ms} ms (resend) and ${register.ms} ms (register)`,
            );
            await until(() => mailer.delivered.length === 3, "both mails");
            assert.deepEqual(
              mailer.delivered.slice(1).map((m) => m.to).sort(),
              ["sana@kamai.test", unverified.email],
            );
          },
        );
      } finally {
        await app.close();
        mailer.restore();
      }
    },
  });
}
