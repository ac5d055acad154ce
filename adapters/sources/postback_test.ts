import assert from "node:assert/strict";
import { type PostbackSource, readPostback } from "./postback.ts";
import {
  type ConversionStep,
  type DeliveryReading,
  stepDedupeKey,
} from "../../domain/sources/conversion_step.ts";

const tune: PostbackSource = {
  currency: "PKR",
  commissionBase: "sale",
  params: { click_id: "aff_sub", order_id: "adv_sub" },
};
const q = (text: string) => new URLSearchParams(text);

function steps(reading: DeliveryReading): ConversionStep[] {
  assert.equal(reading.outcome, "steps", JSON.stringify(reading));
  if (reading.outcome !== "steps") throw new Error("unreachable");
  return reading.delivery.steps;
}

function rejection(reading: DeliveryReading): string {
  assert.equal(reading.outcome, "rejected", JSON.stringify(reading));
  return reading.outcome === "rejected"
    ? `${reading.code}: ${reading.reason}`
    : "";
}

Deno.test("a GET postback with renamed parameters: approved records or approves the sale", () => {
  const read = steps(readPostback(
    tune,
    q("aff_sub=c_91f2&adv_sub=DRZ-1001&amount=1500.00&payout=75.50&status=approved&currency=PKR"),
  ));
  assert.deepEqual(read, [{
    kind: "approve",
    orderId: "DRZ-1001",
    sale: {
      kind: "sale",
      orderId: "DRZ-1001",
      amountMinor: 150_000,
      payoutMinor: 7_550,
      status: "approved",
      attribution: { clickId: "c_91f2" },
      currency: "PKR",
    },
  }]);
});

Deno.test("a form POST postback (Impact names): pending is a pending sale; the body wins over the query", () => {
  const impact: PostbackSource = {
    currency: "PKR",
    commissionBase: "payout",
    params: {
      click_id: "SubId1",
      order_id: "OID",
      amount: "Amount",
      payout: "Payout",
      status: "Status",
    },
  };
  const [sale] = steps(readPostback(
    impact,
    q("SubId1=from_query"),
    q("SubId1=c_form&OID=A-77&Amount=999.99&Payout=12.345&Status=PENDING"),
  ));
  assert.deepEqual(sale, {
    kind: "sale",
    orderId: "A-77",
    amountMinor: 99_999,
    payoutMinor: 1_235, // rounded half up from decimal text
    status: "pending",
    attribution: { clickId: "c_form" },
  });
});

Deno.test("status: absent means approved, reversal words reverse, unknown words are refused", () => {
  const [absent] = steps(readPostback(tune, q("adv_sub=1&amount=10")));
  assert.equal(absent.kind, "approve");
  for (const word of ["rejected", "declined", "reversed", "refunded", "-1"]) {
    assert.deepEqual(steps(readPostback(tune, q(`adv_sub=1&status=${word}`))), [
      { kind: "reverse", orderId: "1" },
    ]);
  }
  assert.match(
    rejection(readPostback(tune, q("adv_sub=1&amount=10&status=maybe"))),
    /^MALFORMED: Unknown status/,
  );
});

Deno.test("pending then approved for one order are two steps; a repeat is the same key", () => {
  const pending =
    steps(readPostback(tune, q("adv_sub=9&amount=10&status=0")))[0];
  const approved =
    steps(readPostback(tune, q("adv_sub=9&amount=10&status=1")))[0];
  const again =
    steps(readPostback(tune, q("adv_sub=9&amount=10&status=1&aff_sub=x")))[0];
  assert.notEqual(stepDedupeKey(pending), stepDedupeKey(approved));
  assert.equal(stepDedupeKey(approved), stepDedupeKey(again));
});

