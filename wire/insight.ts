/** Insight wire shapes: the admin overview and an affiliate's daily and per-product figures. */
import { z } from "zod";
import { amount, calendarDate, id } from "./common.ts";
import { GET_STARTED_STEPS } from "../domain/insight/get_started.ts";

const requiredDate = z.string().optional().meta({
  description: "YYYY-MM-DD (required)",
});

/** GET /api/admin/overview query: the period, both days included (at most 731 days). */
export const overviewQuery = z.object({ from: requiredDate, to: requiredDate });

/** One day of the overview's series. */
export const overviewDay = z.object({
  date: calendarDate,
  clicks: z.number().int(),
  sales: z.number().int(),
  revenue: amount,
  commission: amount,
}).meta({ id: "OverviewDay" });
/** A day of the overview on the wire. */
export type OverviewDayJson = z.infer<typeof overviewDay>;

const shareField = z.number().meta({
  description: "Share of the period's commission (sources: revenue), 0–1",
});

/** GET /api/admin/overview answer. */
export const overview = z.object({
  from: calendarDate,
  to: calendarDate,
  totals: z.object({
    clicks: z.number().int(),
    sales: z.number().int(),
    revenue: amount,
    commission: amount,
    conversionRate: z.number().meta({ description: "Sales per 100 clicks" }),
    earningsPerClick: amount,
  }),
  days: z.array(overviewDay),
  topAffiliates: z.array(z.object({
    userId: id,
    name: z.string(),
    email: z.string(),
    clicks: z.number().int(),
    sales: z.number().int(),
    commission: amount,
    share: shareField,
  })),
  topProducts: z.array(z.object({
    productId: id,
    title: z.string(),
    clicks: z.number().int(),
    sales: z.number().int(),
    commission: amount,
    share: shareField,
  })),
  topSources: z.array(z.object({
    sourceId: z.number().int().meta({ description: "0: manual stat entries" }),
    name: z.string(),
    kind: z.string(),
    sales: z.number().int(),
    revenue: amount,
    commission: amount,
    share: shareField,
  })),
  owed: z.object({
    available: amount,
    held: amount,
    pending: amount,
    requested: amount,
  }),
}).meta({ id: "Overview" });
/** The admin overview on the wire. */
export type OverviewJson = z.infer<typeof overview>;

/** GET /api/stats/daily answer: every day of the period, oldest first. */
export const dailyFigures = z.object({
  startDate: calendarDate,
  endDate: calendarDate,
  days: z.array(z.object({
    date: calendarDate,
    clicks: z.number().int(),
    sales: z.number().int(),
    earnings: amount,
  })),
}).meta({ id: "DailyFigures" });
/** An affiliate's daily figures on the wire. */
export type DailyFiguresJson = z.infer<typeof dailyFigures>;

/** GET /api/stats/products answer: the period's figures per product, most earnings first. */
export const productFigures = z.object({
  startDate: calendarDate,
  endDate: calendarDate,
  products: z.array(z.object({
    productId: id,
    product: z.string(),
    clicks: z.number().int(),
    sales: z.number().int(),
    earnings: amount,
  })),
}).meta({ id: "ProductFigures" });
/** An affiliate's per-product figures on the wire. */
export type ProductFiguresJson = z.infer<typeof productFigures>;

/** GET /api/admin/get-started answer: the new operator's checklist, each step ticked from stored state. */
export const getStarted = z.object({
  steps: z.array(z.object({
    id: z.enum(GET_STARTED_STEPS),
    done: z.boolean(),
  })),
  done: z.number().int(),
  total: z.number().int(),
  complete: z.boolean(),
}).meta({ id: "GetStarted" });
/** The checklist on the wire. */
export type GetStartedJson = z.infer<typeof getStarted>;
