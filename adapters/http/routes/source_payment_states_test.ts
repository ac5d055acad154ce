/**
 * Payment states through the webhook route (issue 29, item 2): what each Shopify financial status and WooCommerce
 * order status credits, read from the affiliate's balance (payable) and pending approval, with bodies shaped like
 * the stores' published samples. Pending is counted, not payable; reversed credits nothing; a test order is recorded
 * as `test` and an admin cannot attribute it.
 */
import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { clickId, setUpAffiliate } from "../test_affiliate.ts";
import { signBase64 } from "../../sources/hmac_signature.ts";

const fixture = (name: string) =>
  Deno.readTextFileSync(
    new URL(`../../sources/fixtures/${name}`, import.meta.url),
  );

// Shopify's published orders/create sample ("Send test notification" sends it): voided, cancelled, test: true.
const SAMPLE = fixture("shopify_test_notification.json");

/** The published sample as a real order of `status`, landing with `click` (not a test, not cancelled). */
function shopifyOrder(id: string, status: string, click: string): string {
  return SAMPLE.replaceAll("820982911946154508", id)
    .replace('"test": true', '"test": false')
    .replace('"financial_status": "voided"', `"financial_status": "${status}"`)
    .replace(/"cancelled_at": "[^"]*"/, '"cancelled_at": null')
    .replace('"cancel_reason": "customer"', '"cancel_reason": null')
    .replace('"landing_site": null', `"landing_site": "/?click_id=${click}"`);
}

