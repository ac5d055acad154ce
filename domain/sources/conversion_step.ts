/** Conversion steps: what any sales source (store webhook, network postback, CSV row, API call) reports, source-neutral. */

/** Where a sale came from, as the delivery states it; resolved against clicks, links and coupons in that order. */
export interface Attribution {
  /** A Kamai click id (the `click_id` our redirect adds to the landing URL). */
  clickId?: string;
  /** A tracked link's code. */
  linkCode?: string;
  /** Coupon codes the buyer used, as the delivery lists them; matched case-insensitively (normalizeCouponCode). */
  couponCodes?: string[];
}

/** Whether a sale's earnings wait for approval (cash on delivery, network validation) or count at once. */
export type SaleStatus = "pending" | "approved";

/**
 * The offer's goal a step is about (docs/offers.md); absent means `sale`. One (order id, goal) is one conversion: a
 * network may report `lead` and then `sale` for the same order.
 */
interface GoalOfStep {
  goal?: string;
}

/** A new sale for an order. */
export interface SaleStep extends GoalOfStep {
  kind: "sale";
  orderId: string;
  /** The sale amount in minor units (merchandise after discounts, without tax and shipping where the source says so). */
  amountMinor: number;
  /** What the network pays the operator for this sale, when the source reports it (postbacks); minor units. */
  payoutMinor?: number;
  status: SaleStatus;
  attribution: Attribution;
  /** The ISO 4217 code the delivery states, upper-case; absent when the delivery states none. */
  currency?: string;
  /** When the sale happened at the source, when it says. */
  occurredAt?: Date;
  /** True when the delivery stated no amount (a goal with a flat payout): amountMinor is then 0. */
  noAmount?: boolean;
  /** The click's sub ids s1..s5 when the delivery carries them. */
  subIds?: (string | null)[];
}

/** The order's pending sale is confirmed (paid, delivered, validated); with `sale`, record that sale approved if none came before. */
export interface ApproveStep extends GoalOfStep {
  kind: "approve";
  orderId: string;
  /** The sale to record, already approved, when the order has no sale yet (e.g. Shopify orders/paid without orders/create). */
  sale?: SaleStep;
}

/** The order is cancelled, failed or rejected: whatever it still earns is taken back. */
export interface ReverseStep extends GoalOfStep {
  kind: "reverse";
  orderId: string;
}

/** Part (or all) of the order is refunded: the same share of its earnings is taken back, once per refund id. */
export interface RefundStep extends GoalOfStep {
  kind: "refund";
  orderId: string;
  refundId: string;
  /** The refunded amount in minor units, positive. */
  refundMinor: number;
  /** What the refund is a share of, when it is not the recorded sale amount (WooCommerce: the order's `total`). */
  basisMinor?: number;
}

/** One thing a delivery says happened to an order. */
export type ConversionStep = SaleStep | ApproveStep | ReverseStep | RefundStep;

/** The goal a step is about: its own, else `sale`. */
export function stepGoal(step: { goal?: string }): string {
  return step.goal ?? "sale";
}

/**
 * The key under which a step is applied at most once per source: (order id, step) for sales, approvals and
 * reversals, the refund id for refunds, so a second partial refund is new while a retried one is not. The goal
 * sale keeps the keys it always had; another goal's keys name it (`order:<id>:goal:<goal>:<step>`,
 * `refund:goal:<goal>:<refund id>`).
 */
export function stepDedupeKey(step: ConversionStep): string {
  const goal = stepGoal(step);
  if (goal === "sale") {
    return step.kind === "refund"
      ? `refund:${step.refundId}`
      : `order:${step.orderId}:${step.kind}`;
  }
  return step.kind === "refund"
    ? `refund:goal:${goal}:${step.refundId}`
    : `order:${step.orderId}:goal:${goal}:${step.kind}`;
}

/** Why a delivery is refused; a refused delivery changes nothing but its event. */
export type RejectionCode =
  | "BAD_SIGNATURE"
  | "MALFORMED"
  | "CURRENCY_MISMATCH";

/** A delivery read into steps, with the keys that identify the delivery itself (retries, duplicate subscriptions). */
export interface SourceDelivery {
  /** The order the delivery is about (events list it). */
  orderId: string;
  /** Source-side delivery identities, e.g. `shopify-webhook:<id>`; a key seen before makes the whole delivery a duplicate. */
  deliveryKeys: string[];
  /** What happened, in the order to apply it. Never empty. */
  steps: ConversionStep[];
}

/** What an adapter makes of one delivery. */
export type DeliveryReading =
  | { outcome: "steps"; delivery: SourceDelivery }
  /** Authentic but meaningless here (a topic or status Kamai does not use); recorded, answered 2xx. */
  | {
    outcome: "ignored";
    reason: string;
    orderId?: string;
    deliveryKeys: string[];
  }
  /** A store's test order (Shopify `test: true`, its "Send test notification"): recorded as `test`, never credited. */
  | {
    outcome: "test";
    reason: string;
    orderId?: string;
    deliveryKeys: string[];
  }
  /** Refused (signature, body, currency); recorded, answered 4xx (401 for a bad signature), nothing else changes. */
  | { outcome: "rejected"; code: RejectionCode; reason: string }
  /** A sender's connectivity check (WooCommerce's activation ping): answer 200, record nothing. */
  | { outcome: "ping" };

/** The reason a store's test order is recorded with: the connection works, and the order earns nothing. */
export const TEST_ORDER_REASON =
  "Test order: the connection works; test orders never earn.";

/** Builds a rejection. */
export function rejected(
  code: RejectionCode,
  reason: string,
): DeliveryReading {
  return { outcome: "rejected", code, reason };
}
