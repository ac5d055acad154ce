/** Withholding tax wire shapes: the affiliate's tax profile, the admin rate table, the monthly report. */
import { z } from "zod";
import { inputKind } from "./input_kinds.ts";
import { amount, calendarDate, id, instant } from "./common.ts";
import { currency } from "./settings.ts";

/** An affiliate's tax profile. */
export const taxProfile = z.object({
  idType: z.enum(["cnic", "ntn"]),
  idNumber: z.string(),
  filer: z.boolean(),
  updatedAt: instant,
}).meta({ id: "TaxProfile" });
/** A tax profile on the wire. */
export type TaxProfileJson = z.infer<typeof taxProfile>;

/** A withholding rate row. */
export const taxRate = z.object({
  id,
  category: z.string(),
  section: z.string(),
  filerPercent: z.number(),
  nonFilerPercent: z.number(),
  effectiveFrom: calendarDate,
  appliesToPayouts: z.boolean(),
  /** True on the row that applies to a payout paid today. */
  current: z.boolean(),
  createdAt: instant,
}).meta({ id: "TaxRate" });
/** A rate row on the wire. */
export type TaxRateJson = z.infer<typeof taxRate>;

/** GET /api/profile/tax. */
export const myTax = z.object({
  taxProfile: taxProfile.nullable(),
  withholdingTax: z.boolean(),
  rate: taxRate.nullable().meta({
    description: "The rate a payout paid today would use",
  }),
}).meta({ id: "MyTax" });
/** The affiliate's tax view on the wire. */
export type MyTaxJson = z.infer<typeof myTax>;

/** PUT /api/profile/tax as sent. */
export const taxProfileBody = z.object({
  idNumber: inputKind(
    z.string().meta({ description: "CNIC 12345-1234567-1 or NTN 1234567-8" }),
    "phone",
  ),
  filer: z.boolean(),
}).meta({ id: "TaxProfileBody" });

/** PUT /api/profile/tax answer. */
export const taxProfileSaved = z.object({
  message: z.string(),
  taxProfile,
}).meta({ id: "TaxProfileSaved" });
/** The saved profile answer. */
export type TaxProfileSavedJson = z.infer<typeof taxProfileSaved>;

/** POST /api/admin/tax-rates as sent. */
export const taxRateBody = z.object({
  category: z.string(),
  section: z.string(),
  filerPercent: inputKind(z.union([z.number(), z.string()]), "percent"),
  nonFilerPercent: inputKind(z.union([z.number(), z.string()]), "percent"),
  effectiveFrom: calendarDate,
  appliesToPayouts: z.boolean().optional(),
}).meta({ id: "TaxRateBody" });

/** POST /api/admin/tax-rates answer. */
export const taxRateAdded = z.object({
  message: z.string(),
  rate: taxRate,
}).meta({ id: "TaxRateAdded" });
/** The added rate answer. */
export type TaxRateAddedJson = z.infer<typeof taxRateAdded>;

/** GET /api/payouts/admin/tax query. */
export const taxReportQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
    error: "month must be YYYY-MM",
  }),
  format: z.enum(["json", "csv"], { error: "format must be json or csv" })
    .optional(),
});

/** One row of the monthly withholding report. */
export const taxReportRow = z.object({
  payoutId: id,
  payee: z.string(),
  email: z.string(),
  idNumber: z.string().nullable(),
  filer: z.boolean(),
  gross: amount,
  ratePercent: z.number(),
  tax: amount,
  net: amount,
  paidOn: calendarDate,
  category: z.string().nullable(),
  section: z.string().nullable(),
}).meta({ id: "TaxReportRow" });

/** GET /api/payouts/admin/tax (JSON). */
export const taxReport = z.object({
  month: z.string(),
  currency,
  rows: z.array(taxReportRow),
  totals: z.object({
    count: z.number().int(),
    gross: amount,
    tax: amount,
    net: amount,
  }),
}).meta({ id: "TaxReport" });
/** The monthly report on the wire. */
export type TaxReportJson = z.infer<typeof taxReport>;
