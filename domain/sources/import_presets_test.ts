import assert from "node:assert/strict";
import {
  importMeaning,
  isCashOnDelivery,
  presetColumns,
  readStatusMap,
} from "./import_presets.ts";

const SHOPIFY_HEADER =
  "Name,Email,Financial Status,Paid at,Fulfillment Status,Fulfilled at,Accepts Marketing,Currency,Subtotal,Shipping,Taxes,Total,Discount Code,Discount Amount,Shipping Method,Created at,Lineitem quantity,Lineitem name,Lineitem price,Notes,Note Attributes,Cancelled at,Payment Method,Payment Reference,Refunded Amount,Vendor,Id,Tags,Risk Level,Source"
    .split(",");

Deno.test("the Shopify preset maps an order export's columns", () => {
  assert.deepEqual(presetColumns("shopify", SHOPIFY_HEADER), {
    order_id: "Id",
    amount: "Subtotal",
    status: "Financial Status",
    date: "Created at",
    currency: "Currency",
    coupon_code: "Discount Code",
    click_id: "Note Attributes",
    total: "Total",
    refunded_amount: "Refunded Amount",
    payment_method: "Payment Method",
  });
  // Without an Id column the order's Name is its id; headers match case-insensitively and keep the file's spelling.
  const noId = SHOPIFY_HEADER.filter((h) => h !== "Id").map((h) =>
    h === "Subtotal" ? " SUBTOTAL " : h
  );
  const cols = presetColumns("shopify", noId);
  assert.equal(cols.order_id, "Name");
  assert.equal(cols.amount, " SUBTOTAL ");
});

Deno.test("the WooCommerce preset: the plugin's default columns, or Analytics'", () => {
  const plugin =
    "Order Number,Order Status,Order Date,Customer Note,Payment Method Title,Cart Discount Amount,Order Subtotal Amount,Shipping Method Title,Order Shipping Amount,Order Refund Amount,Order Total Amount,Order Total Tax Amount,SKU,Item #,Item Name,Quantity (- Refund),Item Cost,Coupon Code,Discount Amount,Discount Amount Tax"
      .split(",");
  assert.deepEqual(presetColumns("woocommerce", plugin), {
    order_id: "Order Number",
    amount: "Order Subtotal Amount",
    discount: "Cart Discount Amount",
    status: "Order Status",
    date: "Order Date",
    coupon_code: "Coupon Code",
    total: "Order Total Amount",
    refunded_amount: "Order Refund Amount",
    payment_method: "Payment Method Title",
  });
  // The order id webhooks carry and the payment method's id win when the export has them.
  const cols = presetColumns("woocommerce", [
    ...plugin,
    "Order ID",
    "Payment Method",
    "Currency",
  ]);
  assert.equal(cols.order_id, "Order ID");
  assert.equal(cols.payment_method, "Payment Method");
  assert.equal(cols.currency, "Currency");
  const analytics =
    "Date,Order #,Status,Customer,Customer type,Product(s),Items sold,Coupon(s),Net sales"
      .split(",");
  assert.deepEqual(presetColumns("woocommerce", analytics), {
    order_id: "Order #",
    amount: "Net sales",
    status: "Status",
    date: "Date",
    coupon_code: "Coupon(s)",
  });
});

Deno.test("status words per preset, the operator's statusMap first", () => {
  const shopify: [string, string][] = [
    ["paid", "approved"],
    ["PENDING", "pending"],
    ["authorized", "pending"],
    ["partially_paid", "pending"],
    ["partially_refunded", "approved"],
    ["refunded", "reversed"],
    ["voided", "reversed"],
  ];
  for (const [word, meaning] of shopify) {
    assert.equal(importMeaning(word, "shopify", {}), meaning, word);
  }
  const woo: [string, string][] = [
    ["pending", "pending"],
    ["Pending payment", "pending"],
    ["on-hold", "pending"],
    ["On hold", "pending"],
    ["wc-processing", "approved"],
    ["Completed", "approved"],
    ["cancelled", "reversed"],
    ["failed", "reversed"],
    ["Refunded", "reversed"],
  ];
  for (const [word, meaning] of woo) {
    assert.equal(importMeaning(word, "woocommerce", {}), meaning, word);
  }
  assert.equal(importMeaning("shipped", "woocommerce", {}), undefined);
  assert.equal(importMeaning("approved", null, {}), undefined);
  const map = readStatusMap({ Shipped: "approved", paid: "pending" })!;
  assert.equal(importMeaning(" SHIPPED ", "woocommerce", map), "approved");
  assert.equal(importMeaning("paid", "shopify", map), "pending");
  assert.equal(importMeaning("ok", null, map), undefined);
});

Deno.test("a statusMap is an object of words to the five meanings", () => {
  assert.deepEqual(readStatusMap({ A: "ignore", b: "refund" }), {
    a: "ignore",
    b: "refund",
  });
  for (
    const bad of [null, [], "x", { a: "paid" }, { a: 1 }, { "": "approved" }]
  ) {
    assert.equal(readStatusMap(bad), null, JSON.stringify(bad));
  }
});

Deno.test("cash on delivery, as stores name it", () => {
  for (const m of ["cod", "Cash on delivery", "Cash on Delivery (COD)"]) {
    assert.ok(isCashOnDelivery(m), m);
  }
  for (const m of [null, "", "Credit Card (Stripe)", "Direct bank transfer"]) {
    assert.ok(!isCashOnDelivery(m), String(m));
  }
});
