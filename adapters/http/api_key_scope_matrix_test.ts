/**
 * The scope matrix of API keys (docs/api-keys.md): an operator key with one scope is accepted on exactly the
 * operations api_key_scopes.ts gives that scope, and an affiliate's read-only key on exactly the affiliate reads;
 * each is refused 403 INSUFFICIENT_SCOPE on every other operation that needs a caller, for every scope and every
 * declared operation, on PGlite and PostgreSQL.
 */
import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN } from "./test_app.ts";
import { createUser, loginAs } from "./test_users.ts";
import { OPERATIONS } from "./openapi/api_operations.ts";
import { operationKey } from "./route_inventory.ts";
import {
  AFFILIATE_KEY_OPERATIONS,
  SCOPE_OPERATIONS,
  scopeOf,
} from "./api_key_scopes.ts";
import { API_KEY_SCOPES } from "../../domain/api_keys/api_key.ts";
import { sendCall } from "./access_request.ts";
import type { TestApp } from "./test_app.ts";

/** The operations a key could be presented to: under /api and not open to anyone. */
const GUARDED = OPERATIONS.filter((op) =>
  op.path.startsWith("/api/") && op.access !== "public"
);

Deno.test("api key scopes name only declared operations, and a read scope only reads", () => {
  const declared = new Set(OPERATIONS.map(operationKey));
  for (const [scope, keys] of Object.entries(SCOPE_OPERATIONS)) {
    assert.ok(keys.length > 0, `${scope} covers something`);
    for (const key of keys) {
      assert.ok(declared.has(key), `${scope}: ${key} is a declared operation`);
      assert.equal(scopeOf(key), scope, `${key} is in one scope only`);
      if (scope.endsWith(":read")) {
        assert.match(key, /^GET /, `${scope} only reads`);
      } else assert.doesNotMatch(key, /^GET /, `${scope} only writes`);
    }
  }
  for (const op of OPERATIONS) {
    if (scopeOf(operationKey(op))) {
      assert.ok(
        op.access === "admin" || op.access === "signed",
        `${operationKey(op)} is an operator's`,
      );
    }
  }
});

Deno.test("an affiliate key names only declared affiliate reads", () => {
  const declared = new Map(OPERATIONS.map((op) => [operationKey(op), op]));
  for (const key of AFFILIATE_KEY_OPERATIONS) {
    const op = declared.get(key);
    assert.ok(op, `${key} is a declared operation`);
    assert.equal(op.method, "get", `${key} only reads`);
    assert.equal(op.access, "user", `${key} is an affiliate's`);
    assert.equal(scopeOf(key), null, `${key} is no operator scope's`);
    // None of them takes someone else's id: each answers the caller's own rows.
    assert.doesNotMatch(
      JSON.stringify(Object.keys(op.query?.shape ?? {})),
      /userId|affiliateId/,
      key,
    );
  }
});

/** What is wrong with `key` on every guarded operation: allowed exactly on `covered`, 403 INSUFFICIENT_SCOPE elsewhere. */
async function matrixProblems(
  app: TestApp,
  key: string,
  covered: readonly string[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const op of GUARDED) {
    const route = operationKey(op);
    const path = op.path.replace(/\{\w+\}/g, "999999");
    const answer = await sendCall(app, {
      method: op.method.toUpperCase(),
      path,
      // A covered write gets a body it refuses for its fields: nothing changes, yet the key got in.
      body: op.method === "get" || op.method === "delete" ? undefined : {},
    }, key);
    const code = (answer.json as { code?: string } | undefined)?.code;
    if (covered.includes(route)) {
      if ([401, 403].includes(answer.status) || answer.status >= 500) {
        problems.push(
          `${route}: covered but answered ${answer.status} ${code}`,
        );
      }
    } else if (answer.status !== 403 || code !== "INSUFFICIENT_SCOPE") {
      problems.push(
        `${route}: not covered but answered ${answer.status} ${code}`,
      );
    }
  }
  return problems;
}

forEachTestApp(
  "api key scope matrix: each scope × every guarded operation, allowed exactly where the scope covers it",
  async (t, app) => {
    const admin = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    for (const scope of API_KEY_SCOPES) {
      await t.step(scope, async () => {
        const made = await app.json("/api/admin/api-keys", {
          token: admin,
          body: { name: `only ${scope}`, scopes: [scope] },
        });
        assert.equal(made.status, 201);
        assert.deepEqual(
          await matrixProblems(app, made.body.key, SCOPE_OPERATIONS[scope]),
          [],
        );
      });
    }
    await t.step("an affiliate's read-only key", async () => {
      const affiliate = await createUser(app.infra);
      const made = await app.json("/api/affiliate/api-keys", {
        token: affiliate.token,
        body: { name: "matrix" },
      });
      assert.equal(made.status, 201);
      assert.deepEqual(
        await matrixProblems(app, made.body.key, AFFILIATE_KEY_OPERATIONS),
        [],
      );
    });
  },
);
