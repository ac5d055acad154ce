/** Shopify's order payment states (`financial_status`, `cancelled_at`) read as the step the order is at. */
import { asText } from "./json_fields.ts";

/**
 * Where an order stands, as its body says: `approved` (paid: a sale payable after the hold), `pending` (counted,
 * not payable), `reversed` (nothing earned), or `unknown` (no status Kamai reads; the topic decides).
 */
export type ShopifyPaymentStep =
  | "approved"
  | "pending"
  | "reversed"
  | "unknown";

/** Each `financial_status` word and the step it means (docs/sources.md, Shopify). */
export const SHOPIFY_FINANCIAL_STATUSES: Readonly<
  Record<string, Exclude<ShopifyPaymentStep, "unknown">>
> = {
  paid: "approved",
  // Paid, and some of it refunded: the sale with its refunds (the body's refunds[]).
  partially_refunded: "approved",
  pending: "pending",
  // Payment authorized but not captured: nothing is collected until Shopify says paid.
  authorized: "pending",
  partially_paid: "pending",
  voided: "reversed",
  refunded: "reversed",
  // The authorization expired uncaptured (GraphQL's EXPIRED): never paid.
  expired: "reversed",
};

/** The step an order body states: a cancelled order (`cancelled_at` set) is reversed whatever its payment says. */
export function shopifyPaymentStep(
  order: Record<string, unknown>,
): { step: ShopifyPaymentStep; status: string | null } {
  const status = asText(order.financial_status, 40)?.toLowerCase() ?? null;
  if (asText(order.cancelled_at, 40) !== null) {
    return { step: "reversed", status };
  }
  const step = status === null
    ? undefined
    : Object.hasOwn(SHOPIFY_FINANCIAL_STATUSES, status)
    ? SHOPIFY_FINANCIAL_STATUSES[status]
    : undefined;
  return { step: step ?? "unknown", status };
}
