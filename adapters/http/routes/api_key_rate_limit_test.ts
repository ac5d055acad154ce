/**
 * Each API key has its own 600 calls a minute (docs/api-keys.md), counted in the database: past that the key answers
 * 429 RATE_LIMITED with Retry-After, while another key of the same affiliate, the affiliate's session and an
 * operator's key go on; an operator key is refused the same way at its limit, and a key is admitted again once its
 * minute is over.
 * /api/openapi.json names the key schemes on each operation they cover and the 429 they may answer.
 */
import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { createUser } from "../test_users.ts";
import { setUpAffiliate } from "../test_affiliate.ts";
import { API_KEY_RATE_RULE } from "../../../domain/api_keys/api_key.ts";
import { createFixedClock } from "../../../domain/shared/clock.ts";
import { AFFILIATE_KEY_OPERATIONS, scopeOf } from "../api_key_scopes.ts";
import { operationKey } from "../route_inventory.ts";
import type { Json } from "../openapi/openapi_document.ts";

const LIMIT = API_KEY_RATE_RULE.limit;
/** The window is counted on the app's clock, so the test can let the minute pass without waiting for it. */
const clock = createFixedClock(new Date());

/** Calls `path` with `token` `times` times (a few at once) and answers the statuses seen. */
async function callMany(
  app: TestApp,
  path: string,
  token: string,
  times: number,
): Promise<Set<number>> {
  const statuses = new Set<number>();
  const call = async () => {
    const res = await app.request(path, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.body?.cancel();
    statuses.add(res.status);
  };
  for (let done = 0; done < times;) {
    const size = Math.min(4, times - done);
    await Promise.all(Array.from({ length: size }, call));
    done += size;
  }
  return statuses;
}

/** A refused call: 429 RATE_LIMITED with Retry-After in seconds, within the window. */
async function assertLimited(app: TestApp, path: string, token: string) {
  const res = await app.json(path, { token });
  assert.equal(res.status, 429, JSON.stringify(res.body));
  assert.equal(res.body.code, "RATE_LIMITED");
  assert.equal(typeof res.body.message, "string");
  const retryAfter = Number(res.headers.get("retry-after"));
  assert.ok(
    Number.isInteger(retryAfter) && retryAfter >= 1 &&
      retryAfter <= API_KEY_RATE_RULE.windowMs / 1000,
    `Retry-After ${res.headers.get("retry-after")}`,
  );
  return retryAfter;
}

forEachTestApp(
  "api keys are rate limited per key: 429 with Retry-After past the limit, other keys and the session unaffected",
  async (t, app) => {
    clock.set(new Date());
    const { admin, ali } = await setUpAffiliate(app);
    const bilal = await createUser(app.infra, { name: "Bilal" });
    const makeAffiliateKey = async (token: string, name: string) => {
      const res = await app.json("/api/affiliate/api-keys", {
        token,
        body: { name },
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return res.body.key as string;
    };
    const tracker = await makeAffiliateKey(ali.token, "Tracker");
    const sheet = await makeAffiliateKey(ali.token, "Spreadsheet");
    const bilalKey = await makeAffiliateKey(bilal.token, "Tracker");
    const made = await app.json("/api/admin/api-keys", {
      token: admin.token,
      body: { name: "CRM", scopes: ["sources:read"] },
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const operatorKey = made.body.key as string;
    const operatorKeyId = made.body.id as number;
    const assigned = "/api/affiliate-links/assigned";

    await t.step(
      `an affiliate key is admitted ${LIMIT} times in its minute, then answers 429 with Retry-After`,
      async () => {
        assert.deepEqual(
          await callMany(app, assigned, tracker, LIMIT),
          new Set([200]),
        );
        const retryAfter = await assertLimited(app, assigned, tracker);
        // Every call came at one instant of the app's clock: the first leaves the window a full minute later.
        assert.equal(retryAfter, API_KEY_RATE_RULE.windowMs / 1000);
        // The count is the key's, not the route's: its other reads are refused too.
        await assertLimited(app, "/api/stats", tracker);
        // A refused call is not counted (it would otherwise push the key's minute on and on).
        const [row] = await app.infra.sql<{ hits: number }[]>`
          SELECT cardinality(hits)::int AS hits FROM rate_limit_buckets
          WHERE bucket LIKE 'api-key:%'`;
        assert.equal(row.hits, LIMIT);
      },
    );

    await t.step(
      "the affiliate's other key, their session, another affiliate's key and an operator key go on",
      async () => {
        for (const token of [sheet, ali.token, bilalKey]) {
          const res = await app.json(assigned, { token });
          assert.equal(res.status, 200, JSON.stringify(res.body));
        }
        const sources = await app.json("/api/admin/sources", {
          token: operatorKey,
        });
        assert.equal(sources.status, 200, JSON.stringify(sources.body));
        await assertLimited(app, assigned, tracker);
      },
    );

    await t.step(
      "an operator key is counted on its own and refused the same way at its limit",
      async () => {
        const buckets = async () =>
          await app.infra.sql<{ bucket: string; hits: number }[]>`
            SELECT bucket, cardinality(hits)::int AS hits FROM rate_limit_buckets
            WHERE bucket LIKE 'api-key:%' ORDER BY bucket`;
        // One count per key used: the tracker's full minute, one call each for the other three.
        assert.deepEqual(
          (await buckets()).map((b) => b.hits).sort((a, b) => b - a),
          [LIMIT, 1, 1, 1],
        );
        // The affiliate path above spent its minute call by call; the operator key's is filled in one statement,
        // as its calls would have been counted (the guard's count is the same code for both kinds).
        const updated = await app.infra.sql`
          UPDATE rate_limit_buckets
          SET hits = hits || array_fill(${clock.now()}::timestamptz, ARRAY[${
          LIMIT - 1
        }::int])
          WHERE bucket = ${`api-key:${operatorKeyId}`} AND cardinality(hits) = 1`;
        assert.equal(updated.count, 1);
        await assertLimited(app, "/api/admin/sources", operatorKey);
        const session = await app.json("/api/admin/sources", {
          token: admin.token,
        });
        assert.equal(session.status, 200, "the admin's session goes on");
        const res = await app.json(assigned, { token: sheet });
        assert.equal(res.status, 200, "an affiliate's key goes on");
      },
    );

    await t.step(
      "once the minute is over, the key is admitted again",
      async () => {
        clock.advance(API_KEY_RATE_RULE.windowMs);
        for (
          const [path, token] of [
            [assigned, tracker],
            ["/api/admin/sources", operatorKey],
          ]
        ) {
          const res = await app.json(path, { token });
          assert.equal(res.status, 200, JSON.stringify(res.body));
        }
      },
    );

    await t.step(
      "openapi.json names the affiliate key on exactly its operations, the operator key with its scope, and their 429",
      async () => {
        const served = await app.json("/api/openapi.json");
        assert.equal(served.status, 200);
        const paths = served.body.paths as Record<string, Record<string, Json>>;
        const wrong: string[] = [];
        const affiliateOps: string[] = [];
        for (const [path, methods] of Object.entries(paths)) {
          for (const [method, operation] of Object.entries(methods)) {
            const key = operationKey({ method, path });
            const security = operation.security as Json[];
            const schemes = security.flatMap((s) => Object.keys(s));
            const affiliate = security.find((s) => "affiliateApiKey" in s);
            const operator = security.find((s) => "operatorApiKey" in s);
            const scope = scopeOf(key);
            if (AFFILIATE_KEY_OPERATIONS.includes(key)) {
              affiliateOps.push(key);
              if (
                JSON.stringify(affiliate) !==
                  JSON.stringify({ affiliateApiKey: ["affiliate:read"] }) ||
                !schemes.includes("bearerAuth")
              ) wrong.push(`${key}: ${JSON.stringify(security)}`);
            } else if (affiliate) {
              wrong.push(`${key}: an affiliate key may not call it`);
            }
            if (
              JSON.stringify(operator ?? null) !==
                JSON.stringify(scope ? { operatorApiKey: [scope] } : null)
            ) wrong.push(`${key}: operator key ${JSON.stringify(operator)}`);
            const responses = operation.responses as Record<string, Json>;
            if ((affiliate || operator) && !responses["429"]?.headers) {
              wrong.push(`${key}: no 429 with Retry-After`);
            }
          }
        }
        assert.deepEqual(wrong, []);
        assert.deepEqual(
          affiliateOps.sort(),
          [...AFFILIATE_KEY_OPERATIONS].sort(),
          "every affiliate-key operation is in the document",
        );
        const schemes = served.body.components.securitySchemes;
        assert.match(schemes.affiliateApiKey.bearerFormat, /^kamai_ak_/);
        assert.match(
          schemes.affiliateApiKey.description,
          new RegExp(`${LIMIT} calls a minute per key`),
        );
      },
    );
  },
  { clock },
);
