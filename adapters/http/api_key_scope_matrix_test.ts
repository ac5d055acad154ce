/**
 * The scope matrix of operator API keys (docs/api-keys.md): a key with one scope is accepted on exactly the
 * operations api_key_scopes.ts gives that scope, and refused 403 INSUFFICIENT_SCOPE on every other operation that
 * needs a caller, for every scope and every declared operation, on PGlite and PostgreSQL.
 */
import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN } from "./test_app.ts";
import { loginAs } from "./test_users.ts";
import { OPERATIONS } from "./openapi/api_operations.ts";
import { operationKey } from "./route_inventory.ts";
import { SCOPE_OPERATIONS, scopeOf } from "./api_key_scopes.ts";
import { API_KEY_SCOPES } from "../../domain/api_keys/api_key.ts";
import { sendCall } from "./access_request.ts";

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
        const key: string = made.body.key;
        const problems: string[] = [];
        for (const op of GUARDED) {
          const route = operationKey(op);
          const path = op.path.replace(/\{\w+\}/g, "999999");
          const answer = await sendCall(app, {
            method: op.method.toUpperCase(),
            path,
            // A covered write gets a body it refuses for its fields: nothing changes, yet the key got in.
            body: op.method === "get" || op.method === "delete"
              ? undefined
              : {},
          }, key);
          const code = (answer.json as { code?: string } | undefined)?.code;
          const covered = SCOPE_OPERATIONS[scope].includes(route);
          if (covered) {
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
        assert.deepEqual(problems, []);
      });
    }
  },
);
