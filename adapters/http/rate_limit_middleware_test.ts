import assert from "node:assert/strict";
import { createFixedClock } from "../../domain/shared/clock.ts";
import { createApp } from "./app.ts";
import { forEachTestApp, type JsonInit, type TestApp } from "./test_app.ts";

const clock = createFixedClock(new Date("2026-03-01T10:00:00Z"));
const FIFTEEN_MINUTES = 15 * 60_000;

/** One unauthenticated write: a well-formed request that the limit counts, and its answer while under it. */
interface Case {
  name: string;
  call: (i: number) => [string, JsonInit];
  status: number;
  limit: number;
  windowMs: number;
}

const CASES: Case[] = [
  {
    name: "register",
    call: (i) => ["/api/auth/register", {
      body: {
        name: "Flood",
        email: `flood${i}@kamai.test`,
        password: "secret-123",
        recaptchaToken: "not-solved",
      },
    }],
    status: 400,
    limit: 20,
    windowMs: FIFTEEN_MINUTES,
  },
  {
    name: "login",
    call: (i) => ["/api/auth/login", {
      body: {
        email: `login${i}@kamai.test`,
        password: "secret-123",
        recaptchaToken: "not-solved",
      },
    }],
    status: 400,
    limit: 30,
    windowMs: FIFTEEN_MINUTES,
  },
  {
    name: "forgot-password",
    call: (i) => ["/api/auth/forgot-password", {
      body: { email: `forgot${i}@kamai.test`, recaptchaToken: "not-solved" },
    }],
    status: 400,
    limit: 30,
    windowMs: FIFTEEN_MINUTES,
  },
  {
    name: "resend-verification",
    call: (i) => ["/api/auth/resend-verification", {
      body: { email: `resend${i}@kamai.test`, recaptchaToken: "not-solved" },
    }],
    status: 400,
    limit: 30,
    windowMs: FIFTEEN_MINUTES,
  },
  {
    name: "reset-password",
    call: (i) => ["/api/auth/reset-password", {
      body: { token: `guess-${i}`, password: "new-secret-1" },
    }],
    status: 400,
    limit: 20,
    windowMs: FIFTEEN_MINUTES,
  },
  {
    name: "verify",
    call: (i) => [`/api/auth/verify/guess-${i}`, {}],
    status: 400,
    limit: 30,
    windowMs: FIFTEEN_MINUTES,
  },
  {
    name: "conversions",
    call: (i) => ["/api/conversions", {
      body: { orderId: `o${i}`, amount: 10 },
      headers: { "kamai-signature": "t=1,v1=00" },
    }],
    status: 401,
    limit: 600,
    windowMs: 60_000,
  },
];

async function exhaust(app: TestApp, c: Case): Promise<void> {
  for (let i = 0; i < c.limit; i++) {
    const [path, init] = c.call(i);
    const res = await app.json(path, init);
    assert.equal(res.status, c.status, `${c.name} #${i}: ${res.body?.code}`);
  }
}

forEachTestApp(
  "every unauthenticated write is rate limited per address: 429 RATE_LIMITED with Retry-After",
  async (t, app) => {
    for (const c of CASES) {
      await t.step(
        `${c.name}: ${c.limit} per address, then 429 until the window passes`,
        async () => {
          await exhaust(app, c);
          const [path, init] = c.call(c.limit);
          const res = await app.json(path, init);
          assert.equal(res.status, 429, c.name);
          assert.equal(res.body.code, "RATE_LIMITED");
          assert.match(
            res.body.message,
            /^Too many attempts\. Please try again in \d+ minutes?\.$/,
          );
          const retryAfter = Number(res.headers.get("retry-after"));
          assert.ok(
            retryAfter > 0 && retryAfter <= c.windowMs / 1000,
            `Retry-After ${retryAfter}`,
          );

          // The count lives in the database: another instance on it refuses this address too.
          const other = createApp(app.ctx, app.services);
          const elsewhere = await other.request(path, {
            method: init.body === undefined ? "GET" : "POST",
            headers: { "content-type": "application/json", ...init.headers },
            body: init.body === undefined
              ? undefined
              : JSON.stringify(init.body),
          }, {
            remoteAddr: { hostname: "127.0.0.1", port: 1, transport: "tcp" },
          });
          assert.equal(elsewhere.status, 429, `${c.name} on another instance`);
          await elsewhere.body?.cancel();

          clock.advance(c.windowMs);
          const again = await app.json(...c.call(c.limit + 1));
          assert.equal(again.status, c.status, `${c.name} after the window`);
        },
      );
    }

    await t.step(
      "malformed requests are refused for their shape and use up nothing",
      async () => {
        for (let i = 0; i < 25; i++) {
          const res = await app.json("/api/auth/register", {
            body: { name: "", email: "x", password: "1", recaptchaToken: "" },
          });
          assert.equal(res.status, 400);
          assert.equal(res.body.code, "VALIDATION_ERROR");
        }
        const res = await app.json(...CASES[0].call(999));
        assert.equal(res.body.code, "CAPTCHA_FAILED");
      },
    );
  },
  { clock },
);
