/**
 * The findings of issue 29 on steps that arrive before their sale (each failed before steps could wait): a refund,
 * cancellation or reversal first is kept `waiting` (2xx, so the sender does not retry) and applied when the sale
 * arrives, which then credits what is left; and postbacks as networks send them (no order id, one parameter
 * feeding two fields, a stale `pending`).
 */
import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { clickId, setUpAffiliate } from "../test_affiliate.ts";
import {
  addSource,
  importCsvRow,
  moneyDelta,
  moneyOf,
  sendConversion,
  sendPostback,
  sendShopify,
  sendWoo,
  shopifyOrder,
  shopifyRefund,
  wooOrder,
} from "../test_source_senders.ts";
import { WAITING_MESSAGES } from "../../../domain/sources/order_progress.ts";

forEachTestApp(
  "sales sources: steps before their sale wait for it; postbacks without order ids",
  async (t, app) => {
    // The Course at 50 %.
    const { admin, ali, code } = await setUpAffiliate(app);
    const shop = await addSource(app, admin.token, {
      name: "Shopify",
      kind: "shopify",
      currency: "USD",
      secret: "shpss_0123456789abcdef0123456789",
    });
    const woo = await addSource(app, admin.token, {
      name: "Woo",
      kind: "woocommerce",
      currency: "USD",
    });
    const net = await addSource(app, admin.token, {
      name: "Network",
      kind: "postback",
    });
    const event = async (sourceId: number, eventId: number) => {
      const list = await app.json(`/api/admin/sources/${sourceId}/events`, {
        token: admin.token,
      });
      return list.body.find((e: { id: number }) => e.id === eventId);
    };
    const measure = async (work: () => Promise<void>) => {
      const before = await moneyOf(app, ali.id);
      await work();
      return moneyDelta(before, await moneyOf(app, ali.id));
    };

    await t.step(
      "Shopify refunds/create then orders/paid: the refund waits, the sale credits the share not refunded",
      async () => {
        const click = await clickId(app, code);
        const orderId = "820982911946154601";
        let refundEvent = 0;
        const delta = await measure(async () => {
          const refund = shopifyRefund(orderId, "890088186047892401");
          const early = await sendShopify(app, shop, "refunds/create", refund);
          assert.equal(early.status, 200);
          assert.equal(early.outcome, "waiting");
          refundEvent = early.eventId!;
          const listed = await event(shop.id, refundEvent);
          assert.equal(listed.outcome, "waiting");
          assert.equal(listed.reason, WAITING_MESSAGES.refund);
          // The store's retry of the same refund (a new webhook id) stays a duplicate.
          assert.equal(
            (await sendShopify(app, shop, "refunds/create", refund)).outcome,
            "duplicate",
          );
          const paid = await sendShopify(
            app,
            shop,
            "orders/paid",
            shopifyOrder(orderId, click, { financialStatus: "paid" }),
          );
          assert.equal(paid.outcome, "attributed");
        });
        // 388.00 at 50 % earns 194.00; 109.98 of 388.00 refunded takes back 54.99.
        assert.deepEqual(delta, {
          ledgerMinor: 13_901,
          payableMinor: 13_901,
          sales: 1,
          earningsMinor: 13_901,
        });
        const applied = await event(shop.id, refundEvent);
        assert.equal(applied.outcome, "attributed");
        assert.equal(applied.reason, WAITING_MESSAGES.applied);
        assert.equal(applied.userId, ali.id);
      },
    );

    await t.step(
      "Shopify: refunds and their sales sent at once settle as in order (the lock itself: waiting_step_repository_test.ts)",
      async () => {
        const click = await clickId(app, code);
        const orders = [1, 2, 3, 4, 5].map((i) => `82098291194615470${i}`);
        const delta = await measure(async () => {
          const answers = await Promise.all(orders.flatMap((orderId, i) => [
            sendShopify(
              app,
              shop,
              "refunds/create",
              shopifyRefund(orderId, `89008818604789250${i}`),
            ),
            sendShopify(
              app,
              shop,
              "orders/paid",
              shopifyOrder(orderId, click, { financialStatus: "paid" }),
            ),
          ]));
          for (const a of answers) assert.equal(a.status, 200);
        });
        // Each order: 194.00 earned, 54.99 taken back by its refund, whichever came first.
        assert.deepEqual(delta, {
          ledgerMinor: 5 * 13_901,
          payableMinor: 5 * 13_901,
          sales: 5,
          earningsMinor: 5 * 13_901,
        });
      },
    );

    await t.step(
      "Shopify orders/cancelled then orders/paid: the cancelled order credits nothing and is no sale",
      async () => {
        const click = await clickId(app, code);
        const orderId = "820982911946154602";
        const delta = await measure(async () => {
          const cancelled = await sendShopify(
            app,
            shop,
            "orders/cancelled",
            shopifyOrder(orderId, click, {
              financialStatus: "voided",
              cancelledAt: "2026-11-21T10:00:00+05:00",
            }),
          );
          assert.equal(cancelled.status, 200);
          assert.equal(cancelled.outcome, "waiting");
          assert.equal(
            (await event(shop.id, cancelled.eventId!)).reason,
            WAITING_MESSAGES.reverse,
          );
          const paid = await sendShopify(
            app,
            shop,
            "orders/paid",
            shopifyOrder(orderId, click, { financialStatus: "paid" }),
          );
          assert.equal(paid.outcome, "attributed");
        });
        assert.deepEqual(delta, {
          ledgerMinor: 0,
          payableMinor: 0,
          sales: 0,
          earningsMinor: 0,
        });
      },
    );

    await t.step(
      "WooCommerce refunded then processing: the refunded order credits nothing",
      async () => {
        const click = await clickId(app, code);
        const delta = await measure(async () => {
          const refunded = await sendWoo(
            app,
            woo,
            wooOrder(7301, click, {
              status: "refunded",
              paymentMethod: "stripe",
              refunds: [{ id: 7302, total: "-27.20" }],
            }),
          );
          assert.equal(refunded.status, 200);
          assert.equal(refunded.outcome, "waiting");
          const processing = await sendWoo(
            app,
            woo,
            wooOrder(7301, click, {
              status: "processing",
              paymentMethod: "stripe",
            }),
            "order.created",
          );
          assert.equal(processing.outcome, "attributed");
        });
        assert.deepEqual(delta, {
          ledgerMinor: 0,
          payableMinor: 0,
          sales: 0,
          earningsMinor: 0,
        });
      },
    );

    await t.step(
      "WooCommerce: a cancelled cash-on-delivery order first, then its processing and completed deliveries, credits nothing",
      async () => {
        const click = await clickId(app, code);
        const delta = await measure(async () => {
          const cancelled = await sendWoo(
            app,
            woo,
            wooOrder(7401, click, { status: "cancelled" }),
          );
          assert.equal(cancelled.outcome, "waiting");
          assert.equal(
            (await sendWoo(
              app,
              woo,
              wooOrder(7401, click, { status: "processing" }),
              "order.created",
            )).outcome,
            "attributed",
          );
          assert.equal(
            (await sendWoo(
              app,
              woo,
              wooOrder(7401, click, { status: "completed" }),
            )).outcome,
            "ignored",
          );
        });
        assert.deepEqual(delta, {
          ledgerMinor: 0,
          payableMinor: 0,
          sales: 0,
          earningsMinor: 0,
        });
        const balance =
          (await app.json("/api/payouts/balance", { token: ali.token })).body;
        const [pending] = await app.infra.sql`
          SELECT COALESCE(SUM(amount_minor), 0)::int AS n FROM ledger_entries
          WHERE user_id = ${ali.id} AND available_on = 'infinity'`;
        assert.equal(Math.round(balance.pendingApproval * 100), pending.n);
      },
    );

    await t.step(
      "postback REVERSED then APPROVED: the reversal waits (OK waiting) and the approved sale credits nothing",
      async () => {
        const click = await clickId(app, code);
        const delta = await measure(async () => {
          const reversed = await sendPostback(app, net, {
            order_id: "RV-1001",
            status: "REVERSED",
          });
          assert.deepEqual(reversed, { status: 200, outcome: "waiting" });
          // Networks resend: the repeat is a duplicate, still answered 200.
          assert.deepEqual(
            await sendPostback(app, net, {
              order_id: "RV-1001",
              status: "REVERSED",
            }),
            { status: 200, outcome: "duplicate" },
          );
          assert.deepEqual(
            await sendPostback(app, net, {
              order_id: "RV-1001",
              click_id: click,
              amount: "1500.00",
              status: "APPROVED",
            }),
            { status: 200, outcome: "attributed" },
          );
        });
        assert.deepEqual(delta, {
          ledgerMinor: 0,
          payableMinor: 0,
          sales: 0,
          earningsMinor: 0,
        });
      },
    );

    await t.step(
      "CSV: a refund row before its sale row waits and applies when the sale is imported",
      async () => {
        const delta = await measure(async () => {
          assert.equal(
            await importCsvRow(app, admin.token, net, {
              order_id: "CSV-9",
              link_code: code,
              amount: "25.00",
              status: "refund",
            }),
            "waiting",
          );
          assert.equal(
            await importCsvRow(app, admin.token, net, {
              order_id: "CSV-9",
              link_code: code,
              amount: "100.00",
              status: "approved",
            }),
            "attributed",
          );
        });
        // 100.00 at 50 % is 50.00; a quarter refunded takes back 12.50.
        assert.deepEqual(delta, {
          ledgerMinor: 3_750,
          payableMinor: 3_750,
          sales: 1,
          earningsMinor: 3_750,
        });
      },
    );

    await t.step(
      "POST /api/conversions: a refund before its sale is kept (202 waiting) and applied when the sale arrives",
      async () => {
        const delta = await measure(async () => {
          const early = await sendConversion(app, {
            linkCode: code,
            orderId: "API-77",
            amount: "25.00",
            status: "refund",
          });
          assert.equal(early.status, 202, JSON.stringify(early.body));
          assert.deepEqual(early.body, {
            outcome: "waiting",
            orderId: "API-77",
            status: "refund",
            amount: 25,
            message: WAITING_MESSAGES.refund,
          });
          const again = await sendConversion(app, {
            linkCode: code,
            orderId: "API-77",
            amount: "25.00",
            status: "refund",
          });
          assert.equal(again.status, 202);
          assert.deepEqual(again.body, early.body);
          const sale = await sendConversion(app, {
            linkCode: code,
            orderId: "API-77",
            amount: "100.00",
            status: "sale",
          });
          assert.equal(sale.status, 201, JSON.stringify(sale.body));
          // The refund is recorded now: a repeat of it answers the stored refund.
          const after = await sendConversion(app, {
            linkCode: code,
            orderId: "API-77",
            amount: "25.00",
            status: "refund",
          });
          assert.equal(after.status, 200, JSON.stringify(after.body));
          assert.equal(after.body.earnings, -12.5);
        });
        assert.deepEqual(delta, {
          ledgerMinor: 3_750,
          payableMinor: 3_750,
          sales: 1,
          earningsMinor: 3_750,
        });
        const events = await app.infra.sql`
          SELECT outcome, reason FROM source_events WHERE source_id = 1 AND order_id = 'API-77' ORDER BY id`;
        assert.deepEqual(events.map((e) => e.outcome), [
          "attributed",
          "duplicate",
          "attributed",
          "duplicate",
        ]);
        assert.equal(events[0].reason, WAITING_MESSAGES.applied);
      },
    );

    await t.step(
      "postbacks: TUNE's transaction_id as both click id and order id; Everflow's {transaction_id} alone keys the order",
      async () => {
        const tune = await addSource(app, admin.token, {
          name: "TUNE",
          kind: "postback",
          params: { click_id: "transaction_id", order_id: "transaction_id" },
        });
        const click = await clickId(app, code);
        const delta = await measure(async () => {
          const params = {
            transaction_id: click,
            amount: "120.00",
            status: "approved",
          };
          assert.deepEqual(await sendPostback(app, tune, params), {
            status: 200,
            outcome: "attributed",
          });
          assert.deepEqual(await sendPostback(app, tune, params), {
            status: 200,
            outcome: "duplicate",
          });
        });
        assert.equal(delta.payableMinor, 6_000);
        assert.equal(delta.sales, 1);
        const [tuneEvent] = await app.infra.sql`
          SELECT order_id FROM source_events WHERE source_id = ${tune.id} ORDER BY id LIMIT 1`;
        assert.equal(tuneEvent.order_id, click);

        // Everflow: the postback template is ?click_id={transaction_id}&sale_amount={sale_amount}, no order id.
        const everflow = await addSource(app, admin.token, {
          name: "Everflow",
          kind: "postback",
          params: { amount: "sale_amount" },
        });
        const first = await clickId(app, code);
        const second = await clickId(app, code);
        const everflowDelta = await measure(async () => {
          for (const c of [first, second]) {
            assert.deepEqual(
              await sendPostback(app, everflow, {
                click_id: c,
                order_id: "{order_id}",
                sale_amount: "80.00",
              }),
              { status: 200, outcome: "attributed" },
            );
          }
          // One conversion per click: the same click again is the same conversion.
          assert.equal(
            (await sendPostback(app, everflow, {
              click_id: first,
              sale_amount: "80.00",
            })).outcome,
            "duplicate",
          );
          assert.equal(
            (await sendPostback(app, everflow, {
              click_id: second,
              status: "rejected",
            })).outcome,
            "attributed",
          );
        });
        assert.deepEqual(everflowDelta, {
          ledgerMinor: 4_000,
          payableMinor: 4_000,
          sales: 1,
          earningsMinor: 4_000,
        });
        const orders = await app.infra.sql`
          SELECT order_id, status FROM source_orders WHERE source_id = ${everflow.id} ORDER BY id`;
        assert.deepEqual(orders.map((o) => ({ ...o })), [
          { order_id: `click:${first}`, status: "approved" },
          { order_id: `click:${second}`, status: "reversed" },
        ]);
        const missing = await sendPostback(app, everflow, {
          sale_amount: "80.00",
        });
        assert.equal(missing.status, 400);
      },
    );

    await t.step(
      "postbacks: pending after approved is ignored, not a duplicate",
      async () => {
        const click = await clickId(app, code);
        const pb = (status: string) =>
          sendPostback(app, net, {
            order_id: "PA-1",
            click_id: click,
            amount: "50.00",
            status,
          });
        assert.equal((await pb("pending")).outcome, "attributed");
        assert.equal((await pb("approved")).outcome, "attributed");
        const stale = await pb("pending");
        assert.deepEqual(stale, { status: 200, outcome: "ignored" });
        const [last] = await app.infra.sql`
          SELECT reason FROM source_events WHERE source_id = ${net.id} ORDER BY id DESC LIMIT 1`;
        assert.equal(
          last.reason,
          "A pending sale after the order was approved changes nothing.",
        );
        // Approved first, then pending: ignored as well.
        const other = await clickId(app, code);
        const pb2 = (status: string) =>
          sendPostback(app, net, {
            order_id: "PA-2",
            click_id: other,
            amount: "50.00",
            status,
          });
        assert.equal((await pb2("approved")).outcome, "attributed");
        assert.equal((await pb2("pending")).outcome, "ignored");
      },
    );
  },
);
