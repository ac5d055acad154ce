/**
 * The payout-method table: every method a payout can be requested with, its labels and its kind of rail. The kind
 * picks the account rules (validate_payout_request.ts), the batch file line and built-in layout (domain/batches);
 * the web's form, the emails, the invoice and migration 0038's `payout_methods` rows all read this table.
 * Adding a method: docs/CONVENTIONS.md "Adding a payout method".
 */

/** A kind of rail: a mobile wallet (Pakistani mobile number), a bank (IBAN or account number) or anything else. */
export type PayoutRailKind = "wallet" | "bank" | "other";

/** Every kind of rail. */
export const PAYOUT_RAIL_KINDS: readonly PayoutRailKind[] = [
  "wallet",
  "bank",
  "other",
];

/** One row of the table: the id stored and sent on the wire, its names in English and Urdu, its kind of rail. */
export interface PayoutMethodRow {
  id: string;
  /** As the forms, emails and invoices show it; wallet brands stay as written in Urdu. */
  label: { en: string; ur: string };
  kind: PayoutRailKind;
}

/** The methods in the order the form offers them; the first is the default (an omitted method means it). */
export const PAYOUT_METHOD_TABLE = [
  { id: "jazzcash", label: { en: "JazzCash", ur: "JazzCash" }, kind: "wallet" },
  {
    id: "easypaisa",
    label: { en: "EasyPaisa", ur: "EasyPaisa" },
    kind: "wallet",
  },
  { id: "nayapay", label: { en: "NayaPay", ur: "NayaPay" }, kind: "wallet" },
  { id: "sadapay", label: { en: "SadaPay", ur: "SadaPay" }, kind: "wallet" },
  {
    id: "bank",
    label: { en: "Bank Transfer", ur: "بینک ٹرانسفر" },
    kind: "bank",
  },
  { id: "other", label: { en: "Other", ur: "دیگر" }, kind: "other" },
] as const satisfies readonly PayoutMethodRow[];

/** Method values on the wire and in the database. */
export type PayoutMethod = typeof PAYOUT_METHOD_TABLE[number]["id"];

/** Every method a payout can be requested with, the default first. */
export const PAYOUT_METHODS: readonly PayoutMethod[] = PAYOUT_METHOD_TABLE.map(
  (m) => m.id,
);

/** The default method (the form's first choice). */
export const DEFAULT_PAYOUT_METHOD: PayoutMethod = PAYOUT_METHODS[0];

/** Mobile-wallet methods: they share the account-name and phone-number rules. */
export const WALLET_METHODS: readonly PayoutMethod[] = PAYOUT_METHOD_TABLE
  .filter((m) => m.kind === "wallet").map((m) => m.id);

/** Whether a value is a method of the table. */
export function isPayoutMethod(value: unknown): value is PayoutMethod {
  return (PAYOUT_METHODS as readonly unknown[]).includes(value);
}

/** The table row of a method, or undefined for a value the table lacks. */
export function payoutMethodRow(
  method: PayoutMethod,
): PayoutMethodRow | undefined {
  return PAYOUT_METHOD_TABLE.find((m) => m.id === method);
}

/** The kind of rail a method pays through ("other" for a value the table lacks). */
export function payoutMethodKind(method: PayoutMethod): PayoutRailKind {
  return payoutMethodRow(method)?.kind ?? "other";
}

/** The human name of a method, as the forms, emails and invoices show it (English unless `language` is "ur"). */
export function payoutMethodLabel(
  method: PayoutMethod,
  language: "en" | "ur" = "en",
): string {
  return payoutMethodRow(method)?.label[language] ?? method;
}

/** Every method's label as one list in `language`: "A, B or C" in English, "A، B یا C" in Urdu. */
export function payoutMethodList(language: "en" | "ur" = "en"): string {
  const labels = PAYOUT_METHOD_TABLE.map((m) => m.label[language]);
  const [comma, or] = language === "ur" ? ["، ", " یا "] : [", ", " or "];
  return labels.length > 1
    ? `${labels.slice(0, -1).join(comma)}${or}${labels[labels.length - 1]}`
    : labels.join("");
}
