/** Shopify order webhooks (orders/create, /updated, /paid, /cancelled, refunds/create) read into conversion steps. */
import { checkDeliveryCurrency } from "../../domain/sources/currency.ts";
import {
  type Attribution,
  type ConversionStep,
  type DeliveryReading,
  type RefundStep,
  rejected,
  type SaleStep,
  TEST_ORDER_REASON,
} from "../../domain/sources/conversion_step.ts";
import { verifyBase64Signature } from "./hmac_signature.ts";
import {
  asAmount,
  asArray,
  asIdText,
  asInstant,
  asObject,
  asText,
  pathOf,
} from "./json_fields.ts";
import { CLICK_ID_PARAMS, clickIdFromUrl } from "./landing_url.ts";
import { bodyObject } from "./read_body.ts";
import { shopifyPaymentStep } from "./shopify_payment_state.ts";

/** What reading a Shopify delivery needs from its source. */
export interface ShopifySource {
  /** The store's webhook signing key (Settings → Notifications → Webhooks) or the app's client secret. */
  secret: string;
  /** The source's ISO 4217 currency, upper-case. */
  currency: string;
}

type Body = Record<string, unknown>;

// Shopify's ids exceed 2^53, so they are read from the exact JSON text (parseJsonExact), never as numbers.
function attributionOf(order: Body): Attribution {
  const noteClick = asArray(order.note_attributes)
    .map(asObject)
    .find((a) =>
      a && (CLICK_ID_PARAMS as readonly unknown[]).includes(a.name) &&
      asText(a.value)
    );
  const clickId = clickIdFromUrl(order.landing_site) ??
    (noteClick ? asText(noteClick.value) : null);
  const couponCodes = asArray(order.discount_codes)
    .map((d) => asText(pathOf(d, "code"), 100))
    .filter((c): c is string => c !== null);
  return {
    ...(clickId ? { clickId } : {}),
    ...(couponCodes.length ? { couponCodes } : {}),
  };
}

// The shop currency: `currency` is the shop's, and the un-suffixed amounts we read are in it
// (`presentment_currency` is the buyer's, which the *_set.presentment_money amounts use).
function orderCurrency(order: Body): string | null {
  return asText(order.currency, 10) ??
    asText(
      pathOf(
        order,
        "current_subtotal_price_set",
        "shop_money",
        "currency_code",
      ),
      10,
    );
}

function readSale(
  order: Body,
  orderId: string,
): { sale: SaleStep } | { reason: string } {
  // The merchandise after discounts, before shipping and tax, as ordered: refunds are shares of this same base
  // (current_subtotal_price already has them taken off).
  const amount = asAmount(order.subtotal_price ?? order.current_subtotal_price);
  if (amount === null || amount < 0) {
    return {
      reason: "The order has no readable subtotal_price.",
    };
  }
  const currency = orderCurrency(order);
  const occurredAt = asInstant(order.created_at);
  return {
    sale: {
      kind: "sale",
      orderId,
      amountMinor: amount,
      status: "approved",
      attribution: attributionOf(order),
      ...(currency ? { currency: currency.toUpperCase() } : {}),
      ...(occurredAt ? { occurredAt } : {}),
    },
  };
}

/** One refund's merchandise: Σ its lines' subtotals (shop money), never transactions[].amount (tax, shipping). */
function refundOf(
  refund: Body,
  orderIdOfBody: string | null,
):
  | {
    refundId: string;
    orderId: string;
    refundMinor: number;
    currency: string | null;
  }
  | { error: string } {
  const refundId = asIdText(refund.id);
  const orderId = asIdText(refund.order_id) ?? orderIdOfBody;
  if (!refundId || !orderId) {
    return { error: "The refund has no readable id or order_id." };
  }
  let refundMinor = 0;
  let currency: string | null = null;
  for (const line of asArray(refund.refund_line_items)) {
    // Merchandise net of discounts, without tax: not transactions[].amount, which adds tax and shipping.
    const amount =
      asAmount(pathOf(line, "subtotal_set", "shop_money", "amount")) ??
        asAmount(pathOf(line, "subtotal"));
    if (amount === null || amount < 0) {
      return { error: "A refund line has no readable subtotal." };
    }
    refundMinor += amount;
    currency ??= asText(
      pathOf(line, "subtotal_set", "shop_money", "currency_code"),
      10,
    );
  }
  return { refundId, orderId, refundMinor, currency };
}

function readRefund(
  body: Body,
  deliveryKeys: string[],
  source: ShopifySource,
): DeliveryReading {
  const refund = refundOf(body, null);
  if ("error" in refund) return rejected("MALFORMED", refund.error);
  const { refundId, orderId, refundMinor } = refund;
  const currencyCheck = checkDeliveryCurrency(source.currency, refund.currency);
  if (!currencyCheck.ok) {
    return rejected("CURRENCY_MISMATCH", currencyCheck.error.reason);
  }
  if (refundMinor === 0) {
    return {
      outcome: "ignored",
      reason:
        "The refund returns no merchandise (shipping, tax or restock only).",
      orderId,
      deliveryKeys,
    };
  }
  return {
    outcome: "steps",
    delivery: {
      orderId,
      deliveryKeys,
      steps: [{ kind: "refund", orderId, refundId, refundMinor }],
    },
  };
}

