/** Exchange-rate routes (mounted under /api): the admin rate table, adding a rate, the affiliate's converted sales. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { ExchangeRateServices } from "../../../domain/rates/exchange_rate_repos.ts";
import { addExchangeRate } from "../../../domain/rates/add_exchange_rate.ts";
import type { ExchangeRate } from "../../../domain/rates/exchange_rate.ts";
import type { DeliveryConversion } from "../../../domain/rates/rates_repos.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";
import { parseDateRange } from "../../../domain/stats/date_range.ts";
import { answerError } from "../api_error.ts";
import { exactJsonBody } from "../exact_json.ts";
import { jsonBody, queryParams } from "../validate.ts";
import { objectBody } from "../../../wire/common.ts";
import { wireAmount } from "./money_json.ts";
import {
  type ConversionJson,
  type ConvertedSaleJson,
  convertedSalesQuery,
  type ExchangeRateAddedJson,
  type ExchangeRateJson,
  type ExchangeRateListJson,
  exchangeRateQuery,
} from "../../../wire/exchange_rates.ts";

const anyObject = objectBody("Send { currency, date, rate } as a JSON object.");

// The most rows the table and the affiliate's list answer with.
const MAX_RATES = 1000;
const MAX_CONVERTED = 500;

/** A kept conversion as JSON (events, sale details, the affiliate's report). */
export function conversionJson(c: DeliveryConversion): ConversionJson {
  return {
    originalAmount: wireAmount(c.originalAmountMinor),
    originalCurrency: c.originalCurrency,
    rate: c.rate,
    rateDate: c.rateDate,
    amount: wireAmount(c.amountMinor),
    ...(c.originalPayoutMinor === undefined ? {} : {
      originalPayout: wireAmount(c.originalPayoutMinor),
      payout: wireAmount(c.payoutMinor ?? 0),
    }),
  };
}

// The row in force today per currency: the first of its currency dated today or before (the list is newest first).
function inForceIds(rates: ExchangeRate[], today: string): Set<number> {
  const seen = new Set<string>();
  const ids = new Set<number>();
  for (const r of rates) {
    if (r.date > today || seen.has(r.currency)) continue;
    seen.add(r.currency);
    ids.add(r.id);
  }
  return ids;
}

const rateJson = (r: ExchangeRate, current: Set<number>): ExchangeRateJson => ({
  id: r.id,
  currency: r.currency,
  date: r.date,
  rate: r.rate,
  current: current.has(r.id),
  createdAt: r.createdAt.toISOString(),
});

/** The exchange-rate router; mount with app.route("/api", createExchangeRateRoutes(ctx, services.exchangeRates)). */
export function createExchangeRateRoutes(
  ctx: AppContext,
  { reader, uow }: ExchangeRateServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  const today = () => karachiDate(ctx.clock.now());

  app.get(
    "/admin/exchange-rates",
    ctx.auth.requireAdmin,
    queryParams(exchangeRateQuery),
    async (c) => {
      const currency = c.req.valid("query").currency?.toUpperCase();
      const rates = await reader.list({ currency }, MAX_RATES);
      const current = inForceIds(rates, today());
      c.header("Cache-Control", "no-store");
      return c.json(
        {
          ledgerCurrency: await reader.ledgerCurrency(),
          rates: rates.map((r) => rateJson(r, current)),
        } satisfies ExchangeRateListJson,
      );
    },
  );

  app.post(
    "/admin/exchange-rates",
    ctx.auth.requireAdmin,
    jsonBody(anyObject),
    async (c) => {
      const result = await addExchangeRate(
        { uow, reader, clock: ctx.clock },
        {
          adminId: c.get("session").userId,
          body: await exactJsonBody(c, ["rate"]),
        },
      );
      if (!result.ok) {
        throw answerError(result.error, { extras: "keep" });
      }
      const { rate, released } = result.value;
      const inForce = await reader.inForce(rate.currency, today());
      return c.json(
        {
          message: "Exchange rate added.",
          rate: rateJson(rate, new Set(inForce ? [inForce.id] : [])),
          released,
        } satisfies ExchangeRateAddedJson,
        201,
      );
    },
  );

  app.get(
    "/user/reports/conversions",
    ctx.auth.requireUser,
    queryParams(convertedSalesQuery),
    async (c) => {
      const { startDate, endDate } = c.req.valid("query");
      const parsed = parseDateRange(startDate, endDate);
      if (!parsed.ok) throw answerError(parsed.error);
      const range = parsed.value ?? { startDate: today(), endDate: today() };
      const rows = await reader.convertedFor(
        c.get("session").userId,
        range,
        MAX_CONVERTED,
      );
      c.header("Cache-Control", "no-store");
      return c.json(rows.map((r): ConvertedSaleJson => ({
        date: r.date,
        orderId: r.orderId,
        product: r.productTitle,
        ...conversionJson(r),
      })));
    },
  );

  return app;
}
