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
    rejection(readPostback(tune, q("aff_sub=c&amount=1"))),
    "MALFORMED: order_id (parameter adv_sub) is required (at most 200 characters).",
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