/**
 * The order body's refunds[] as refund steps, keyed by refund id like refunds/create reads them (so a later
 * refunds/create for the same refund is a duplicate); refunds of no merchandise are left out.
 */
function bodyRefunds(
  order: Body,
  orderId: string,
  source: ShopifySource,
): RefundStep[] | DeliveryReading {
  const steps: RefundStep[] = [];
  for (const entry of asArray(order.refunds)) {
    const refund = refundOf(asObject(entry) ?? {}, orderId);
    if ("error" in refund) return rejected("MALFORMED", refund.error);
    const currencyCheck = checkDeliveryCurrency(
      source.currency,
      refund.currency,
    );
    if (!currencyCheck.ok) {
      return rejected("CURRENCY_MISMATCH", currencyCheck.error.reason);
    }
    if (refund.refundMinor === 0) continue;
    steps.push({
      kind: "refund",
      orderId,
      refundId: refund.refundId,
      refundMinor: refund.refundMinor,
    });
  }
  return steps;
}

/** The topics whose body is an order; the body's payment state says what happened, whatever the topic's name. */
const ORDER_TOPICS = [
  "orders/create",
  "orders/updated",
  "orders/paid",
  "orders/cancelled",
];

/**
 * Reads one Shopify webhook delivery: checks `X-Shopify-Hmac-Sha256` over the raw body bytes, then maps the
 * `X-Shopify-Topic` to steps. Delivery keys: `X-Shopify-Webhook-Id` (retries) and `X-Shopify-Event-Id` (one event
 * through two subscriptions).
 */
export async function readShopifyDelivery(
  source: ShopifySource,
  headers: Headers,
  rawBody: Uint8Array | string,
): Promise<DeliveryReading> {
  const signature = headers.get("x-shopify-hmac-sha256");
  if (!await verifyBase64Signature(source.secret, rawBody, signature)) {
    return rejected(
      "BAD_SIGNATURE",
      signature
        ? "X-Shopify-Hmac-Sha256 does not match this source's key."
        : "X-Shopify-Hmac-Sha256 is missing.",
    );
  }
  const body = bodyObject(rawBody);
  if (!body) return rejected("MALFORMED", "The body is not a JSON object.");
  const webhookId = asText(headers.get("x-shopify-webhook-id"));
  const eventId = asText(headers.get("x-shopify-event-id"));
  const deliveryKeys = [
    ...(webhookId ? [`shopify-webhook:${webhookId}`] : []),
    ...(eventId ? [`shopify-event:${eventId}`] : []),
  ];
  const topic = headers.get("x-shopify-topic")?.trim() ?? "";
  if (topic === "refunds/create") return readRefund(body, deliveryKeys, source);
  if (!ORDER_TOPICS.includes(topic)) {
    return {
      outcome: "ignored",
      reason: `The topic "${topic.slice(0, 60)}" means nothing here.`,
      deliveryKeys,
    };
  }
  const orderId = asIdText(body.id);
  if (!orderId) return rejected("MALFORMED", "The order has no readable id.");
  // "Send test notification" and orders of a store in test mode: the connection works, and nothing earns.
  if (body.test === true) {
    return {
      outcome: "test",
      reason: TEST_ORDER_REASON,
      orderId,
      deliveryKeys,
    };
  }
  const currencyCheck = checkDeliveryCurrency(
    source.currency,
    orderCurrency(body),
  );
  if (!currencyCheck.ok) {
    return rejected("CURRENCY_MISMATCH", currencyCheck.error.reason);
  }
  const steps = orderSteps(body, orderId, topic, source, deliveryKeys);
  if (!Array.isArray(steps)) return steps;
  return { outcome: "steps", delivery: { orderId, deliveryKeys, steps } };
}

/** The steps an order body states (docs/sources.md, the Shopify state table). */
function orderSteps(
  body: Body,
  orderId: string,
  topic: string,
  source: ShopifySource,
  deliveryKeys: string[],
): ConversionStep[] | DeliveryReading {
  const { step, status } = shopifyPaymentStep(body);
  // Voided, refunded, expired or cancelled: reversed, also when the topic says paid; a cancellation is one.
  if (step === "reversed" || topic === "orders/cancelled") {
    return [{ kind: "reverse", orderId }];
  }
  // Without a payment state Kamai reads, only orders/paid still says something: the order is paid.
  if (step === "unknown" && topic !== "orders/paid") {
    return {
      outcome: "ignored",
      reason: `The financial status "${
        (status ?? "").slice(0, 40)
      }" means nothing here.`,
      orderId,
      deliveryKeys,
    };
  }
  const read = readSale(body, orderId);
  if ("reason" in read) return rejected("MALFORMED", read.reason);
  const refunds = bodyRefunds(body, orderId, source);
  if (!Array.isArray(refunds)) return refunds;
  // Pending (unpaid, authorized, partly paid) is a pending sale that orders/paid or a later paid state approves;
  // paid is an approval carrying the sale approved, for when no pending sale came before.
  const sale: ConversionStep = step === "pending"
    ? { ...read.sale, status: "pending" }
    : { kind: "approve", orderId, sale: read.sale };
  return [sale, ...refunds];
}
