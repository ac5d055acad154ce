/** Margin report wire shapes: GET /api/admin/reports/margin (JSON, or CSV with format=csv). */
import { z } from "zod";
import { amount, calendarDate } from "./common.ts";

const requiredDate = z.string().optional().meta({
  description: "YYYY-MM-DD (required)",
});

/** GET /api/admin/reports/margin query: the period (both days included, at most 731 days) and the grouping. */
export const marginQuery = z.object({
  from: requiredDate,
  to: requiredDate,
  groupBy: z.enum(["offer", "affiliate", "source", "goal"], {
    error: "groupBy must be offer, affiliate, source or goal",
  }).optional().meta({
    description: "Rows per offer (default), affiliate, source or goal",
  }),
  format: z.enum(["json", "csv"], { error: "format must be json or csv" })
    .optional(),
});

const marginFigures = {
  conversions: z.number().int(),
  revenue: amount,
  affiliatePayout: amount,
  withholdingTax: amount.meta({
    description:
      "Tax withheld from affiliates' payouts paid in the period (per affiliate, or apportioned by affiliate payout)",
  }),
  margin: amount.meta({ description: "revenue − affiliatePayout" }),
};

/** One row of the margin report. */
export const marginRow = z.object({
  key: z.string().meta({
    description: "The offer's, affiliate's or source's id, or the goal's key",
  }),
  name: z.string(),
  email: z.string().optional().meta({ description: "Affiliate rows only" }),
  ...marginFigures,
}).meta({ id: "MarginRow" });
/** A margin row on the wire. */
export type MarginRowJson = z.infer<typeof marginRow>;

/** GET /api/admin/reports/margin answer. */
export const marginReport = z.object({
  from: calendarDate,
  to: calendarDate,
  groupBy: z.enum(["offer", "affiliate", "source", "goal"]),
  currency: z.string(),
  rows: z.array(marginRow),
  totals: z.object(marginFigures),
  days: z.array(z.object({
    date: calendarDate,
    conversions: z.number().int(),
    revenue: amount,
    affiliatePayout: amount,
    margin: amount,
  })),
}).meta({ id: "MarginReport" });
/** The margin report on the wire. */
export type MarginReportJson = z.infer<typeof marginReport>;
