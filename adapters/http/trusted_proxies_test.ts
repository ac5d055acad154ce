import assert from "node:assert/strict";
import { solveCaptchaChallenge } from "../captcha/solve_for_tests.ts";
import { forEachTestApp, TEST_ADMIN, type TestApp } from "./test_app.ts";
import { createUser } from "./test_users.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

async function captcha(app: TestApp): Promise<string> {
  return await solveCaptchaChallenge(
    (await app.json("/api/captcha/challenge")).body,
  );
}

/** A login sent through the (trusted) local proxy on behalf of `client`. */
async function loginFrom(
  app: TestApp,
  client: string,
  email: string,
  password: string,
) {
  return await app.json("/api/auth/login", {
    body: { email, password, recaptchaToken: await captcha(app) },
    headers: { "x-forwarded-for": client },
  });
}

/** A well-formed registration (refused for its captcha) on behalf of `client`. */
function registerFrom(
  app: TestApp,
  i: number,
  headers: Record<string, string>,
) {
  return app.json("/api/auth/register", {
    body: {
      name: "Flood",
      email: `proxied${i}-${crypto.randomUUID().slice(0, 6)}@kamai.test`,
      password: "secret-123",
      recaptchaToken: "not-solved",
    },
    headers,
  });
}

async function clickIdFor(
  app: TestApp,
  code: string,
  headers: Record<string, string>,
): Promise<string> {
  const res = await app.request(`/go/${code}`, {
    redirect: "manual",
    headers: { "user-agent": CHROME, ...headers },
  });
  await res.body?.cancel();
  assert.equal(res.status, 302);
  return new URL(res.headers.get("location")!).searchParams.get("ref")!;
}

// The test client talks to the app from 127.0.0.1, so trusting it makes the app a server behind a proxy.
forEachTestApp(
  "behind TRUSTED_PROXIES: limits, sign-in and click de-duplication see the forwarded client",
  async (t, app) => {
    await t.step(
      "an attacker's wrong passwords never refuse the owner's right one from elsewhere, the admin's included",
      async () => {
        const owner = await createUser(app.infra, {
          email: "owner@kamai.test",
          password: "right-pass",
        });
        for (const email of [owner.email, TEST_ADMIN.email]) {
          const statuses = [];
          for (let i = 0; i < 6; i++) {
            statuses.push(
              (await loginFrom(app, "203.0.113.9", email, "guess-" + i))
                .status,
            );
          }
          assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
          // The attacker's address is refused even with the right password: it is the one guessing.
          const attacker = await loginFrom(app, "203.0.113.9", email, "x");
          assert.equal(attacker.status, 429);
          // Another address guessing: the account is past its limit, so a wrong password says RATE_LIMITED.
          const wrong = await loginFrom(app, "198.51.100.7", email, "nope");
          assert.equal(wrong.status, 429);
          assert.equal(wrong.body.code, "RATE_LIMITED");
        }
        const signedIn = await loginFrom(
          app,
          "198.51.100.7",
          owner.email,
          "right-pass",
        );
        assert.equal(signedIn.status, 200);
        assert.equal(typeof signedIn.body.token, "string");
        const admin = await loginFrom(
          app,
          "2001:db8::7",
          TEST_ADMIN.email,
          TEST_ADMIN.password,
        );
        assert.equal(admin.status, 200);
        assert.equal(admin.body.role, "admin");
      },
    );

    await t.step(
      "per-address limits count the forwarded client, read right to left past trusted hops",
      async () => {
        for (let i = 0; i < 20; i++) {
          const res = await registerFrom(app, i, {
            "x-forwarded-for": "192.0.2.50, 127.0.0.1",
          });
          assert.equal(res.status, 400, `attempt ${i + 1}`);
        }
        const limited = await registerFrom(app, 20, {
          forwarded: 'for="192.0.2.50:4711";proto=https',
        });
        assert.equal(limited.status, 429);
        // A spoofed left-most entry does not escape: the proxy appended the real client on the right.
        const spoofed = await registerFrom(app, 21, {
          "x-forwarded-for": "10.1.2.3, 192.0.2.50",
        });
        assert.equal(spoofed.status, 429);
        const neighbour = await registerFrom(app, 22, {
          "x-forwarded-for": "192.0.2.51",
        });
        assert.equal(neighbour.status, 400);
      },
    );

    await t.step(
      "clicks are de-duplicated per forwarded visitor, not per proxy",
      async () => {
        const admin = await createUser(app.infra, { role: "admin" });
        const ali = await createUser(app.infra, { name: "Ali" });
        const product = (await app.json("/api/products", {
          token: admin.token,
          body: {
            title: "Course",
            description: "Learn",
            commissionPercent: 50,
            refundPolicy: "none",
          },
        })).body.product;
        const code = (await app.json("/api/admin/affiliate-links/assign", {
          token: admin.token,
          body: {
            userId: ali.id,
            productId: product.id,
            customLink: "https://shop.pk/c?ref={click_id}",
          },
        })).body.link.code;
        const first = await clickIdFor(app, code, {
          "x-forwarded-for": "203.0.113.20",
        });
        const repeat = await clickIdFor(app, code, {
          forwarded: "for=203.0.113.20",
        });
        const other = await clickIdFor(app, code, {
          "x-forwarded-for": "203.0.113.21",
        });
        assert.equal(repeat, first);
        assert.notEqual(other, first);
      },
    );
  },
  { config: { trustedProxies: ["127.0.0.1/32", "::1/128"] } },
);

forEachTestApp(
  "without TRUSTED_PROXIES, forwarding headers are ignored: the peer is the client",
  async (t, app) => {
    await t.step(
      "20 registrations claiming 20 addresses still use up one address",
      async () => {
        for (let i = 0; i < 20; i++) {
          const res = await registerFrom(app, i, {
            "x-forwarded-for": `198.51.100.${i}`,
          });
          assert.equal(res.status, 400, `attempt ${i + 1}`);
        }
        const res = await registerFrom(app, 20, {
          "x-forwarded-for": "198.51.100.99",
          forwarded: "for=198.51.100.98",
        });
        assert.equal(res.status, 429);
      },
    );
  },
);
