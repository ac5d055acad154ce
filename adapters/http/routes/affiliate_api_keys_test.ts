/**
 * Affiliates' read-only API keys (docs/api-keys.md): made at /settings/api-keys, shown once and stored hashed; a
 * key reads its affiliate's own stats, conversions and links exactly as their session does, never another
 * affiliate's, never an admin or write route; listed with its last use, revoked at once, capped per affiliate.
 */
import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { createUser } from "../test_users.ts";
import { postSignedConversion, setUpAffiliate } from "../test_affiliate.ts";
import { hashApiKey } from "../../postgres/api_key_repository.ts";
import { MAX_AFFILIATE_KEYS } from "../../../domain/api_keys/api_key.ts";

/** The reads a key is compared with the session on: the same answer, byte for byte. */
const SAME_AS_SESSION = [
  "/api/stats",
  "/api/stats/daily",
  "/api/stats/user/date-range?filter=Today",
  "/api/stats/products",
  "/api/stats/breakdown?by=s1",
  "/api/user/reports",
  "/api/user/conversions",
  "/api/affiliate-links/assigned",
  "/api/affiliate-links/user-products-with-stats",
];

forEachTestApp(
  "affiliate api keys: made once, read only the affiliate's own figures, never admin or write routes, revocable",
  async (t, app) => {
    const { admin, ali, code } = await setUpAffiliate(app);
    const sale = await postSignedConversion(
      app,
      JSON.stringify({
        linkCode: code,
        orderId: "AK-1",
        amount: 1500,
        status: "sale",
      }),
    );
    assert.ok(sale.status < 300, sale.text);
    const bilal = await createUser(app.infra, { name: "Bilal" });
    let key = "";
    let keyId = 0;

    await t.step("a bad name is refused with the field", async () => {
      for (const body of [{}, { name: "" }, { name: "x".repeat(101) }]) {
        const res = await app.json("/api/affiliate/api-keys", {
          token: ali.token,
          body,
        });
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.equal(res.body.code, "VALIDATION_ERROR");
        assert.equal(res.body.field, "name");
      }
    });

    await t.step(
      "the key is answered once, kamai_ak_…, and only its hash is kept",
      async () => {
        const res = await app.json("/api/affiliate/api-keys", {
          token: ali.token,
          body: { name: " My tracker " },
        });
        assert.equal(res.status, 201, JSON.stringify(res.body));
        key = res.body.key;
        keyId = res.body.id;
        assert.match(key, /^kamai_ak_[A-Za-z0-9_-]{32,}$/);
        assert.equal(res.body.name, "My tracker");
        assert.deepEqual(res.body.scopes, ["affiliate:read"]);
        assert.equal(res.body.prefix, key.slice(0, 13));
        assert.equal(res.body.lastUsedAt, null);
        const [row] = await app.infra
          .sql`SELECT * FROM api_keys WHERE id = ${keyId}`;
        assert.equal(row.kind, "affiliate");
        assert.equal(Number(row.user_id), ali.id);
        assert.equal(row.key_hash, await hashApiKey(key));
        assert.ok(!JSON.stringify(row).includes(key));
        const list = await app.json("/api/affiliate/api-keys", {
          token: ali.token,
        });
        assert.equal(list.status, 200);
        assert.deepEqual(list.body.map((k: { id: number }) => k.id), [keyId]);
        assert.equal(JSON.stringify(list.body).includes(key), false);
      },
    );

    await t.step(
      "the key reads the affiliate's own figures exactly as their session does",
      async () => {
        for (const path of SAME_AS_SESSION) {
          const keyed = await app.json(path, { token: key });
          const session = await app.json(path, { token: ali.token });
          assert.equal(
            keyed.status,
            200,
            `${path}: ${JSON.stringify(keyed.body)}`,
          );
          assert.deepEqual(keyed.body, session.body, path);
        }
        const conversions = await app.json("/api/user/conversions", {
          token: key,
        });
        assert.equal(conversions.body.total, 1);
        const list = await app.json("/api/affiliate/api-keys", {
          token: ali.token,
        });
        assert.ok(list.body[0].lastUsedAt, "the use is recorded");
      },
    );

    await t.step(
      "another affiliate's key sees only its own (empty) figures, and not Ali's keys or links",
      async () => {
        const made = await app.json("/api/affiliate/api-keys", {
          token: bilal.token,
          body: { name: "Bilal's" },
        });
        assert.equal(made.status, 201);
        const theirs = made.body.key as string;
        const conversions = await app.json("/api/user/conversions", {
          token: theirs,
        });
        assert.equal(conversions.status, 200);
        assert.equal(conversions.body.total, 0);
        assert.deepEqual(conversions.body.items, []);
        const links = await app.json("/api/affiliate-links/assigned", {
          token: theirs,
        });
        assert.deepEqual(links.body, []);
        const [link] = await app.infra.sql<{ id: number }[]>`
          SELECT id FROM affiliate_links WHERE user_id = ${ali.id}`;
        const deep = await app.json(
          `/api/affiliate-links/${link.id}/deep-links`,
          { token: theirs },
        );
        assert.equal(deep.status, 404);
        const own = await app.json(
          `/api/affiliate-links/${link.id}/deep-links`,
          { token: key },
        );
        assert.equal(own.status, 200);
        const list = await app.json("/api/affiliate/api-keys", {
          token: bilal.token,
        });
        assert.deepEqual(list.body.map((k: { id: number }) => k.id), [
          made.body.id,
        ]);
        const revoke = await app.json(`/api/affiliate/api-keys/${keyId}`, {
          token: bilal.token,
          method: "DELETE",
        });
        assert.equal(revoke.status, 404, "another's key is not found");
      },
    );

    await t.step(
      "the key is refused on writes, admin routes and key management: 403 INSUFFICIENT_SCOPE",
      async () => {
        const calls: [string, string, unknown][] = [
          ["POST", "/api/payouts", { amount: 5, method: "jazzcash" }],
          ["POST", "/api/affiliate/postbacks", {
            url: "https://t.example/pb",
            events: ["conversion.approved"],
          }],
          ["GET", "/api/affiliate/postbacks", undefined],
          ["POST", "/api/affiliate/api-keys", { name: "more" }],
          ["GET", "/api/affiliate/api-keys", undefined],
          ["DELETE", `/api/affiliate/api-keys/${keyId}`, undefined],
          ["PATCH", "/api/profile/language", { language: "ur" }],
          ["POST", "/api/affiliate-links/1/deep-links", { url: "x" }],
          ["GET", "/api/payouts", undefined],
          ["GET", "/api/admin/users", undefined],
          ["GET", "/api/stats/all", undefined],
          ["GET", "/api/admin/stats/breakdown", undefined],
          ["GET", "/api/admin/api-keys", undefined],
          ["POST", "/api/conversions", { orderId: "AK-2", amount: 10 }],
        ];
        for (const [method, path, body] of calls) {
          const res = await app.json(path, { token: key, method, body });
          assert.equal(
            res.status,
            403,
            `${method} ${path}: ${JSON.stringify(res.body)}`,
          );
          assert.equal(
            res.body.code,
            "INSUFFICIENT_SCOPE",
            `${method} ${path}`,
          );
        }
        const [{ n }] = await app.infra.sql<{ n: number }[]>`
          SELECT count(*)::int AS n FROM api_keys WHERE user_id = ${ali.id}`;
        assert.equal(n, 1, "the key made no key");
      },
    );

    await t.step(
      "an admin makes operator keys, not affiliate keys",
      async () => {
        for (const path of ["/api/affiliate/api-keys"]) {
          const made = await app.json(path, {
            token: admin.token,
            body: { name: "Admin's" },
          });
          assert.equal(made.status, 403);
          assert.equal(made.body.code, "FORBIDDEN");
        }
      },
    );

    await t.step(
      "at most 10 live keys each; revoking one makes room",
      async () => {
        for (let i = 1; i < MAX_AFFILIATE_KEYS; i++) {
          const res = await app.json("/api/affiliate/api-keys", {
            token: ali.token,
            body: { name: `Key ${i}` },
          });
          assert.equal(res.status, 201);
        }
        const over = await app.json("/api/affiliate/api-keys", {
          token: ali.token,
          body: { name: "One too many" },
        });
        assert.equal(over.status, 409);
        assert.equal(over.body.code, "TOO_MANY_API_KEYS");
      },
    );

    await t.step(
      "a revoked key stops at once and stays listed as revoked",
      async () => {
        const res = await app.json(`/api/affiliate/api-keys/${keyId}`, {
          token: ali.token,
          method: "DELETE",
        });
        assert.equal(res.status, 200);
        assert.ok(res.body.revokedAt);
        const use = await app.json("/api/user/conversions", { token: key });
        assert.equal(use.status, 401);
        assert.equal(use.body.code, "INVALID_API_KEY");
        const list = await app.json("/api/affiliate/api-keys", {
          token: ali.token,
        });
        assert.ok(
          list.body.find((k: { id: number }) => k.id === keyId).revokedAt,
        );
        const room = await app.json("/api/affiliate/api-keys", {
          token: ali.token,
          body: { name: "In its place" },
        });
        assert.equal(room.status, 201);
      },
    );

    await t.step(
      "a key whose affiliate has since become an admin stops working",
      async () => {
        const made = await app.json("/api/affiliate/api-keys", {
          token: bilal.token,
          body: { name: "Before promotion" },
        });
        await app.infra
          .sql`UPDATE users SET role = 'admin' WHERE id = ${bilal.id}`;
        const use = await app.json("/api/stats", { token: made.body.key });
        assert.equal(use.status, 401);
        assert.equal(use.body.code, "INVALID_API_KEY");
      },
    );
  },
);
