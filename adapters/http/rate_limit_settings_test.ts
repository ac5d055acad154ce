/**
 * Rate limits are settings (RATE_LIMIT_*, docs/rate-limits.md), and an IPv6 client counts by its /64 for the
 * per-address limits and click de-duplication. The app trusts the local test client as its proxy, so each request
 * says which client it is on behalf of.
 */
import assert from "node:assert/strict";
import { DEFAULT_RATE_LIMITS } from "../../domain/auth/rate_limits.ts";
import { forEachTestApp, type TestApp } from "./test_app.ts";
import { setUpAffiliate } from "./test_affiliate.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

/** A well-formed registration (refused for its captcha, but counted) on behalf of `client`. */
async function registerFrom(app: TestApp, client: string): Promise<string> {
  const res = await app.json("/api/auth/register", {
    body: {
      name: "Flood",
      email: `r-${crypto.randomUUID().slice(0, 8)}@kamai.test`,
      password: "secret-123",
      recaptchaToken: "not-solved",
    },
    headers: { "x-forwarded-for": client },
  });
  return res.body.code;
}

/** A well-formed sign-in (refused for its captcha, but counted) on behalf of `client`. */
async function loginFrom(app: TestApp, client: string): Promise<string> {
  const res = await app.json("/api/auth/login", {
    body: {
      email: `l-${crypto.randomUUID().slice(0, 8)}@kamai.test`,
      password: "secret-123",
      recaptchaToken: "not-solved",
    },
    headers: { "x-forwarded-for": client },
  });
  return res.body.code;
}

forEachTestApp(
  "rate limit settings and IPv6 /64 grouping for limits and click de-duplication",
  async (t, app) => {
    await t.step(
      "RATE_LIMIT_REGISTER_PER_ADDRESS=3/15m: the fourth sign-up from one address is refused",
      async () => {
        for (let i = 0; i < 3; i++) {
          assert.equal(
            await registerFrom(app, "203.0.113.9"),
            "CAPTCHA_FAILED",
          );
        }
        assert.equal(await registerFrom(app, "203.0.113.9"), "RATE_LIMITED");
        // Another IPv4 address is another client.
        assert.equal(await registerFrom(app, "203.0.113.10"), "CAPTCHA_FAILED");
      },
    );

    await t.step(
      "IPv6: every address of one /64 shares its limits; the next /64 does not",
      async () => {
        const phone = [
          "2400:adc1:1a2:3b4::1",
          "2400:adc1:1a2:3b4:8a2e:370:7334:1",
          "2400:ADC1:01A2:03B4:ffff:ffff:ffff:fffe",
        ];
        for (const address of phone) {
          assert.equal(await registerFrom(app, address), "CAPTCHA_FAILED");
        }
        assert.equal(
          await registerFrom(app, "2400:adc1:1a2:3b4:dead:beef::7"),
          "RATE_LIMITED",
        );
        assert.equal(
          await registerFrom(app, "2400:adc1:1a2:3b5::1"),
          "CAPTCHA_FAILED",
        );
        // The use cases' own limits (sign-in, RATE_LIMIT_LOGIN_PER_ADDRESS=2/15m) group the same way.
        assert.equal(await loginFrom(app, "2400:adc1:9::1"), "CAPTCHA_FAILED");
        assert.equal(await loginFrom(app, "2400:adc1:9::2"), "CAPTCHA_FAILED");
        assert.equal(await loginFrom(app, "2400:adc1:9::3"), "RATE_LIMITED");
        assert.equal(await loginFrom(app, "2400:adc1:a::3"), "CAPTCHA_FAILED");
      },
    );

    await t.step(
      "clicks: one visitor per /64 and browser, so a phone changing address inside its /64 clicks once",
      async () => {
        const { code } = await setUpAffiliate(app);
        const click = async (client: string) => {
          const res = await app.request(`/go/${code}`, {
            redirect: "manual",
            headers: { "user-agent": CHROME, "x-forwarded-for": client },
          });
          await res.body?.cancel();
          assert.equal(res.status, 302);
          return new URL(res.headers.get("location")!).searchParams.get(
            "click_id",
          );
        };
        const first = await click("2400:adc1:1a2:77::10");
        assert.ok(first);
        assert.equal(
          await click("2400:adc1:1a2:77:1234:5678:9abc:def0"),
          first,
        );
        assert.notEqual(await click("2400:adc1:1a2:78::10"), first);
        // IPv4 stays per address.
        const v4 = await click("198.51.100.1");
        assert.notEqual(await click("198.51.100.2"), v4);
      },
    );
  },
  {
    config: {
      trustedProxies: ["127.0.0.1/32", "::1/128"],
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        registerPerAddress: { limit: 3, windowMs: 15 * 60_000 },
        loginPerAddress: { limit: 2, windowMs: 15 * 60_000 },
      },
    },
  },
);