Deno.test("a macro the network left unfilled is no value", () => {
  for (const macro of ["{aff_sub}", "{{sub1}}", "[[[subid]]]", "${click}"]) {
    const [step] = steps(
      readPostback(
        tune,
        q(`adv_sub=5&amount=1&aff_sub=${encodeURIComponent(macro)}`),
      ),
    );
    assert.deepEqual(
      step.kind === "approve" && step.sale?.attribution,
      {},
      macro,
    );
  }
  assert.match(
    rejection(readPostback(tune, q("adv_sub={adv_sub}&amount=1"))),
    /adv_sub/,
  );
});

Deno.test("missing or bad fields and another currency are refused, naming the parameter", () => {
  assert.equal(
    rejection(readPostback(tune, q("amount=1&status=approved"))),
    "MALFORMED: order_id (parameter adv_sub) or click_id (parameter aff_sub) is required (at most 200 characters).",
  );
  assert.equal(
    rejection(readPostback(tune, q(`adv_sub=${"x".repeat(201)}&amount=1`))),
    "MALFORMED: order_id (parameter adv_sub) must be at most 200 characters.",
  );
  assert.match(
    rejection(readPostback(tune, q("adv_sub=1"))),
    /amount is required/,
  );
  assert.match(
    rejection(readPostback(tune, q("adv_sub=1&amount=1,500"))),
    /amount must be/,
  );
  assert.match(
    rejection(readPostback(tune, q("adv_sub=1&amount=-5"))),
    /amount must be/,
  );
  assert.match(
    rejection(readPostback(tune, q("adv_sub=1&amount=5&payout=abc"))),
    /payout must be/,
  );
  assert.match(
    rejection(
      readPostback(
        { ...tune, commissionBase: "payout" },
        q("adv_sub=1&amount=5"),
      ),
    ),
    /payout is required/,
  );
  assert.match(
    rejection(readPostback(tune, q("adv_sub=1&amount=5&currency=USD"))),
    /^CURRENCY_MISMATCH: .*USD.*PKR/,
  );
  // A reversal needs no amount.
  assert.equal(
    readPostback(tune, q("adv_sub=1&status=reversed")).outcome,
    "steps",
  );
});

Deno.test("without an order id the click id is the order key: TUNE's transaction_id feeds both fields", () => {
  // TUNE: the network's transaction id is the click id Kamai handed it, and its only conversion id.
  const tuneTransaction: PostbackSource = {
    currency: "PKR",
    commissionBase: "sale",
    params: { click_id: "transaction_id", order_id: "transaction_id" },
  };
  const id = "102a8f3c6a1b7e0d94c25f1e3b8d7a66";
  const [approve] = steps(readPostback(
    tuneTransaction,
    q(`transaction_id=${id}&amount=2500.00&status=approved`),
  ));
  assert.equal(approve.kind, "approve");
  assert.equal(approve.orderId, id);
  assert.deepEqual(
    approve.kind === "approve" && approve.sale?.attribution,
    { clickId: id },
  );
});

Deno.test("Everflow's {transaction_id} as the click id, no order id: one conversion per click", () => {
  const everflow: PostbackSource = {
    currency: "PKR",
    commissionBase: "sale",
    params: { amount: "sale_amount" },
  };
  const id = "c3f1e0a9b2d84c6f8e7a1b0c9d2e3f4a";
  for (
    const query of [
      `click_id=${id}&sale_amount=99.00`,
      // The order id macro the network left unfilled counts as absent.
      `click_id=${id}&order_id=${
        encodeURIComponent("{order_id}")
      }&sale_amount=99.00`,
    ]
  ) {
    const [approve] = steps(readPostback(everflow, q(query)));
    assert.equal(approve.orderId, `click:${id}`);
    assert.equal(
      stepDedupeKey(approve),
      `order:click:${id}:approve`,
    );
  }
  const [reverse] = steps(
    readPostback(everflow, q(`click_id=${id}&status=rejected`)),
  );
  assert.deepEqual(reverse, { kind: "reverse", orderId: `click:${id}` });
});
