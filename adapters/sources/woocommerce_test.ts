import assert from "node:assert/strict";
import {
  readWooCommerceDelivery,
  type WooCommerceSource,
} from "./woocommerce.ts";
import { signBase64 } from "./hmac_signature.ts";
import {
  type ConversionStep,
  type DeliveryReading,
  stepDedupeKey,
} from "../../domain/sources/conversion_step.ts";
import {
  applyStep,
  type OrderProgress,
} from "../../domain/sources/order_progress.ts";

const source: WooCommerceSource = {
  secret: "kamai_3f9a1c0e8b7d4a6f2e5c9b1a0d8e7f6c",
  currency: "USD",
};
const ORDER: Record<string, unknown> = JSON.parse(
  Deno.readTextFileSync(
    new URL("./fixtures/woocommerce_order.json", import.meta.url),
  ),
);
const order = (changes: Record<string, unknown>) =>
  JSON.stringify({ ...ORDER, ...changes });

async function deliver(
  body: string,
  { topic = "order.updated", secret = source.secret, into = source } = {},
): Promise<DeliveryReading> {
  const [resource, event] = topic.split(".");
  const headers = new Headers({
    "Content-Type": "application/json",
    "User-Agent": "WooCommerce/9.4.2 Hookshot (WordPress/6.7.1)",
    "X-WC-Webhook-Source": "https://example.com/",
    "X-WC-Webhook-Topic": topic,
    "X-WC-Webhook-Resource": resource,
    "X-WC-Webhook-Event": event,
    "X-WC-Webhook-Signature": await signBase64(secret, body),
    "X-WC-Webhook-ID": "15",
    "X-WC-Webhook-Delivery-ID": crypto.randomUUID().replaceAll("-", ""),
  });
  return await readWooCommerceDelivery(
    into,
    headers,
    new TextEncoder().encode(body),
  );
}

async function steps(body: string, topic?: string): Promise<ConversionStep[]> {
  const reading = await deliver(body, { topic });
  assert.equal(reading.outcome, "steps", JSON.stringify(reading));
  if (reading.outcome !== "steps") throw new Error("unreachable");
  assert.deepEqual(reading.delivery.deliveryKeys, []);
  assert.equal(reading.delivery.orderId, "727");
  return reading.delivery.steps;
}

Deno.test("order.created, processing, cash on delivery: a pending sale of total − tax − shipping", async () => {
  assert.deepEqual(await steps(JSON.stringify(ORDER), "order.created"), [{
    kind: "sale",
    orderId: "727",
    amountMinor: 2_720 - 120 - 1_000,
    status: "pending",
    attribution: { clickId: "c_woo42", couponCodes: ["ali10"] },
    currency: "USD",
    occurredAt: new Date("2026-11-20T09:28:02Z"),
  }]);
});

Deno.test("processing paid by card approves (carrying the sale approved); completed approves, or creates the sale approved", async () => {
  const [card] = await steps(order({ payment_method: "stripe" }));
  assert.equal(card.kind, "approve");
  assert.equal(card.kind === "approve" && card.sale?.status, "approved");
  const [completed] = await steps(order({ status: "completed" }));
  assert.equal(completed.kind, "approve");
  if (completed.kind !== "approve") return;
  assert.equal(completed.sale?.status, "approved");
  assert.equal(completed.sale?.amountMinor, 1_600);
});

Deno.test("each status as the table says: pending, on-hold and cod processing pending; processing and completed approved; cancelled, failed, refunded reversed", async () => {
  const table: [string, string, string][] = [
    ["pending", "bacs", "sale/pending"],
    ["on-hold", "bacs", "sale/pending"],
    ["processing", "cod", "sale/pending"],
    ["processing", "stripe", "approve/approved"],
    ["completed", "cod", "approve/approved"],
    ["cancelled", "cod", "reverse"],
    ["failed", "stripe", "reverse"],
    ["refunded", "stripe", "reverse"],
  ];
  for (const [status, payment_method, expected] of table) {
    const [step, ...rest] = await steps(order({ status, payment_method }));
    assert.equal(rest.length, 0);
    const said = step.kind === "sale"
      ? `sale/${step.status}`
      : step.kind === "approve"
      ? `approve/${step.sale?.status}`
      : step.kind;
    assert.equal(said, expected, `${status} (${payment_method})`);
  }
  // A pending order paid later: the pending sale, then an approval (its own key) that makes it payable.
  const [pending] = await steps(order({ status: "on-hold" }));
  const [paid] = await steps(
    order({ status: "processing", payment_method: "bacs" }),
  );
  assert.notEqual(stepDedupeKey(pending), stepDedupeKey(paid));
  const terms = { commissionBp: 1000, commissionBase: "sale" as const };
  const sale = applyStep(null, pending, terms);
  assert.equal(sale.outcome === "applied" && sale.next.status, "pending");
  if (sale.outcome !== "applied") return;
  const approved = applyStep(sale.next, paid, terms);
  assert.equal(
    approved.outcome === "applied" && approved.next.status,
    "approved",
  );
});

Deno.test("cancelled, failed and refunded reverse; other statuses are ignored", async () => {
  for (const status of ["cancelled", "failed", "refunded"]) {
    assert.deepEqual(await steps(order({ status })), [{
      kind: "reverse",
      orderId: "727",
    }]);
  }
  for (const status of ["checkout-draft", "trash", "constructor"]) {
    const reading = await deliver(order({ status }));
    assert.equal(reading.outcome, "ignored", status);
    if (reading.outcome === "ignored") assert.equal(reading.orderId, "727");
  }
});

