import assert from "node:assert/strict";
import { parseCsvFile } from "./csv_file.ts";
import { readImportRows } from "./csv_import.ts";

const source = { currency: "PKR", commissionBase: "sale" as const };
const file = (text: string) => {
  const parsed = parseCsvFile(new TextEncoder().encode(text));
  assert.ok(parsed.ok);
  return parsed.value;
};

Deno.test("a Shopify export: line items once under the order's Id, a click id from Note Attributes, dates with offsets", () => {
  const csv = [
    "Name,Financial Status,Currency,Subtotal,Total,Created at,Note Attributes,Refunded Amount,Payment Method,Id",
    `#1001,partially_refunded,PKR,100.00,120.00,2026-10-02 23:30:00 -0500,"gift: yes`,
    `click_id: c-123",30.00,Shopify Payments,820982911946154508`,
    `#1001,,,,,2026-10-02 23:30:00 -0500,,,,`,
    `#1002,paid,pkr,50.00,50.00,2026-10-03T01:00:00Z,,,Shopify Payments,`,
  ].join("\n");
  const rows = readImportRows(file(csv), {}, source, "2026-11-27", {
    preset: "shopify",
  });
  assert.ok(rows.ok);
  const [first, item, second] = rows.value;
  assert.ok("delivery" in first);
  assert.equal(first.date, "2026-10-03");
  assert.equal(first.refundsSoFar, true);
  assert.deepEqual(first.delivery.steps, [
    {
      kind: "approve",
      orderId: "820982911946154508",
      sale: {
        kind: "sale",
        orderId: "820982911946154508",
        amountMinor: 10000,
        status: "approved",
        attribution: { clickId: "c-123" },
      },
    },
    {
      kind: "refund",
      orderId: "820982911946154508",
      refundId: "csv:820982911946154508:refunded:3000",
      refundMinor: 3000,
      basisMinor: 12000,
    },
  ]);
  assert.deepEqual(item, {
    line: 4,
    orderId: "820982911946154508",
    ignored:
      "A further line item of order 820982911946154508, counted once on line 2.",
  });
  // No Id: the Name is the order id.
  assert.ok("delivery" in second);
  assert.equal(second.delivery.orderId, "#1002");
  assert.equal(second.date, "2026-10-03");
});

Deno.test("without a preset nothing groups, and words are the postback's", () => {
  const csv =
    "Order,Amount,Status,Currency\nA-1,10,approved,PKR\nA-1,5,refund,\nA-2,1,paid,USD\n";
  const rows = readImportRows(
    file(csv),
    {
      order_id: "Order",
      amount: "Amount",
      status: "Status",
      currency: "Currency",
    },
    source,
    "2026-11-27",
  );
  assert.ok(rows.ok);
  assert.equal(rows.value.length, 3);
  assert.ok("delivery" in rows.value[0] && "delivery" in rows.value[1]);
  const refused = rows.value[2];
  assert.ok("rejected" in refused);
  assert.equal(refused.orderId, "A-2");
  assert.match(refused.rejected, /USD.*PKR/);
});
