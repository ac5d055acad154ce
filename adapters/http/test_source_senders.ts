/**
 * Test senders of sales sources' deliveries, shaped like the published samples (adapters/sources/fixtures): Shopify
 * and WooCommerce webhooks signed with the source's key, network postbacks, one-row CSV imports and signed
 * POST /api/conversions; and the money an affiliate has (ledger, balance, stats) to compare runs by.
 */
import assert from "node:assert/strict";
import { signBase64 } from "../sources/hmac_signature.ts";
import type { TestApp } from "./test_app.ts";
import { postSignedConversion } from "./test_affiliate.ts";

const fixture = (name: string) =>
  Deno.readTextFileSync(
    new URL(`../sources/fixtures/${name}`, import.meta.url),
  );

/** The published samples' ids, replaced as text (Shopify's exceed 2^53, so they never go through a number). */
const SHOPIFY_ORDER_ID = "820982911946154508";
const SHOPIFY_REFUND_ID = "890088186047892319";

/** A source as POST /api/admin/sources answered it. */
export interface CreatedSource {
  id: number;
  secret: string;
  endpointUrl: string;
}

/**
 * Adds a source as an admin would; in the ledger's default currency (USD) unless `body` names one, since a source in
 * another currency waits for an exchange rate (docs/money.md).
 */
export async function addSource(
  app: TestApp,
  adminToken: string,
  body: Record<string, unknown>,
): Promise<CreatedSource> {
  const res = await app.json("/api/admin/sources", {
    token: adminToken,
    body: { currency: "USD", ...body },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

/** A Shopify order body: the orders/create sample with this id, click id, payment state and cancellation. */
export function shopifyOrder(
  orderId: string,
  click: string,
  options: {
    financialStatus?: string;
    cancelledAt?: string | null;
    subtotal?: string;
  } = {},
): string {
  let body = fixture("shopify_orders_create.json")
    .replaceAll(SHOPIFY_ORDER_ID, orderId)
    .replace("c_7f3a9e51", click)
    .replace(
      '"financial_status": "pending"',
      `"financial_status": "${options.financialStatus ?? "pending"}"`,
    );
  if (options.cancelledAt) {
    body = body.replace(
      '"cancelled_at": null',
      `"cancelled_at": "${options.cancelledAt}"`,
    ).replace('"cancel_reason": null', '"cancel_reason": "customer"');
  }
  if (options.subtotal) {
    body = body.replaceAll('"388.00"', `"${options.subtotal}"`);
  }
  return body;
}

/** A Shopify refunds/create body: the sample's refund with this id, on this order, of one line of `amount`. */
export function shopifyRefund(
  orderId: string,
  refundId: string,
  amount?: string,
): string {
  const body = fixture("shopify_refunds_create.json")
    .replaceAll(SHOPIFY_ORDER_ID, orderId)
    .replaceAll(SHOPIFY_REFUND_ID, refundId);
  if (amount === undefined) return body;
  // One line of `amount`: the second sample line refunds nothing of the merchandise.
  return body
    .replaceAll('"89.99"', `"${amount}"`)
    .replace('"subtotal": 89.99', `"subtotal": ${amount}`)
    .replaceAll('"19.99"', '"0.00"')
    .replace('"subtotal": 19.99', '"subtotal": 0');
}

/** Sends a signed Shopify webhook; `webhookId` repeats a delivery (a retry). Answers status and JSON. */
export async function sendShopify(
  app: TestApp,
  source: CreatedSource,
  topic: string,
  body: string,
  webhookId: string = crypto.randomUUID(),
): Promise<{ status: number; outcome: string; eventId?: number }> {
  const res = await app.request(`/api/sources/${source.id}/webhook`, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      "x-shopify-topic": topic,
      "x-shopify-hmac-sha256": await signBase64(source.secret, body),
      "x-shopify-webhook-id": webhookId,
      "x-shopify-shop-domain": "kamai-test.myshopify.com",
      "x-shopify-api-version": "2025-01",
    },
  });
  const answer = await res.json();
  return { status: res.status, ...answer };
}

/** A WooCommerce order body: the REST v3 sample (order 727) with this id, click id, status, payment and refunds. */
export function wooOrder(
  orderId: number,
  click: string,
  options: {
    status: string;
    paymentMethod?: string;
    refunds?: { id: number; total: string }[];
  },
): string {
  const order = JSON.parse(fixture("woocommerce_order.json"));
  order.id = orderId;
  order.status = options.status;
  const method = options.paymentMethod ?? "cod";
  order.payment_method = method;
  order.payment_method_title = method === "cod"
    ? "Cash on delivery"
    : "Credit card (Stripe)";
  order.refunds = (options.refunds ?? []).map((r) => ({
    id: r.id,
    reason: "",
    total: r.total,
  }));
  for (const meta of order.meta_data) {
    if (meta.key === "_wc_order_attribution_session_entry") {
      meta.value = meta.value.replace("c_woo42", click);
    }
  }
  return JSON.stringify(order);
}

/** Sends a signed WooCommerce order.updated webhook (a new delivery id each time, as WooCommerce retries). */
export async function sendWoo(
  app: TestApp,
  source: CreatedSource,
  body: string,
  topic = "order.updated",
): Promise<{ status: number; outcome: string; eventId?: number }> {
  const res = await app.request(`/api/sources/${source.id}/webhook`, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      "user-agent": "WooCommerce/9.4.0 Hookshot (WordPress/6.7)",
      "x-wc-webhook-source": "https://shop.example.pk/",
      "x-wc-webhook-topic": topic,
      "x-wc-webhook-resource": "order",
      "x-wc-webhook-event": topic.split(".")[1],
      "x-wc-webhook-signature": await signBase64(source.secret, body),
      "x-wc-webhook-id": "15",
      "x-wc-webhook-delivery-id": crypto.randomUUID().replaceAll("-", ""),
    },
  });
  const answer = await res.json();
  return { status: res.status, ...answer };
}

