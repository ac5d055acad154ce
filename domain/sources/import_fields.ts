/** The fields a CSV import maps a file's columns to. */

/** The fields, in the order the import form lists them. */
export const IMPORT_FIELDS = [
  "click_id",
  "link_code",
  "coupon_code",
  "order_id",
  "amount",
  "payout",
  "status",
  "date",
  "currency",
  "discount",
  "total",
  "refunded_amount",
  "payment_method",
  // The offer's goal of the row (docs/offers.md); sale when unmapped or empty.
  "goal",
] as const;

/** One importable field. */
export type ImportField = typeof IMPORT_FIELDS[number];

/** A column mapping: field → column header (matched trimmed and case-insensitively). */
export type ImportColumns = Partial<Record<ImportField, string>>;
