/** WooCommerce order webhooks (order.created, order.updated) and the activation ping, read into conversion steps. */
import { checkDeliveryCurrency } from "../../domain/sources/currency.ts";
import {
  type Attribution,
  type ConversionStep,
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
import { bodyObject, bodyText } from "./read_body.ts";

/** What reading a WooCommerce delivery needs from its source. */
export interface WooCommerceSource {
  /** The secret pasted into the webhook form (WooCommerce → Settings → Advanced → Webhooks). */
  secret: string;
  /** The source's ISO 4217 currency, upper-case. */
  currency: string;
}

/** The meta key of WooCommerce's built-in order attribution (8.5+) holding the landing URL. */
export const SESSION_ENTRY_META_KEY = "_wc_order_attribution_session_entry";

type Body = Record<string, unknown>;

/**
 * WooCommerce's activation ping: a form-encoded `webhook_id=<id>` body with no X-WC-Webhook-* headers and no
 * signature (WC_Webhook::deliver_ping). It must get a 2xx, or WooCommerce disables the webhook.
 */
export function isWooCommercePing(
  headers: Headers,
  rawBody: Uint8Array | string,
): boolean {
  for (const name of headers.keys()) {
    if (name.toLowerCase().startsWith("x-wc-webhook-")) return false;
  }
  const text = bodyText(rawBody);
  return text !== null && /^webhook_id=\d{1,20}$/.test(text.trim());
}

function metaValue(order: Body, key: string): unknown {
  const entry = asArray(order.meta_data).map(asObject).find((m) =>
    m?.key === key
  );
  return entry?.value;
}

function attributionOf(order: Body): Attribution {
  let clickId = clickIdFromUrl(metaValue(order, SESSION_ENTRY_META_KEY));
  for (const key of ["kamai_click_id", ...CLICK_ID_PARAMS]) {
    clickId ??= asText(metaValue(order, key));
  }
  const couponCodes = asArray(order.coupon_lines)
    .map((c) => asText(pathOf(c, "code"), 100))
    .filter((c): c is string => c !== null);
  return {
    ...(clickId ? { clickId } : {}),
    ...(couponCodes.length ? { couponCodes } : {}),
  };
}

function readSale(
  order: Body,
  orderId: string,
  status: SaleStep["status"],
  currency: string | null,
): SaleStep | null {
  const total = asAmount(order.total);
  const tax = asAmount(order.total_tax ?? "0");
  const shipping = asAmount(order.shipping_total ?? "0");
  if (total === null || tax === null || shipping === null) return null;
  const amount = total - tax - shipping;
  if (amount < 0) return null;
  const occurredAt = asInstant(order.date_created_gmt);
  return {
    kind: "sale",
    orderId,
    amountMinor: amount,
    status,
    attribution: attributionOf(order),
    ...(currency ? { currency: currency.toUpperCase() } : {}),
    ...(occurredAt ? { occurredAt } : {}),
  };
}

/**
 * Each order status and the step it means (docs/sources.md, WooCommerce); `processing` is pending when paid by cash
 * on delivery (`payment_method` `cod`). Any other status (checkout-draft, trash, a plugin's own) means nothing.
 */
export const WOO_STATUS_STEPS: Readonly<
  Record<string, "pending" | "approved" | "reversed" | undefined>
> = {
  pending: "pending",
  "on-hold": "pending",
  processing: "approved",
  completed: "approved",
  cancelled: "reversed",
  failed: "reversed",
  refunded: "reversed",
};

/**
 * Reads one WooCommerce delivery: the activation ping as `ping`; otherwise checks `X-WC-Webhook-Signature` over
 * the raw body bytes and maps `order.created` / `order.updated` by status, plus one refund step per `refunds[]`
 * entry. No delivery keys: WooCommerce sends a new X-WC-Webhook-Delivery-ID on every retry, so dedupe rests on
 * the steps' keys ((order id, step) and refund id).
 */
export async function readWooCommerceDelivery(
  source: WooCommerceSource,
  headers: Headers,
  rawBody: Uint8Array | string,
): Promise<DeliveryReading> {
  if (isWooCommercePing(headers, rawBody)) return { outcome: "ping" };
  const signature = headers.get("x-wc-webhook-signature");
  if (!await verifyBase64Signature(source.secret, rawBody, signature)) {
    return rejected(
      "BAD_SIGNATURE",
      signature
        ? "X-WC-Webhook-Signature does not match this source's secret."
        : "X-WC-Webhook-Signature is missing.",
    );
  }
  const topic = headers.get("x-wc-webhook-topic")?.trim() ?? "";
  if (topic !== "order.created" && topic !== "order.updated") {
    return {
      outcome: "ignored",
      reason: `The topic "${topic.slice(0, 60)}" means nothing here.`,
      deliveryKeys: [],
    };
  }
  const order = bodyObject(rawBody);
  if (!order) return rejected("MALFORMED", "The body is not a JSON object.");
  const orderId = asIdText(order.id);
  if (!orderId) return rejected("MALFORMED", "The order has no readable id.");
  const currency = asText(order.currency, 10);
  const currencyCheck = checkDeliveryCurrency(source.currency, currency);
  if (!currencyCheck.ok) {
    return rejected("CURRENCY_MISMATCH", currencyCheck.error.reason);
  }
  const status = asText(order.status, 40) ?? "";
  const steps: ConversionStep[] = [];
  const step = Object.hasOwn(WOO_STATUS_STEPS, status)
    ? WOO_STATUS_STEPS[status]
    : undefined;
  if (step === "pending" || step === "approved") {
    // Cash on delivery is not collected while the order is processing; pending and on-hold await payment.
    const pending = step === "pending" ||
      (status === "processing" && order.payment_method === "cod");
    const sale = readSale(order, orderId, "approved", currency);
    if (!sale) {
      return rejected(
        "MALFORMED",
        "total, total_tax and shipping_total do not give a sale amount of at least 0.",
      );
    }
    // Paid is an approval carrying the sale approved, so it also approves a sale that came in pending.
    steps.push(
      pending
        ? { ...sale, status: "pending" }
        : { kind: "approve", orderId, sale },
    );
  }
  const basis = asAmount(order.total);
  for (const entry of asArray(order.refunds)) {
    const refundId = asIdText(pathOf(entry, "id"));
    const total = asAmount(pathOf(entry, "total"));
    if (!refundId || total === null) {
      return rejected(
        "MALFORMED",
        "A refunds[] entry has no readable id or total.",
      );
    }
    // Refund totals are negative strings ("-10.00") including refunded tax and shipping, a share of `total`.
    steps.push({
      kind: "refund",
      orderId,
      refundId,
      refundMinor: Math.abs(total),
      ...(basis !== null && basis > 0 ? { basisMinor: basis } : {}),
    });
  }
  if (step === "reversed") {
    steps.push({ kind: "reverse", orderId });
  }
  if (steps.length === 0) {
    return {
      outcome: "ignored",
      reason: `The status "${status.slice(0, 40)}" means nothing here.`,
      orderId,
      deliveryKeys: [],
    };
  }
  return { outcome: "steps", delivery: { orderId, deliveryKeys: [], steps } };
}
