/** Payout settings wire shapes: the admin settings, the public display settings. */
import { z } from "zod";
import { inputKind } from "./input_kinds.ts";
import { CURRENCIES } from "../domain/shared/currency.ts";
import { CURRENCY_LOCK_REASONS } from "../domain/settings/currency_lock.ts";
import { amount } from "./common.ts";

/** The ledger currency on the wire. */
export const currency = z.enum(CURRENCIES);

/** GET /api/admin/settings (and the PATCH answer's settings). */
export const settings = z.object({
  minimumPayout: amount,
  /** When true, POST /api/payouts needs a productId ("All fields are required"); false (the default): optional. */
  payoutRequiresProduct: z.boolean(),
  makerChecker: z.boolean(),
  withholdingTax: z.boolean(),
  currency,
  /** More hits than this on one link from one visitor key or network prefix in an hour raise a click burst flag. */
  riskClickBurst: z.number().int(),
  /** Refunds and reversals above this percentage of sales raise a conversion pattern flag. */
  riskRefundRate: z.number(),
  /** When true, any open risk flag holds payouts, not only high ones. */
  riskAnyFlagHolds: z.boolean(),
  /** The operator's legal name, address and NTN: the issuer block of every invoice ("" while not set). */
  operatorName: z.string(),
  operatorAddress: z.string(),
  operatorNtn: z.string(),
  /** True once money is recorded: `currency` (the ledger currency) can no longer change (409 CURRENCY_LOCKED). */
  currencyLocked: z.boolean(),
  /** Why it is locked (ledger entries, recorded sales, manual earnings); null while it is not. */
  currencyLockReason: z.enum(CURRENCY_LOCK_REASONS).nullable(),
}).meta({ id: "PayoutSettings" });
/** The payout settings on the wire. */
export type SettingsJson = z.infer<typeof settings>;

/** PATCH /api/admin/settings as sent: any subset of the settings; the domain checks each rule. */
export const settingsPatch = z.object({
  minimumPayout: inputKind(z.union([z.number(), z.string()]), "money")
    .optional(),
  payoutRequiresProduct: z.boolean().optional(),
  makerChecker: z.boolean().optional(),
  withholdingTax: z.boolean().optional(),
  currency: currency.optional(),
  riskClickBurst: inputKind(z.number(), "count").optional(),
  riskRefundRate: inputKind(z.union([z.number(), z.string()]), "percent")
    .optional(),
  riskAnyFlagHolds: z.boolean().optional(),
  operatorName: z.string().optional(),
  operatorAddress: z.string().optional(),
  operatorNtn: z.string().optional(),
}).meta({ id: "PayoutSettingsPatch" });

/** PATCH /api/admin/settings answer. */
export const settingsUpdated = z.object({
  message: z.string(),
  settings,
}).meta({ id: "PayoutSettingsUpdated" });
/** The settings update answer. */
export type SettingsUpdatedJson = z.infer<typeof settingsUpdated>;

/**
 * GET /api/settings/public: what every screen needs to show amounts, and the payout form its minimum and whether it
 * asks for a product.
 */
export const publicSettings = z.object({
  currency,
  minimumPayout: amount,
  withholdingTax: z.boolean(),
  /** Whether a payout request must name a product (the form shows its product picker only then). */
  payoutRequiresProduct: z.boolean(),
}).meta({ id: "PublicSettings" });
/** The public settings on the wire. */
export type PublicSettingsJson = z.infer<typeof publicSettings>;