/** Sends a GET postback; answers the status and the outcome word of `OK <outcome>`. */
export async function sendPostback(
  app: TestApp,
  source: CreatedSource,
  params: Record<string, string>,
): Promise<{ status: number; outcome: string }> {
  const res = await app.request(
    `${new URL(source.endpointUrl).pathname}?${new URLSearchParams(params)}`,
  );
  const text = (await res.text()).trim();
  return { status: res.status, outcome: text.replace(/^OK /, "") };
}

/** Imports one CSV row (columns named like the fields) into a source; answers the row's outcome. */
export async function importCsvRow(
  app: TestApp,
  adminToken: string,
  source: CreatedSource,
  row: Record<string, string>,
): Promise<string> {
  const header = Object.keys(row);
  const form = new FormData();
  form.set(
    "file",
    new File(
      [`${header.join(",")}\r\n${Object.values(row).join(",")}\r\n`],
      "report.csv",
    ),
  );
  form.set(
    "mapping",
    JSON.stringify(Object.fromEntries(header.map((h) => [h, h]))),
  );
  const res = await app.json(`/api/admin/sources/${source.id}/import`, {
    token: adminToken,
    body: form,
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.rows[0].outcome;
}

/** Sends a signed POST /api/conversions; answers the status and the JSON body. */
export async function sendConversion(
  app: TestApp,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await postSignedConversion(app, JSON.stringify(body));
  return { status: res.status, body: JSON.parse(res.text) };
}

/** An affiliate's money and figures: ledger sums (all rows, and payable), and the stats' sales and earnings. */
export interface MoneyState {
  ledgerMinor: number;
  payableMinor: number;
  sales: number;
  earningsMinor: number;
}

/** Reads an affiliate's money and figures straight from the ledger and the stats rollup. */
export async function moneyOf(
  app: TestApp,
  userId: number,
): Promise<MoneyState> {
  const [ledger] = await app.infra.sql`
    SELECT COALESCE(SUM(amount_minor), 0)::text AS all_rows,
      COALESCE(SUM(amount_minor) FILTER (WHERE available_on <> 'infinity'), 0)::text AS payable
    FROM ledger_entries WHERE user_id = ${userId}`;
  const [stats] = await app.infra.sql`
    SELECT COALESCE(SUM(sales), 0)::text AS sales, COALESCE(SUM(earnings_minor), 0)::text AS earnings
    FROM daily_stats WHERE user_id = ${userId}`;
  return {
    ledgerMinor: Number(ledger.all_rows),
    payableMinor: Number(ledger.payable),
    sales: Number(stats.sales),
    earningsMinor: Number(stats.earnings),
  };
}

/** What changed between two readings. */
export function moneyDelta(before: MoneyState, after: MoneyState): MoneyState {
  return {
    ledgerMinor: after.ledgerMinor - before.ledgerMinor,
    payableMinor: after.payableMinor - before.payableMinor,
    sales: after.sales - before.sales,
    earningsMinor: after.earningsMinor - before.earningsMinor,
  };
}
