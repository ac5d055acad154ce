/** Exchange-rate wire shapes: the admin rate table, a new rate, and a conversion as events and reports show it. */
import { z } from "zod";
import { inputKind } from "./input_kinds.ts";
import { amount, calendarDate, id, instant } from "./common.ts";
import { currency as ledgerCurrency } from "./settings.ts";

/** An exchange rate row. */
export const exchangeRate = z.object({
  id,
  currency: z.string().meta({ description: "ISO 4217 code converted from" }),
  date: calendarDate.meta({
    description: "Asia/Karachi date from which the rate is in force",
  }),
  rate: z.string().meta({
    description:
      "Ledger units per one unit of currency, exact decimal text, e.g. 278.45",
  }),
  /** True on the row in force today for its currency. */
  current: z.boolean(),
  createdAt: instant,
}).meta({ id: "ExchangeRate" });
/** A rate row on the wire. */
export type ExchangeRateJson = z.infer<typeof exchangeRate>;

/** GET /api/admin/exchange-rates. */
export const exchangeRateList = z.object({
  ledgerCurrency,
  rates: z.array(exchangeRate),
}).meta({ id: "ExchangeRateList" });
/** The rate table on the wire. */
export type ExchangeRateListJson = z.infer<typeof exchangeRateList>;

/** GET /api/admin/exchange-rates query. */
export const exchangeRateQuery = z.object({
  currency: z.string().regex(/^[A-Za-z]{3}$/, {
    error: "currency must be a three-letter ISO 4217 code",
  }).optional(),
});

/** POST /api/admin/exchange-rates as sent. */
export const exchangeRateBody = z.object({
  currency: z.string(),
  date: calendarDate,
  rate: inputKind(
    z.union([z.string(), z.number()]).meta({
      description: "Decimal text (a JSON number is read from its exact digits)",
    }),
    "text",
  ),
}).meta({ id: "ExchangeRateBody" });

/** POST /api/admin/exchange-rates answer. */
export const exchangeRateAdded = z.object({
  message: z.string(),
  rate: exchangeRate,
  /** Deliveries that were waiting for this rate and are now applied. */
  released: z.number().int(),
}).meta({ id: "ExchangeRateAdded" });
/** The added rate answer. */
export type ExchangeRateAddedJson = z.infer<typeof exchangeRateAdded>;

/** What a conversion kept, beside the converted amounts (events, sale details, the affiliate's report). */
export const conversion = z.object({
  originalAmount: amount,
  originalCurrency: z.string(),
  rate: z.string(),
  rateDate: calendarDate,
  /** The original amount in the ledger's currency. */
  amount,
  originalPayout: amount.optional(),
  payout: amount.optional(),
}).meta({ id: "ExchangeConversion" });
/** A conversion on the wire. */
export type ConversionJson = z.infer<typeof conversion>;

/** One converted sale or refund of the affiliate, as their report lists it. */
export const convertedSale = conversion.extend({
  date: calendarDate,
  orderId: z.string().nullable(),
  product: z.string().nullable(),
}).meta({ id: "ConvertedSale" });
/** A converted sale on the wire. */
export type ConvertedSaleJson = z.infer<typeof convertedSale>;

/** GET /api/user/reports/conversions query. */
export const convertedSalesQuery = z.object({
  startDate: calendarDate.optional(),
  endDate: calendarDate.optional(),
});
