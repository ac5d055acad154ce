/**
 * conversion.* events (docs/webhooks.md): a store order's pending → approved → reversed, and a POST /api/conversions
 * sale and its refund, each emit their events once, in the change's transaction, and reach an affiliate's GET
 * postback with every macro filled, a signed POST postback and an operator's webhook.
 */
import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { postSignedConversion, setUpAffiliate } from "../test_affiliate.ts";
import { startTestReceiver } from "../test_receiver.ts";
import { signBase64 } from "../../sources/hmac_signature.ts";
import { verifyConversionSignature } from "../../tracking/conversion_signature.ts";

const SAMPLE = Deno.readTextFileSync(
  new URL(
    "../../sources/fixtures/shopify_test_notification.json",
    import.meta.url,
  ),
);

/** The published sample as a real order of `status`, landing with `click`. */
function shopifyOrder(id: string, status: string, click: string): string {
  return SAMPLE.replaceAll("820982911946154508", id)
    .replace('"test": true', '"test": false')
    .replace('"financial_status": "voided"', `"financial_status": "${status}"`)
    .replace(/"cancelled_at": "[^"]*"/, '"cancelled_at": null')
    .replace('"cancel_reason": "customer"', '"cancel_reason": null')
    .replace('"landing_site": null', `"landing_site": "/?click_id=${click}"`);
}

/** A click through the link with five sub-ids; the click id the store gets. */
async function clickWithSubIds(app: TestApp, code: string): Promise<string> {
  const res = await app.request(
    `/go/${code}?s1=fb&s2=ad_7&s3=c3&s4=c4&s5=c5`,
    {
      redirect: "manual",
      headers: {
        "user-agent": `Mozilla/5.0 Chrome/126.0 ${crypto.randomUUID()}`,
      },
    },
  );
  await res.body?.cancel();
  const id = new URL(res.headers.get("location")!).searchParams.get("click_id");
  assert.ok(id);
  return id;
}

/** The types of the events stored about one order, sorted (one statement's events share their time). */
async function storedTypes(app: TestApp, orderId: string): Promise<string[]> {
  const rows = await app.infra.sql<{ type: string }[]>`
    SELECT type FROM outbox_events WHERE data->>'orderId' = ${orderId} ORDER BY created_at, id`;
  return rows.map((r) => r.type).sort();
}

const MACROS =
  "cid={click_id}&s1={s1}&s2={s2}&s3={s3}&s4={s4}&s5={s5}&oid={order_id}&goal={goal}&pid={product_id}" +
  "&payout={payout}&cur={currency}&st={status}&ev={event}&ts={timestamp}";

