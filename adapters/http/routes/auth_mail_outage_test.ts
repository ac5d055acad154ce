import assert from "node:assert/strict";
import { startTestApp, type TestApp } from "../test_app.ts";
import { testDatabaseKinds } from "../../postgres/test_databases.ts";
import { solveCaptchaChallenge } from "../../captcha/solve_for_tests.ts";

async function captcha(app: TestApp): Promise<string> {
  const res = await app.json("/api/captcha/challenge");
  return await solveCaptchaChallenge(res.body);
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    assert.ok(Date.now() < deadline, "timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// MailerSend itself is out of reach: while this test runs, its API host answers
// 422 the way it does for an unverified sending domain. Everything else is real.
function refuseMailerSend(): { restore: () => void; refused: () => number } {
  const realFetch = globalThis.fetch;
  let refused = 0;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).hostname !== "api.mailersend.com") {
      return realFetch(input, init);
    }
    refused += 1;
    return Promise.resolve(
      Response.json({ message: "The from.email domain must be verified." }, {
        status: 422,
      }),
    );
  };
  return {
    restore: () => void (globalThis.fetch = realFetch),
    refused: () => refused,
  };
}

for (const kind of testDatabaseKinds()) {
  Deno.test({
    name:
      `a MailerSend refusal does not fail registration or forgot-password [${kind}]`,
    sanitizeOps: false,
    sanitizeResources: false,
    fn: async (t) => {
      const mailerSend = refuseMailerSend();
      const errors: unknown[][] = [];
      const realError = console.error;
      console.error = (...args: unknown[]) => void errors.push(args);
      const app = await startTestApp(kind, {
        config: { mailersendApiKey: "mlsn.test" },
      });
      try {
        await t.step(
          "register answers 201 and the account is saved",
          async () => {
            const res = await app.json("/api/auth/register", {
              body: {
                name: "Sana Tariq",
                email: "sana@kamai.test",
                password: "secret-123",
                recaptchaToken: await captcha(app),
              },
            });
            assert.equal(res.status, 201);
            assert.equal(
              res.body.message,
              "Registration successful. Please check your email to verify your account.",
            );
            // The mail goes out after the answer; its refusal is logged then.
            await until(() => mailerSend.refused() === 1);
            const [row] = await app.infra.sql<{ n: number }[]>`
            SELECT count(*)::int AS n FROM users WHERE email = 'sana@kamai.test'`;
            assert.equal(row.n, 1);
            await until(() => /422/.test(String(errors.at(-1)?.join(" "))));
          },
        );

        await t.step(
          "forgot-password answers the neutral message",
          async () => {
            const res = await app.json("/api/auth/forgot-password", {
              body: {
                email: "sana@kamai.test",
                recaptchaToken: await captcha(app),
              },
            });
            assert.equal(res.status, 200);
            assert.equal(
              res.body.message,
              "If this email exists, we sent a reset link. Please check your inbox.",
            );
            await until(() => mailerSend.refused() === 2);
            const [row] = await app.infra.sql<{ n: number }[]>`
            SELECT count(*)::int AS n FROM auth_tokens t JOIN users u ON u.id = t.user_id
            WHERE u.email = 'sana@kamai.test' AND t.purpose = 'reset_password'`;
            assert.equal(row.n, 1);
          },
        );
      } finally {
        await app.close();
        console.error = realError;
        mailerSend.restore();
      }
    },
  });
}
