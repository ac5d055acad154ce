import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN } from "../test_app.ts";
import { createUser, loginAs } from "../test_users.ts";
import { hashApiKey } from "../../postgres/api_key_repository.ts";
import { signConversion } from "../../tracking/conversion_signature.ts";

forEachTestApp(
  "api keys: an admin makes a key shown once and stored hashed, uses it, sees its last use, revokes it; all audited",
  async (t, app) => {
    const admin = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    let key = "";
    let keyId = 0;

    await t.step(
      "bad names and scopes are refused with the field",
      async () => {
        for (
          const [body, field] of [
            [{ name: "", scopes: ["stats:read"] }, "name"],
            [{ name: "x".repeat(101), scopes: ["stats:read"] }, "name"],
            [{ name: "CRM", scopes: [] }, "scopes"],
            [{ name: "CRM", scopes: ["stats:write"] }, "scopes"],
            [{ name: "CRM" }, "scopes"],
          ] as const
        ) {
          const res = await app.json("/api/admin/api-keys", {
            token: admin,
            body,
          });
          assert.equal(res.status, 400, JSON.stringify(body));
          assert.equal(res.body.code, "VALIDATION_ERROR");
          assert.equal(res.body.field, field);
        }
      },
    );

    await t.step(
      "the key is answered once, kamai_sk_…, and only its hash is kept",
      async () => {
        const res = await app.json("/api/admin/api-keys", {
          token: admin,
          body: {
            name: "CRM",
            scopes: ["users:read", "stats:read", "users:read"],
          },
        });
        assert.equal(res.status, 201);
        key = res.body.key;
        keyId = res.body.id;
        assert.match(key, /^kamai_sk_[A-Za-z0-9_-]{32,}$/);
        assert.deepEqual(res.body.scopes, ["stats:read", "users:read"]);
        assert.equal(res.body.prefix, key.slice(0, 13));
        assert.equal(res.body.lastUsedAt, null);
        const [row] = await app.infra
          .sql`SELECT * FROM api_keys WHERE id = ${keyId}`;
        assert.equal(row.key_hash, await hashApiKey(key));
        assert.ok(
          !JSON.stringify(row).includes(key),
          "the key itself is not stored",
        );
        const list = await app.json("/api/admin/api-keys", { token: admin });
        assert.equal(list.status, 200);
        assert.equal(list.body.length, 1);
        assert.equal(list.body[0].key, undefined);
        assert.equal(list.body[0].name, "CRM");
        const [audit] = await app.infra
          .sql`SELECT action, details FROM audit_logs ORDER BY id DESC LIMIT 1`;
        assert.equal(audit.action, "Create API Key");
        assert.match(audit.details, /CRM.*stats:read, users:read/);
      },
    );

    await t.step(
      "the key reads what its scopes cover and records its last use",
      async () => {
        const users = await app.json("/api/admin/users", { token: key });
        assert.equal(users.status, 200);
        assert.ok(Array.isArray(users.body.users ?? users.body));
        const list = await app.json("/api/admin/api-keys", { token: admin });
        assert.ok(list.body[0].lastUsedAt, "last use is recorded");
      },
    );

    await t.step(
      "elsewhere: 403 INSUFFICIENT_SCOPE, and a key cannot make keys",
      async () => {
        for (
          const [method, path] of [
            ["GET", "/api/payouts/admin"],
            ["GET", "/api/admin/api-keys"],
            ["POST", "/api/admin/api-keys"],
            ["GET", "/api/payouts"],
            ["GET", "/api/auth/me"],
          ]
        ) {
          const res = await app.json(path, {
            token: key,
            method,
            body: method === "POST"
              ? { name: "x", scopes: ["users:read"] }
              : undefined,
          });
          assert.equal(res.status, 403, `${method} ${path}`);
          assert.equal(res.body.code, "INSUFFICIENT_SCOPE");
        }
        const health = await app.json("/api/health", { token: key });
        assert.equal(health.status, 200, "public routes do not need the key");
      },
    );

    await t.step("an unknown key is 401 INVALID_API_KEY", async () => {
      const res = await app.json("/api/admin/users", {
        token: `kamai_sk_${"A".repeat(32)}`,
      });
      assert.equal(res.status, 401);
      assert.equal(res.body.code, "INVALID_API_KEY");
    });

    await t.step("a user cannot list, make or revoke keys", async () => {
      const user = await createUser(app.infra, { name: "Not Admin" });
      assert.equal(
        (await app.json("/api/admin/api-keys", { token: user.token })).status,
        403,
      );
      const made = await app.json("/api/admin/api-keys", {
        token: user.token,
        body: { name: "Mine", scopes: ["stats:read"] },
      });
      assert.equal(made.status, 403);
      const revoke = await app.json(`/api/admin/api-keys/${keyId}`, {
        token: user.token,
        method: "DELETE",
      });
      assert.equal(revoke.status, 403);
    });

    await t.step(
      "revoking stops the key at once; it stays listed, revoked; audited",
      async () => {
        const res = await app.json(`/api/admin/api-keys/${keyId}`, {
          token: admin,
          method: "DELETE",
        });
        assert.equal(res.status, 200);
        assert.ok(res.body.revokedAt);
        const again = await app.json(`/api/admin/api-keys/${keyId}`, {
          token: admin,
          method: "DELETE",
        });
        assert.equal(again.status, 404);
        const use = await app.json("/api/admin/users", { token: key });
        assert.equal(use.status, 401);
        assert.equal(use.body.code, "INVALID_API_KEY");
        const list = await app.json("/api/admin/api-keys", { token: admin });
        assert.ok(list.body[0].revokedAt);
        const [audit] = await app.infra
          .sql`SELECT action FROM audit_logs ORDER BY id DESC LIMIT 1`;
        assert.equal(audit.action, "Revoke API Key");
      },
    );

    await t.step(
      "conversions:write stands in for the signature of POST /api/conversions",
      async () => {
        const made = await app.json("/api/admin/api-keys", {
          token: admin,
          body: { name: "Store", scopes: ["conversions:write"] },
        });
        const body = JSON.stringify({ orderId: "K-1", amount: 10 });
        const unsigned = await app.request("/api/conversions", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        assert.equal(unsigned.status, 401);
        await unsigned.body?.cancel();
        const keyed = await app.request("/api/conversions", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${made.body.key}`,
          },
          body,
        });
        const signed = await app.request("/api/conversions", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "kamai-signature": await signConversion(
              app.infra.secrets.conversionsSecret,
              body,
              Math.floor(app.infra.clock.now().getTime() / 1000),
            ),
          },
          body,
        });
        // Both reach the conversion itself and get the same answer to the same body.
        assert.notEqual(keyed.status, 401);
        assert.equal(keyed.status, signed.status);
        assert.equal((await keyed.json()).code, (await signed.json()).code);
      },
    );
  },
);