forEachTestApp(
  "conversion events: each status change of a conversion is emitted once and reaches postbacks and webhooks",
  async (t, app) => {
    const receiver = startTestReceiver();
    try {
      const { admin, ali, product, code } = await setUpAffiliate(app);
      const hook = await app.json("/api/admin/webhooks", {
        token: admin.token,
        body: {
          url: `${receiver.url}/hook`,
          events: [
            "conversion.created",
            "conversion.approved",
            "conversion.reversed",
          ],
        },
      });
      assert.equal(hook.status, 201, JSON.stringify(hook.body));
      const events = [
        "conversion.pending",
        "conversion.approved",
        "conversion.reversed",
      ];
      const getPb = await app.json("/api/affiliate/postbacks", {
        token: ali.token,
        body: { url: `${receiver.url}/get?${MACROS}`, method: "GET", events },
      });
      assert.equal(getPb.status, 201, JSON.stringify(getPb.body));
      const postPb = await app.json("/api/affiliate/postbacks", {
        token: ali.token,
        body: { url: `${receiver.url}/post`, method: "POST", events },
      });
      assert.equal(postPb.status, 201, JSON.stringify(postPb.body));
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
        // A repeat is answered "duplicate"; either way the order's state is what the checks below read.
        assert.ok(
          ["attributed", "duplicate"].includes(answer.outcome),
          JSON.stringify(answer),
        );
      };
      const ORDER = "820982911946154777";
      const click = await clickWithSubIds(app, code);

      await t.step(
        "a store order: pending, then approved, then reversed, each emitted once",
        async () => {
          const authorized = shopifyOrder(ORDER, "authorized", click);
          await shopify(authorized, "orders/create");
          // The same delivery again changes nothing and emits nothing.
          await shopify(authorized, "orders/create");
          assert.deepEqual(await storedTypes(app, ORDER), [
            "conversion.created",
            "conversion.pending",
          ]);
          const paid = authorized.replace(
            '"financial_status": "authorized"',
            '"financial_status": "paid"',
          );
          await shopify(paid, "orders/paid");
          await shopify(paid, "orders/paid");
          const refunded = authorized.replace(
            '"financial_status": "authorized"',
            '"financial_status": "voided"',
          );
          await shopify(refunded, "orders/updated");
          await shopify(refunded, "orders/updated");
          assert.deepEqual(await storedTypes(app, ORDER), [
            "conversion.approved",
            "conversion.created",
            "conversion.pending",
            "conversion.reversed",
          ]);
          const [row] = await app.infra.sql`
          SELECT status, click_id FROM offer_conversions WHERE order_id = ${ORDER}`;
          assert.deepEqual([row.status, row.click_id], ["reversed", click]);
        },
      );

      await t.step(
        "the GET postback gets every macro filled, URL-encoded, for each of its events",
        async () => {
          await receiver.waitFor((calls) =>
            calls.filter((c) => c.path.startsWith("/get")).length === 3
          );
          const gets = receiver.calls.filter((c) => c.path.startsWith("/get"))
            .map((c) =>
              Object.fromEntries(new URL(c.path, receiver.url).searchParams)
            );
          gets.sort((a, b) => events.indexOf(a.ev) - events.indexOf(b.ev));
          assert.deepEqual(gets.map((g) => [g.ev, g.st, g.payout]), [
            ["conversion.pending", "pending", "787.95"],
            ["conversion.approved", "approved", "787.95"],
            ["conversion.reversed", "reversed", "0"],
          ]);
          for (const g of gets) {
            assert.equal(g.cid, click);
            assert.deepEqual([g.s1, g.s2, g.s3, g.s4, g.s5], [
              "fb",
              "ad_7",
              "c3",
              "c4",
              "c5",
            ]);
            assert.equal(g.oid, ORDER);
            assert.equal(g.goal, "sale");
            assert.equal(g.pid, String(product.id));
            assert.equal(g.cur, "USD");
            assert.match(g.ts, /^\d{10}$/);
          }
          const raw = receiver.calls.find((c) => c.path.startsWith("/get"))!;
          assert.match(raw.path, /s2=ad_7/, "values are URL-encoded");
        },
      );

      await t.step(
        "the POST postback gets the signed JSON event; the payout is the affiliate's earning",
        async () => {
          await receiver.waitFor((calls) =>
            calls.filter((c) => c.path === "/post").length === 3
          );
          const now = Math.floor(Date.now() / 1000);
          const posts = receiver.calls.filter((c) => c.path === "/post");
          for (const call of posts) {
            assert.equal(
              await verifyConversionSignature(
                postPb.body.secret,
                call.headers.get("kamai-signature"),
                call.body,
                now,
              ),
              "ok",
            );
          }
          const approved = posts.map((c) => JSON.parse(c.body))
            .find((b) => b.type === "conversion.approved");
          assert.match(approved.id, /^evt_[0-9a-f]{32}$/);
          assert.deepEqual(
            { ...approved.data, id: 0, occurredAt: "" },
            {
              id: 0,
              affiliateId: ali.id,
              productId: product.id,
              orderId: ORDER,
              goal: "sale",
              status: "approved",
              payout: 787.95,
              currency: "USD",
              clickId: click,
              s1: "fb",
              s2: "ad_7",
              s3: "c3",
              s4: "c4",
              s5: "c5",
              occurredAt: "",
            },
          );
          assert.equal("revenue" in approved.data, false);
        },
      );

      await t.step(
        "the webhook gets created, approved and reversed, never pending",
        async () => {
          await receiver.waitFor((calls) =>
            calls.filter((c) => c.path === "/hook").length === 3
          );
          const types = receiver.calls.filter((c) => c.path === "/hook")
            .map((c) => JSON.parse(c.body).type).sort();
          assert.deepEqual(types, [
            "conversion.approved",
            "conversion.created",
            "conversion.reversed",
          ]);
        },
      );

      await t.step(
        "POST /api/conversions: a sale is created and approved at once; its full refund reverses it",
        async () => {
          const apiClick = await clickWithSubIds(app, code);
          const sale = JSON.stringify({
            clickId: apiClick,
            orderId: "API-9",
            amount: 100,
            status: "sale",
          });
          const first = await postSignedConversion(app, sale);
          assert.equal(first.status, 201, first.text);
          assert.equal((await postSignedConversion(app, sale)).status, 200);
          const refund = JSON.stringify({
            clickId: apiClick,
            orderId: "API-9",
            amount: 100,
            status: "refund",
          });
          const refunded = await postSignedConversion(app, refund);
          assert.equal(refunded.status, 201, refunded.text);
          assert.equal((await postSignedConversion(app, refund)).status, 200);
          assert.deepEqual(await storedTypes(app, "API-9"), [
            "conversion.approved",
            "conversion.created",
            "conversion.reversed",
          ]);
          const [approved] = await app.infra.sql`
          SELECT data FROM outbox_events WHERE data->>'orderId' = 'API-9' AND type = 'conversion.approved'`;
          const data = typeof approved.data === "string"
            ? JSON.parse(approved.data)
            : approved.data;
          // The affiliate's 50 % of the 100 sale, with the click the sale named.
          assert.deepEqual([data.payout, data.clickId, data.status], [
            50,
            apiClick,
            "approved",
          ]);
        },
      );

      await t.step("a change that does not commit emits nothing", async () => {
        // A sale for a product with no such goal is refused: no row, no event.
        const bad = JSON.stringify({
          clickId: click,
          orderId: "API-BAD",
          status: "sale",
          amount: 100,
          goal: "nope",
        });
        assert.notEqual((await postSignedConversion(app, bad)).status, 201);
        assert.deepEqual(await storedTypes(app, "API-BAD"), []);
      });
    } finally {
      await receiver.close();
    }
  },
  {
    config: { outboundAllowPrivate: true },
    outbox: { pollMs: 50, retryBaseMs: 100 },
  },
);
