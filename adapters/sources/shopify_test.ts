import assert from "node:assert/strict";
import { readShopifyDelivery, type ShopifySource } from "./shopify.ts";
import { signBase64 } from "./hmac_signature.ts";
import type {
  DeliveryReading,
  SourceDelivery,
} from "../../domain/sources/conversion_step.ts";
import { stepDedupeKey } from "../../domain/sources/conversion_step.ts";
import { applyStep } from "../../domain/sources/order_progress.ts";

const source: ShopifySource = {
  secret: "shpss_store_signing_key",
  currency: "USD",
};
const fixture = (name: string) =>
  Deno.readTextFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const ORDER = fixture("shopify_orders_create.json");
const REFUND = fixture("shopify_refunds_create.json");
// Shopify's published orders/create sample, the body of "Send test notification": voided, cancelled, test.
const SAMPLE = fixture("shopify_test_notification.json");
// The same sample as a real paid order: not a test, not cancelled.
const PAID = SAMPLE.replace('"test": true', '"test": false')
  .replace('"financial_status": "voided"', '"financial_status": "paid"')
  .replace(/"cancelled_at": "[^"]*"/, '"cancelled_at": null')
  .replace('"cancel_reason": "customer"', '"cancel_reason": null');

async function deliver(
  topic: string,
  body: string,
  {
    secret = source.secret,
    webhookId = "b54557e4-8a5f-4f7d-9bd0-43aa0b5eaf3a",
    into = source,
  } = {},
): Promise<DeliveryReading> {
  const headers = new Headers({
    "Content-Type": "application/json",
    "X-Shopify-Topic": topic,
    "X-Shopify-Hmac-Sha256": await signBase64(secret, body),
    "X-Shopify-Shop-Domain": "kamai-demo.myshopify.com",
    "X-Shopify-API-Version": "2025-10",
    "X-Shopify-Webhook-Id": webhookId,
    "X-Shopify-Event-Id": "98880550-7158-44d4-b7cd-2c97c8a091b5",
    "X-Shopify-Triggered-At": "2026-11-20T09:05:12.449Z",
  });
  return await readShopifyDelivery(
    into,
    headers,
    new TextEncoder().encode(body),
  );
}

function delivery(reading: DeliveryReading): SourceDelivery {
  assert.equal(reading.outcome, "steps", JSON.stringify(reading));
  if (reading.outcome !== "steps") throw new Error("unreachable");
  return reading.delivery;
}

Deno.test("orders/create: a cash-on-delivery order is a pending sale, its 18-digit id kept exactly", async () => {
  const d = delivery(await deliver("orders/create", ORDER));
  // 820982911946154508 > 2^53: JSON.parse would have made it ...500.
  assert.equal(d.orderId, "820982911946154508");
  assert.notEqual(String(JSON.parse(ORDER).id), d.orderId);
  assert.deepEqual(d.deliveryKeys, [
    "shopify-webhook:b54557e4-8a5f-4f7d-9bd0-43aa0b5eaf3a",
    "shopify-event:98880550-7158-44d4-b7cd-2c97c8a091b5",
  ]);
  assert.deepEqual(d.steps, [{
    kind: "sale",
    orderId: "820982911946154508",
    amountMinor: 38_800, // subtotal_price: after discounts, without shipping and tax
    status: "pending",
    attribution: { clickId: "c_7f3a9e51", couponCodes: ["ALI10"] },
    currency: "USD",
    occurredAt: new Date("2026-11-20T09:05:11Z"),
  }]);
});

Deno.test("orders/create: a paid order is an approval carrying its sale approved; current_subtotal_price when subtotal_price is absent", async () => {
  const paid = ORDER.replace(
    '"financial_status": "pending"',
    '"financial_status": "paid"',
  )
    .replace('"subtotal_price": "388.00",', "")
    .replace(
      '"current_subtotal_price": "388.00"',
      '"current_subtotal_price": "387.99"',
    );
  assert.ok(!paid.includes('"subtotal_price"'));
  const [step] = delivery(await deliver("orders/create", paid)).steps;
  assert.equal(step.kind, "approve");
  if (step.kind !== "approve") return;
  assert.equal(step.sale?.status, "approved");
  assert.equal(step.sale?.amountMinor, 38_799);
});

Deno.test("the sale amount is subtotal_price (merchandise after discounts, before shipping and tax), not current_subtotal_price", async () => {
  // Shopify's published sample has them differ (1575.90 and 1585.90).
  const [step] = delivery(await deliver("orders/create", PAID)).steps;
  assert.equal(step.kind === "approve" && step.sale?.amountMinor, 157_590);
});

Deno.test("orders/paid approves the sale, carrying an approved sale for when orders/create never came", async () => {
  const paid = ORDER.replace(
    '"financial_status": "pending"',
    '"financial_status": "paid"',
  );
  const [step] = delivery(await deliver("orders/paid", paid)).steps;
  assert.equal(step.kind, "approve");
  if (step.kind !== "approve") return;
  assert.equal(step.orderId, "820982911946154508");
  assert.equal(step.sale?.status, "approved");
  assert.equal(step.sale?.amountMinor, 38_800);
  assert.notEqual(stepDedupeKey(step), stepDedupeKey(step.sale!));
});

