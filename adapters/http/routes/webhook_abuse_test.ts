/** Forged store webhooks cost the sender more than us (issue 32): 429 past the limits, one event per minute. */
import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN } from "../test_app.ts";
import { loginAs } from "../test_users.ts";
import {
  addSource,
  sendShopify,
  shopifyOrder,
} from "../test_source_senders.ts";
import { BAD_SIGNATURE_LIMITS } from "./source_deliveries.ts";
import { signBase64 } from "../../sources/hmac_signature.ts";

forEachTestApp(
  "unsigned webhook deliveries: events kept once a minute per sender and code, then 429 with Retry-After",
  async (t, app) => {
    const token = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    const shop = await addSource(app, token, {
      name: "Shop",
      kind: "shopify",
      currency: "USD",
    });
    const forge = (address: string) =>
      app.request(`/api/sources/${shop.id}/webhook`, {
        method: "POST",
        body: '{"id":1}',
        headers: {
          "content-type": "application/json",
          "x-shopify-topic": "orders/paid",
          "x-shopify-hmac-sha256": "bm90IGEgc2lnbmF0dXJl",
          // The test app trusts no proxy, so every request comes from 127.0.0.1; the header must not split buckets.
          "x-forwarded-for": address,
        },
      });
    const events = async () =>
      (await app.infra.sql<{ outcome: string; repeats: number }[]>`
        SELECT outcome, repeats FROM source_events WHERE source_id = ${shop.id}`)
        .map((r) => ({ ...r }));

    await t.step(
      "under the limit: refused with 401, stored once with its repeats counted",
      async () => {
        const statuses: number[] = [];
        for (let i = 0; i < BAD_SIGNATURE_LIMITS.perAddress.limit; i++) {
          const res = await forge(`203.0.113.${i}`);
          statuses.push(res.status);
          await res.body?.cancel();
        }
        assert.deepEqual(
          new Set(statuses),
          new Set([401]),
          statuses.join(" "),
        );
        const stored = await events();
        // One minute boundary may fall inside the loop.
        assert.ok(
          stored.length >= 1 && stored.length <= 2,
          JSON.stringify(stored),
        );
        assert.equal(
          stored.reduce((n, e) => n + 1 + e.repeats, 0),
          BAD_SIGNATURE_LIMITS.perAddress.limit,
        );
      },
    );

    await t.step(
      "past the per-address limit: 429 with Retry-After, nothing more stored",
      async () => {
        const before = await events();
        const res = await forge("198.51.100.7");
        assert.equal(res.status, 429);
        const body = await res.json();
        assert.equal(body.code, "RATE_LIMITED");
        assert.ok(Number(res.headers.get("retry-after")) > 0);
        assert.deepEqual(await events(), before);
      },
    );

    await t.step("a correctly signed delivery is never limited", async () => {
      const answer = await sendShopify(
        app,
        shop,
        "orders/paid",
        shopifyOrder("9001", "no-click"),
      );
      assert.notEqual(answer.status, 429);
      assert.ok(answer.status < 400, JSON.stringify(answer));
    });
  },
);

forEachTestApp(
  "a store's webhook is addressed by an unguessable token; the id URL keeps working",
  async (_t, app) => {
    const token = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    const shop = await addSource(app, token, {
      name: "Shop",
      kind: "shopify",
      currency: "USD",
    });
    const url = new URL(shop.endpointUrl);
    assert.match(url.pathname, /^\/api\/webhooks\/[0-9a-f]{64}$/);
    assert.ok(!url.pathname.includes(`/${shop.id}/`));
    const body = shopifyOrder("7001", "no-click");
    const signed = async (path: string) => {
      const res = await app.request(path, {
        method: "POST",
        body,
        headers: {
          "content-type": "application/json",
          "x-shopify-topic": "orders/paid",
          "x-shopify-hmac-sha256": await signBase64(shop.secret, body),
          "x-shopify-webhook-id": crypto.randomUUID(),
        },
      });
      return { status: res.status, body: await res.json() };
    };
    const byToken = await signed(url.pathname);
    assert.equal(byToken.status, 200, JSON.stringify(byToken.body));
    const byId = await signed(`/api/sources/${shop.id}/webhook`);
    assert.equal(byId.status, 200, JSON.stringify(byId.body));
    const other = await signed(`/api/webhooks/${"0".repeat(64)}`);
    assert.equal(other.status, 404);
    // Two sources never share a token.
    const second = await addSource(app, token, {
      name: "Woo",
      kind: "woocommerce",
      currency: "USD",
    });
    assert.notEqual(new URL(second.endpointUrl).pathname, url.pathname);
  },
);