forEachTestApp(
  "payment states: Shopify and WooCommerce orders credit what their state says",
  async (t, app) => {
    const { admin, ali, product, code } = await setUpAffiliate(app);
    const money = async () => {
      const b =
        (await app.json("/api/payouts/balance", { token: ali.token })).body;
      return { balance: b.balance, pending: b.pendingApproval };
    };
    const events = async (id: number, query = "") =>
      (await app.json(`/api/admin/sources/${id}/events${query}`, {
        token: admin.token,
      })).body;
    const shop = (await app.json("/api/admin/sources", {
      token: admin.token,
      body: {
        name: "Shopify",
        kind: "shopify",
        currency: "USD",
        secret: "shpss_0123456789abcdef0123456789",
      },
    })).body;
    const shopify = async (body: string, topic: string) => {
      const res = await app.request(`/api/sources/${shop.id}/webhook`, {
        method: "POST",
        body,
        headers: {
          "content-type": "application/json",
          "x-shopify-topic": topic,
          "x-shopify-hmac-sha256": await signBase64(shop.secret, body),
          "x-shopify-webhook-id": crypto.randomUUID(),
          "x-shopify-shop-domain": "kamai-demo.myshopify.com",
        },
      });
      const answer = await res.json();
      assert.equal(res.status, 200, JSON.stringify(answer));
      return answer as { outcome: string; eventId: number };
    };
    // The sample's subtotal_price is 1575.90; half of it is 787.95.
    const EARNED = 787.95;

    await t.step(
      "Shopify: a test order is recorded as test, credits nothing, and cannot be attributed by hand",
      async () => {
        const before = await money();
        const answer = await shopify(SAMPLE, "orders/create");
        assert.equal(answer.outcome, "test");
        assert.deepEqual(await money(), before);
        const [event] = await events(shop.id, "?outcome=test");
        assert.equal(event.id, answer.eventId);
        assert.equal(event.orderId, "820982911946154508");
        assert.equal(
          event.reason,
          "Test order: the connection works; test orders never earn.",
        );
        const attributed = await app.json(
          `/api/admin/sources/${shop.id}/events/${event.id}/attribute`,
          {
            token: admin.token,
            body: { userId: ali.id, productId: product.id },
          },
        );
        assert.equal(attributed.status, 409, JSON.stringify(attributed.body));
        assert.equal(attributed.body.code, "CONFLICT");
        assert.match(attributed.body.message, /test order/);
        assert.deepEqual(await money(), before);
        const [sales] = await app.infra.sql`
          SELECT COUNT(*)::int AS n FROM source_orders WHERE source_id = ${shop.id}`;
        assert.equal(sales.n, 0);
      },
    );

    await t.step(
      "Shopify: voided, refunded, or cancelled_at set credits nothing, whatever the topic",
      async () => {
        const before = await money();
        const click = await clickId(app, code);
        const voided = shopifyOrder("820982911946154601", "voided", click);
        const cancelled = shopifyOrder("820982911946154602", "paid", click)
          .replace(
            '"cancelled_at": null',
            '"cancelled_at": "2026-11-20T14:05:11+05:00"',
          );
        const refunded = shopifyOrder("820982911946154603", "refunded", click);
        for (const body of [voided, cancelled, refunded]) {
          for (
            const topic of ["orders/create", "orders/paid", "orders/updated"]
          ) {
            const { outcome } = await shopify(body, topic);
            assert.notEqual(outcome, "attributed", topic);
          }
        }
        assert.deepEqual(await money(), before);
      },
    );

    await t.step(
      "Shopify: authorized is pending (counted, not payable) until orders/paid; orders/paid with a voided body reverses",
      async () => {
        const start = await money();
        const click = await clickId(app, code);
        const authorized = shopifyOrder(
          "820982911946154604",
          "authorized",
          click,
        );
        assert.equal(
          (await shopify(authorized, "orders/create")).outcome,
          "attributed",
        );
        assert.deepEqual(await money(), {
          balance: start.balance,
          pending: start.pending + EARNED,
        });
        const paid = authorized.replace(
          '"financial_status": "authorized"',
          '"financial_status": "paid"',
        );
        assert.equal(
          (await shopify(paid, "orders/paid")).outcome,
          "attributed",
        );
        assert.deepEqual(await money(), {
          balance: start.balance + EARNED,
          pending: start.pending,
        });

        // A cash-on-delivery order pending, then orders/paid whose body says voided: the sale is reversed.
        const cod = shopifyOrder(
          "820982911946154605",
          "pending",
          await clickId(app, code),
        );
        assert.equal(
          (await shopify(cod, "orders/create")).outcome,
          "attributed",
        );
        const voidedPaid = cod.replace(
          '"financial_status": "pending"',
          '"financial_status": "voided"',
        );
        assert.equal(
          (await shopify(voidedPaid, "orders/paid")).outcome,
          "attributed",
        );
        assert.deepEqual(await money(), {
          balance: start.balance + EARNED,
          pending: start.pending,
        });
        const [reversed] = await app.infra.sql`
          SELECT status FROM source_orders WHERE source_id = ${shop.id} AND order_id = '820982911946154605'`;
        assert.equal(reversed.status, "reversed");
      },
    );

    await t.step(
      "Shopify: partially_refunded credits the sale less its refunds[]; the refund's own refunds/create is a duplicate",
      async () => {
        const start = await money();
        const refund = fixture("shopify_refunds_create.json")
          .replaceAll("820982911946154508", "820982911946154606");
        const order = shopifyOrder(
          "820982911946154606",
          "partially_refunded",
          await clickId(app, code),
        )
          .replace('"refunds": []', `"refunds": [${refund}]`);
        assert.equal(
          (await shopify(order, "orders/updated")).outcome,
          "attributed",
        );
        // 109.98 of 1575.90 refunded: that share of 787.95 (54.99) taken back.
        assert.deepEqual(await money(), {
          balance: start.balance + 732.96,
          pending: start.pending,
        });
        assert.equal(
          (await shopify(refund, "refunds/create")).outcome,
          "duplicate",
        );
        assert.deepEqual((await money()).balance, start.balance + 732.96);
      },
    );

    await t.step(
      "WooCommerce: pending, on-hold and cod processing pending; processing and completed approved; cancelled, failed, refunded nothing",
      async () => {
        const woo = (await app.json("/api/admin/sources", {
          token: admin.token,
          body: { name: "Woo", kind: "woocommerce", currency: "USD" },
        })).body;
        const order = JSON.parse(fixture("woocommerce_order.json"));
        let next = 9_100;
        const send = async (status: string, payment_method: string) => {
          const click = await clickId(app, code);
          const body = JSON.stringify({
            ...order,
            id: next++,
            status,
            payment_method,
            meta_data: [{ id: 1, key: "kamai_click_id", value: click }],
          });
          const res = await app.request(`/api/sources/${woo.id}/webhook`, {
            method: "POST",
            body,
            headers: {
              "content-type": "application/json",
              "x-wc-webhook-topic": "order.updated",
              "x-wc-webhook-signature": await signBase64(woo.secret, body),
              "x-wc-webhook-delivery-id": crypto.randomUUID(),
            },
          });
          const answer = await res.json();
          assert.equal(res.status, 200, JSON.stringify(answer));
          return answer.outcome as string;
        };
        // total 27.20 − tax 1.20 − shipping 10.00 = 16.00; half is 8.00.
        const table: [string, string, "pending" | "balance" | "nothing"][] = [
          ["pending", "bacs", "pending"],
          ["on-hold", "bacs", "pending"],
          ["processing", "cod", "pending"],
          ["processing", "stripe", "balance"],
          ["completed", "cod", "balance"],
          ["cancelled", "cod", "nothing"],
          ["failed", "stripe", "nothing"],
          ["refunded", "stripe", "nothing"],
        ];
        for (const [status, method, credits] of table) {
          const before = await money();
          const outcome = await send(status, method);
          const after = await money();
          assert.deepEqual(
            after,
            {
              balance: before.balance + (credits === "balance" ? 8 : 0),
              pending: before.pending + (credits === "pending" ? 8 : 0),
            },
            `${status} (${method}): ${outcome}`,
          );
        }
      },
    );
  },
);