Deno.test("orders/cancelled reverses the order", async () => {
  assert.deepEqual(delivery(await deliver("orders/cancelled", ORDER)).steps, [
    { kind: "reverse", orderId: "820982911946154508" },
  ]);
});

Deno.test("refunds/create refunds the merchandise (Σ subtotal_set), not the transactions' amount", async () => {
  const d = delivery(await deliver("refunds/create", REFUND));
  assert.deepEqual(d.steps, [{
    kind: "refund",
    orderId: "820982911946154508",
    refundId: "890088186047892319",
    refundMinor: 8_999 + 1_999,
  }]);
  // Without subtotal_set the numeric subtotal is read from its exact text.
  const legacy = REFUND.replace(/"subtotal_set": \{[^}]*\}[^}]*\}\s*\},/g, "");
  assert.ok(!legacy.includes("subtotal_set"));
  const [step] = delivery(await deliver("refunds/create", legacy)).steps;
  assert.equal(step.kind === "refund" && step.refundMinor, 10_998);
});

Deno.test("a partial refund takes back its share of the sale's earnings", async () => {
  const [sale] = delivery(await deliver("orders/create", ORDER)).steps;
  const [refund] = delivery(await deliver("refunds/create", REFUND)).steps;
  const terms = { commissionBp: 1000, commissionBase: "sale" as const };
  const created = applyStep(null, sale, terms);
  assert.equal(created.outcome, "applied");
  if (created.outcome !== "applied") return;
  const refunded = applyStep(created.next, refund, terms);
  // Earned 38.80; 109.98 of 388.00 refunded → 10.998 → 11.00.
  assert.deepEqual(refunded.outcome === "applied" && refunded.effects, [
    { kind: "take_back", amountMinor: 1_100, cause: "refund" },
  ]);
  // A second partial refund is a new refund id, hence a new key; a retry is the same one.
  const second = REFUND.replaceAll("890088186047892319", "890088186047892320");
  const [again] = delivery(await deliver("refunds/create", second)).steps;
  assert.notEqual(stepDedupeKey(again), stepDedupeKey(refund));
});

Deno.test("a refund of shipping only moves no merchandise and is ignored", async () => {
  const shippingOnly = JSON.stringify({
    id: "890088186047892321",
    order_id: "820982911946154508",
    refund_line_items: [],
    order_adjustments: [{ amount: "-10.00", kind: "shipping_refund" }],
  }).replace(/"(\d{18})"/g, "$1");
  const reading = await deliver("refunds/create", shippingOnly);
  assert.equal(reading.outcome, "ignored");
  if (reading.outcome === "ignored") {
    assert.equal(reading.orderId, "820982911946154508");
  }
});

Deno.test("attribution falls back to note_attributes, then discount codes", async () => {
  const viaNote = ORDER.replace(
    '"landing_site": "/products/ipod-nano?click_id=c_7f3a9e51&utm_source=kamai"',
    '"landing_site": "http://www.example.com?source=abc"',
  ).replace(
    '{ "name": "colour", "value": "green" }',
    '{ "name": "kamai_click_id", "value": "c_note" }',
  );
  const [noted] = delivery(await deliver("orders/create", viaNote)).steps;
  assert.deepEqual(noted.kind === "sale" && noted.attribution, {
    clickId: "c_note",
    couponCodes: ["ALI10"],
  });
  const couponOnly = ORDER.replace(
    /"landing_site": "[^"]*"/,
    '"landing_site": null',
  );
  const [couponed] = delivery(await deliver("orders/create", couponOnly)).steps;
  assert.deepEqual(couponed.kind === "sale" && couponed.attribution, {
    couponCodes: ["ALI10"],
  });
});

Deno.test("a wrong key, a missing signature or a tampered body is rejected before the body is read", async () => {
  const wrongKey = await deliver("orders/create", ORDER, {
    secret: "another-key",
  });
  assert.deepEqual(wrongKey, {
    outcome: "rejected",
    code: "BAD_SIGNATURE",
    reason: "X-Shopify-Hmac-Sha256 does not match this source's key.",
  });
  const headers = new Headers({ "X-Shopify-Topic": "orders/create" });
  const missing = await readShopifyDelivery(source, headers, ORDER);
  assert.equal(missing.outcome === "rejected" && missing.code, "BAD_SIGNATURE");
  // A signature of the original body does not cover a tampered one.
  headers.set("X-Shopify-Hmac-Sha256", await signBase64(source.secret, ORDER));
  const tampered = await readShopifyDelivery(
    source,
    headers,
    ORDER.replace('"388.00"', '"988.00"'),
  );
  assert.equal(
    tampered.outcome === "rejected" && tampered.code,
    "BAD_SIGNATURE",
  );
});

