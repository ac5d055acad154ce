/** Store export presets for the CSV import: which columns a Shopify or WooCommerce order export has, and its status words. */
import type { ImportColumns, ImportField } from "./import_fields.ts";

/** The presets an import may name. */
export const IMPORT_PRESETS = ["shopify", "woocommerce"] as const;

/** One preset's name. */
export type ImportPresetName = typeof IMPORT_PRESETS[number];

/** What a row's status word means to an import; `refund` makes the row a refund, `ignore` skips it unwritten. */
export const IMPORT_MEANINGS = [
  "approved",
  "pending",
  "reversed",
  "refund",
  "ignore",
] as const;

/** A status word's meaning. */
export type ImportMeaning = typeof IMPORT_MEANINGS[number];

/** A store's export layout. */
export interface ImportPreset {
  /**
   * Per field (or pair of fields), the headers to look for, best first: the first alternative whose headers are
   * all in the file is used. WooCommerce's amount is `Order Subtotal Amount` less `Cart Discount Amount` only when
   * no better column is there.
   */
  columns: readonly (readonly ImportColumns[])[];
  /** The header whose rows are one order (Shopify's `Name` on every line-item row); none: the order id. */
  groupBy?: string;
  /** Status words (lower case) and what they mean. */
  statuses: Readonly<Record<string, ImportMeaning>>;
  /** Status words that mean pending instead of approved when the payment method is cash on delivery. */
  codPendingWords?: readonly string[];
  /** Payment methods (lower-case parts) of a store's test orders: such rows are ignored. */
  testPaymentMethods?: readonly string[];
}

const CLICK_COLUMNS: readonly ImportColumns[] = [
  { click_id: "click_id" },
  { click_id: "kamai_click_id" },
];

/** The presets: Shopify's order export and WooCommerce's (Advanced Order Export For WooCommerce, or Analytics). */
export const IMPORT_PRESET_TABLE: Readonly<
  Record<ImportPresetName, ImportPreset>
> = {
  shopify: {
    columns: [
      // Id is the order id webhooks carry (so a webhook's sale and the export's dedupe); Name (#1001) otherwise.
      [{ order_id: "Id" }, { order_id: "Name" }],
      // Merchandise after discounts, before shipping and tax: the base webhooks use (subtotal_price).
      [{ amount: "Subtotal" }],
      [{ status: "Financial Status" }],
      [{ date: "Created at" }, { date: "Paid at" }],
      [{ currency: "Currency" }],
      [{ coupon_code: "Discount Code" }],
      [...CLICK_COLUMNS, { click_id: "Note Attributes" }],
      [{ total: "Total" }],
      [{ refunded_amount: "Refunded Amount" }],
      [{ payment_method: "Payment Method" }],
    ],
    groupBy: "Name",
    statuses: {
      paid: "approved",
      pending: "pending",
      authorized: "pending",
      partially_paid: "pending",
      partially_refunded: "approved",
      refunded: "reversed",
      voided: "reversed",
    },
    testPaymentMethods: ["bogus"],
  },
  woocommerce: {
    columns: [
      // Order ID is the id webhooks carry; Order Number (the plugin's default) and Order # (Analytics) otherwise.
      [{ order_id: "Order ID" }, { order_id: "Order Number" }, {
        order_id: "Order #",
      }],
      [
        { amount: "Net sales" },
        { amount: "Order Subtotal - Cart Discount" },
        { amount: "Order Subtotal Amount", discount: "Cart Discount Amount" },
        { amount: "Order Subtotal Amount" },
      ],
      [{ status: "Order Status" }, { status: "Status" }],
      [{ date: "Order Date" }, { date: "Date" }],
      [{ currency: "Currency" }, { currency: "Order Currency" }],
      [{ coupon_code: "Coupon Code" }, { coupon_code: "Coupons" }, {
        coupon_code: "Coupon(s)",
      }],
      CLICK_COLUMNS,
      [{ total: "Order Total Amount" }],
      [{ refunded_amount: "Order Refund Amount" }],
      [{ payment_method: "Payment Method" }, {
        payment_method: "Payment Method Title",
      }],
    ],
    statuses: {
      pending: "pending",
      "pending payment": "pending",
      "on-hold": "pending",
      "on hold": "pending",
      processing: "approved",
      completed: "approved",
      cancelled: "reversed",
      failed: "reversed",
      refunded: "reversed",
      "checkout-draft": "ignore",
      draft: "ignore",
    },
    codPendingWords: ["processing"],
  },
};

const squash = (s: string) => s.trim().toLowerCase();

/** The preset's mapping for a file's header: each field group's first alternative whose headers are all there. */
export function presetColumns(
  preset: ImportPresetName,
  header: readonly string[],
): ImportColumns {
  const present = new Map(header.map((h) => [squash(h), h]));
  const mapping: ImportColumns = {};
  for (const alternatives of IMPORT_PRESET_TABLE[preset].columns) {
    const hit = alternatives.find((alt) =>
      Object.values(alt).every((h) => present.has(squash(h!)))
    );
    if (!hit) continue;
    for (const [field, h] of Object.entries(hit)) {
      mapping[field as ImportField] = present.get(squash(h!))!;
    }
  }
  return mapping;
}

/** A status map as sent (`statusMap`): word (any case) → meaning; null when it is not such an object. */
export function readStatusMap(
  json: unknown,
): Record<string, ImportMeaning> | null {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return null;
  }
  const map: Record<string, ImportMeaning> = {};
  for (const [word, meaning] of Object.entries(json)) {
    if (
      typeof meaning !== "string" ||
      !(IMPORT_MEANINGS as readonly string[]).includes(meaning) ||
      word.trim() === "" || word.length > 100
    ) return null;
    map[squash(word)] = meaning as ImportMeaning;
  }
  return map;
}

/**
 * A status word's meaning under an operator's map (first) and a preset's table (WooCommerce's `wc-` prefix is
 * dropped); undefined when neither knows it (without a preset, the postback's words then apply).
 */
export function importMeaning(
  word: string,
  preset: ImportPresetName | null,
  statusMap: Readonly<Record<string, ImportMeaning>>,
): ImportMeaning | undefined {
  const key = squash(word);
  if (Object.hasOwn(statusMap, key)) return statusMap[key];
  if (!preset) return undefined;
  const statuses = IMPORT_PRESET_TABLE[preset].statuses;
  const bare = preset === "woocommerce" ? key.replace(/^wc-/, "") : key;
  return Object.hasOwn(statuses, bare) ? statuses[bare] : undefined;
}

/** Whether a payment method cell names cash on delivery (WooCommerce `cod`, "Cash on delivery", Shopify "Cash on Delivery (COD)"). */
export function isCashOnDelivery(method: string | null): boolean {
  const m = squash(method ?? "");
  return m === "cod" || m.includes("cash on delivery") || /\bcod\b/.test(m);
}

// Headers only one store's export has: Shopify's line items and payment state, WooCommerce's order columns.
const SIGNATURES: readonly [ImportPresetName, readonly string[]][] = [
  ["shopify", ["financial status", "lineitem name"]],
  ["woocommerce", ["order status", "order subtotal amount"]],
  ["woocommerce", ["order #", "net sales"]],
];

/** The preset whose export a header looks like (for the import form's first choice); null when none. */
export function detectPreset(
  header: readonly string[],
): ImportPresetName | null {
  const keys = new Set(header.map(squash));
  return SIGNATURES.find(([, needs]) => needs.every((h) => keys.has(h)))?.[0] ??
    null;
}
