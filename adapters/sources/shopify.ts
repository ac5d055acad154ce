/** Shopify order webhooks (orders/create, orders/paid, orders/cancelled, refunds/create) read into conversion steps. */
import { checkDeliveryCurrency } from "../../domain/sources/currency.ts";
import {
  type Attribution,
  type DeliveryReading,
  rejected,
  type SaleStep,
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
  const amount = asAmount(order.current_subtotal_price ?? order.subtotal_price);
  if (amount === null || amount < 0) {
    return {
      reason:
        "The order has no readable current_subtotal_price or subtotal_price.",
    };
  }
  const currency = orderCurrency(order);
  const occurredAt = asInstant(order.created_at);
  return {
    sale: {
      kind: "sale",
      orderId,
      amountMinor: amount,
      status: order.financial_status === "pending" ? "pending" : "approved",
      attribution: attributionOf(order),
      ...(currency ? { currency: currency.toUpperCase() } : {}),
      ...(occurredAt ? { occurredAt } : {}),
    },
  };
}

function readRefund(
  refund: Body,
  deliveryKeys: string[],
  source: ShopifySource,
): DeliveryReading {
  const refundId = asIdText(refund.id);
  const orderId = asIdText(refund.order_id);
  if (!refundId || !orderId) {
    return rejected("MALFORMED", "The refund has no readable id or order_id.");
  }
  let refundMinor = 0;
  let currency: string | null = null;
  for (const line of asArray(refund.refund_line_items)) {
    // Merchandise net of discounts, without tax: not transactions[].amount, which adds tax and shipping.
    const amount =
      asAmount(pathOf(line, "subtotal_set", "shop_money", "amount")) ??
        asAmount(pathOf(line, "subtotal"));
    if (amount === null || amount < 0) {
      return rejected("MALFORMED", "A refund line has no readable subtotal.");
    }
    refundMinor += amount;
    currency ??= asText(
      pathOf(line, "subtotal_set", "shop_money", "currency_code"),
      10,
    );
  }
  const currencyCheck = checkDeliveryCurrency(source.currency, currency);
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
  if (!["orders/create", "orders/paid", "orders/cancelled"].includes(topic)) {
    return {
      outcome: "ignored",
      reason: `The topic "${topic.slice(0, 60)}" means nothing here.`,
      deliveryKeys,
    };
  }
  const orderId = asIdText(body.id);
  if (!orderId) return rejected("MALFORMED", "The order has no readable id.");
  const currencyCheck = checkDeliveryCurrency(
    source.currency,
    orderCurrency(body),
  );
  if (!currencyCheck.ok) {
    return rejected("CURRENCY_MISMATCH", currencyCheck.error.reason);
  }
  if (topic === "orders/cancelled") {
    return {
      outcome: "steps",
      delivery: {
        orderId,
        deliveryKeys,
        steps: [{ kind: "reverse", orderId }],
      },
    };
  }
  const read = readSale(body, orderId);
  if ("reason" in read) return rejected("MALFORMED", read.reason);
  return {
    outcome: "steps",
    delivery: {
      orderId,
      deliveryKeys,
      steps: topic === "orders/create" ? [read.sale] : [{
        kind: "approve",
        orderId,
        sale: { ...read.sale, status: "approved" },
      }],
    },
  };
}