Deno.test("each refunds[] entry is a refund, keyed by its id, a share of the order total", async () => {
  const first = { id: 726, reason: "", total: "-10.00" };
  const once = await steps(order({ status: "completed", refunds: [first] }));
  assert.deepEqual(once[1], {
    kind: "refund",
    orderId: "727",
    refundId: "726",
    refundMinor: 1_000,
    basisMinor: 2_720,
  });
  // The next order.updated repeats the first refund and adds a second: same key for the old one, a new key for the new.
  const twice = await steps(
    order({
      status: "completed",
      refunds: [{ id: 731, reason: "damaged", total: "-5.20" }, first],
    }),
  );
  assert.deepEqual(twice.map(stepDedupeKey), [
    "order:727:approve",
    "refund:731",
    "refund:726",
  ]);
  assert.equal(stepDedupeKey(once[1]), "refund:726");
});

Deno.test("partial refunds then a full refund take back exactly what the sale earned", async () => {
  const terms = { commissionBp: 1000, commissionBase: "sale" as const };
  const refunds = [
    { id: 726, reason: "", total: "-10.00" },
    { id: 731, reason: "", total: "-17.20" },
  ];
  const all = await steps(order({ status: "refunded", refunds }));
  assert.deepEqual(all.map((s) => s.kind), ["refund", "refund", "reverse"]);
  const [sale] = await steps(JSON.stringify(ORDER));
  let progress: OrderProgress | null = null;
  const taken: number[] = [];
  for (const step of [sale, ...all]) {
    const decision = applyStep(progress, step, terms);
    if (decision.outcome !== "applied") continue;
    progress = decision.next;
    for (const e of decision.effects) {
      if (e.kind === "take_back") taken.push(e.amountMinor);
    }
  }
  // Earned 1.60; 10.00 of 27.20 → 0.588 → 0.59; the rest of the total → the remaining 1.01; the reversal finds nothing
  // left to take back (0) but still takes the sale out of the sales count.
  assert.deepEqual(taken, [59, 101, 0]);
  assert.equal(progress?.status, "reversed");
});

Deno.test("attribution: session entry click id, else meta_data kamai_click_id / click_id, else coupons", async () => {
  const meta = (ORDER.meta_data as { key: string }[]).filter((m) =>
    m.key !== "_wc_order_attribution_session_entry"
  );
  const [viaMeta] = await steps(
    order({
      meta_data: [...meta, { id: 9, key: "kamai_click_id", value: "c_meta" }],
    }),
  );
  assert.deepEqual(viaMeta.kind === "sale" && viaMeta.attribution, {
    clickId: "c_meta",
    couponCodes: ["ali10"],
  });
  const [viaCoupon] = await steps(order({ meta_data: meta }));
  assert.deepEqual(viaCoupon.kind === "sale" && viaCoupon.attribution, {
    couponCodes: ["ali10"],
  });
  const [none] = await steps(order({ meta_data: [], coupon_lines: [] }));
  assert.deepEqual(none.kind === "sale" && none.attribution, {});
});

Deno.test("the activation ping is recognised and changes nothing; an unsigned order is not a ping", async () => {
  const ping = new Headers({
    "Content-Type": "application/x-www-form-urlencoded",
  });
  assert.deepEqual(
    await readWooCommerceDelivery(source, ping, "webhook_id=15"),
    {
      outcome: "ping",
    },
  );
  assert.deepEqual(
    await readWooCommerceDelivery(
      source,
      new Headers(),
      new TextEncoder().encode("webhook_id=15"),
    ),
    { outcome: "ping" },
  );
  const unsigned = await readWooCommerceDelivery(
    source,
    new Headers(),
    JSON.stringify(ORDER),
  );
  assert.equal(
    unsigned.outcome === "rejected" && unsigned.code,
    "BAD_SIGNATURE",
  );
  const withHeaders = new Headers({ "X-WC-Webhook-Topic": "order.created" });
  const spoofed = await readWooCommerceDelivery(
    source,
    withHeaders,
    "webhook_id=15",
  );
  assert.equal(spoofed.outcome === "rejected" && spoofed.code, "BAD_SIGNATURE");
});

Deno.test("a wrong signature, another currency or a broken body is rejected; other topics ignored", async () => {
  const wrong = await deliver(JSON.stringify(ORDER), {
    secret: "not-the-secret",
  });
  assert.deepEqual(wrong, {
    outcome: "rejected",
    code: "BAD_SIGNATURE",
    reason: "X-WC-Webhook-Signature does not match this source's secret.",
  });
  const pkr = await deliver(JSON.stringify(ORDER), {
    into: { ...source, currency: "PKR" },
  });
  assert.equal(pkr.outcome === "rejected" && pkr.code, "CURRENCY_MISMATCH");
  for (
    const body of [
      "{",
      "[]",
      order({ id: "seven" }),
      order({ total: null }),
      order({ total: "5.00" }),
      order({ refunds: [{ id: 726, total: "ten" }] }),
    ]
  ) {
    const reading = await deliver(body);
    assert.equal(
      reading.outcome === "rejected" && reading.code,
      "MALFORMED",
      body.slice(0, 80),
    );
  }
  // A JSON number is read from its exact text, not as a float.
  const [numeric] = await steps(
    order({ total: 27.2, total_tax: 1.2, shipping_total: 10 }),
  );
  assert.equal(numeric.kind === "sale" && numeric.amountMinor, 1_600);
  const product = await deliver('{"id": 93}', { topic: "product.updated" });
  assert.equal(product.outcome, "ignored");
});
