import assert from "node:assert/strict";
import { solveCaptchaChallenge } from "../captcha/solve_for_tests.ts";
import { forEachTestApp, type TestApp } from "./test_app.ts";
import { createUser } from "./test_users.ts";

async function captcha(app: TestApp): Promise<string> {
  return await solveCaptchaChallenge(
    (await app.json("/api/captcha/challenge")).body,
  );
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

// The limits count and admit in one statement, so requests racing each other cannot all slip under them.
forEachTestApp(
  "rate limits hold under parallel requests",
  async (t, app) => {
    await t.step(
      "12 parallel wrong passwords for one account from one address: 5 are checked, 7 refused",
      async () => {
        const user = await createUser(app.infra, {
          email: "raced@kamai.test",
          password: "right-pass",
        });
        const tokens = await Promise.all(
          Array.from({ length: 12 }, () => captcha(app)),
        );
        const answers = await Promise.all(
          tokens.map((recaptchaToken) =>
            app.json("/api/auth/login", {
              body: {
                email: user.email,
                password: "wrong-pass",
                recaptchaToken,
              },
            })
          ),
        );
        assert.deepEqual(tally(answers.map((a) => a.status)), {
          401: 5,
          429: 7,
        });
        for (const a of answers.filter((a) => a.status === 429)) {
          assert.equal(a.body.code, "RATE_LIMITED");
        }
      },
    );

    await t.step(
      "100 parallel reset-password requests from one address: 20 run, 80 refused",
      async () => {
        const answers = await Promise.all(
          Array.from(
            { length: 100 },
            (_, i) =>
              app.json("/api/auth/reset-password", {
                body: { token: `guess-${i}`, password: "new-secret-1" },
              }),
          ),
        );
        assert.deepEqual(tally(answers.map((a) => a.status)), {
          400: 20,
          429: 80,
        });
      },
    );
  },
);