Deno.test("another currency, a broken body or a missing amount is rejected; other topics are ignored", async () => {
  const pkr = await deliver("orders/create", ORDER, {
    into: { ...source, currency: "PKR" },
  });
  assert.equal(pkr.outcome === "rejected" && pkr.code, "CURRENCY_MISMATCH");
  const pkrRefund = await deliver("refunds/create", REFUND, {
    into: { ...source, currency: "PKR" },
  });
  assert.equal(
    pkrRefund.outcome === "rejected" && pkrRefund.code,
    "CURRENCY_MISMATCH",
  );
  for (
    const body of [
      "{",
      "[]",
      '"x"',
      '{"id": "abc"}',
      '{"id": 1, "financial_status": "paid"}',
    ]
  ) {
    const reading = await deliver("orders/create", body);
    assert.equal(
      reading.outcome === "rejected" && reading.code,
      "MALFORMED",
      body,
    );
  }
  const ignored = await deliver("products/update", '{"id": 632910392}');
  assert.equal(ignored.outcome, "ignored");
  // A payment state Kamai does not know says nothing (answered 2xx, so Shopify does not retry it).
  const unknown = await deliver(
    "orders/updated",
    '{"id": 1, "financial_status": "settling", "subtotal_price": "5.00"}',
  );
  assert.equal(unknown.outcome, "ignored");
  assert.equal(
    unknown.outcome === "ignored" && unknown.reason,
    'The financial status "settling" means nothing here.',
  );
});

Deno.test("a test order (the published sample, as Send test notification sends it) is recorded as a test, whatever its currency", async () => {
  for (const topic of ["orders/create", "orders/paid", "orders/updated"]) {
    for (const into of [source, { ...source, currency: "PKR" }]) {
      const reading = await deliver(topic, SAMPLE, { into });
      assert.deepEqual(reading, {
        outcome: "test",
        reason: "Test order: the connection works; test orders never earn.",
        orderId: "820982911946154508",
        deliveryKeys: [
          "shopify-webhook:b54557e4-8a5f-4f7d-9bd0-43aa0b5eaf3a",
          "shopify-event:98880550-7158-44d4-b7cd-2c97c8a091b5",
        ],
      });
    }
  }
});

Deno.test("the body's payment state wins over the topic: voided, refunded or cancelled_at set reverses, even on orders/paid", async () => {
  const notTest = SAMPLE.replace('"test": true', '"test": false');
  const cases: [string, string][] = [
    ["voided and cancelled", notTest],
    [
      "voided",
      notTest.replace(/"cancelled_at": "[^"]*"/, '"cancelled_at": null'),
    ],
    [
      "paid but cancelled_at set",
      notTest.replace(
        '"financial_status": "voided"',
        '"financial_status": "paid"',
      ),
    ],
    [
      "refunded",
      PAID.replace(
        '"financial_status": "paid"',
        '"financial_status": "refunded"',
      ),
    ],
  ];
  for (const [name, body] of cases) {
    for (
      const topic of [
        "orders/create",
        "orders/updated",
        "orders/paid",
        "orders/cancelled",
      ]
    ) {
      assert.deepEqual(
        delivery(await deliver(topic, body)).steps,
        [{ kind: "reverse", orderId: "820982911946154508" }],
        `${name} on ${topic}`,
      );
    }
  }
});

Deno.test("authorized, pending and partially_paid are a pending sale, on any order topic; paid approves it", async () => {
  for (const status of ["authorized", "pending", "partially_paid"]) {
    const body = PAID.replace(
      '"financial_status": "paid"',
      `"financial_status": "${status}"`,
    );
    for (const topic of ["orders/create", "orders/updated", "orders/paid"]) {
      const steps = delivery(await deliver(topic, body)).steps;
      assert.equal(steps.length, 1);
      assert.equal(steps[0].kind, "sale", `${status} on ${topic}`);
      assert.equal(steps[0].kind === "sale" && steps[0].status, "pending");
    }
  }
  // orders/updated is read as a state carrier: a paid body approves (and carries the sale for when none came).
  const [approve] = delivery(await deliver("orders/updated", PAID)).steps;
  assert.equal(approve.kind, "approve");
  assert.equal(approve.kind === "approve" && approve.sale?.status, "approved");
});

Deno.test("partially_refunded is the sale with the body's refunds, keyed like refunds/create", async () => {
  // The refund's text as it is, so its 18-digit ids stay exact.
  const withRefund = ORDER.replace(
    '"financial_status": "pending"',
    '"financial_status": "partially_refunded"',
  ).replace('"refunds": []', `"refunds": [${REFUND}]`);
  const steps = delivery(await deliver("orders/updated", withRefund)).steps;
  assert.equal(steps.length, 2);
  assert.equal(steps[0].kind, "approve");
  assert.equal(
    steps[0].kind === "approve" && steps[0].sale?.amountMinor,
    38_800,
  );
  assert.deepEqual(steps[1], {
    kind: "refund",
    orderId: "820982911946154508",
    refundId: "890088186047892319",
    refundMinor: 8_999 + 1_999,
  });
  const [alone] = delivery(await deliver("refunds/create", REFUND)).steps;
  assert.equal(stepDedupeKey(alone), stepDedupeKey(steps[1]));
});
