/** Stats and report wire shapes: an affiliate's totals, the admin list and manual entry, the dated report. */
import { z } from "zod";
import { inputKind } from "./input_kinds.ts";
import { amount, calendarDate, figures, objectBody } from "./common.ts";
import { MAX_PAGE, pagingFields } from "./paging.ts";

const optionalDate = z.string().optional().meta({ description: "YYYY-MM-DD" });

/** An optional inclusive date range (both or neither). */
export const dateRangeQuery = z.object({
  startDate: optionalDate,
  endDate: optionalDate,
});

/** GET /api/stats/user/date-range query: a period name, or "Custom Range" with dates. */
export const periodQuery = z.object({
  filter: z.string().optional().meta({
    description: "Today, Yesterday, … or Custom Range",
  }),
  startDate: optionalDate,
  endDate: optionalDate,
});

/** GET /api/stats/user/date-range answer: the figures and the resolved range. */
export const periodTotals = z.object({
  ...figures.shape,
  startDate: calendarDate,
  endDate: calendarDate,
}).meta({ id: "PeriodTotals" });
/** Figures of a period. */
export type PeriodTotals = z.infer<typeof periodTotals>;

/** s1..s5 as filters of a trend or report: one at a time, a sub-id value (docs/sub-ids.md). */
const subIdFilters = {
  s1: z.string().optional().meta({
    description: "Only clicks with this s1 (one sub-id filter at most)",
  }),
  s2: z.string().optional().meta({ description: "Only clicks with this s2" }),
  s3: z.string().optional().meta({ description: "Only clicks with this s3" }),
  s4: z.string().optional().meta({ description: "Only clicks with this s4" }),
  s5: z.string().optional().meta({ description: "Only clicks with this s5" }),
};

/** GET /api/stats/daily query: a period, optionally narrowed to one sub-id value (s1..s5). */
export const dailyFiguresQuery = z.object({
  ...periodQuery.shape,
  ...subIdFilters,
});

/** GET /api/stats/all query: a date range and optional paging. */
export const statsListQuery = z.object({
  ...pagingFields(MAX_PAGE),
  startDate: optionalDate,
  endDate: optionalDate,
});

/** A row of the admin stats list. */
export const statRow = z.object({
  id: z.string(),
  userId: z.number().int(),
  productId: z.number().int(),
  user: z.string(),
  userEmail: z.string(),
  product: z.string(),
  clicks: z.number().int(),
  sales: z.number().int(),
  earnings: amount,
  date: calendarDate,
}).meta({ id: "StatRow" });
/** A stats row on the wire. */
export type StatRowJson = z.infer<typeof statRow>;

/** POST /api/stats as sent; the domain checks the fields. */
export const statEntryBody = z.object({
  userId: inputKind(z.union([z.number().int(), z.string()]), "id"),
  productId: inputKind(z.union([z.number().int(), z.string()]), "id"),
  date: calendarDate,
  // A figure left out counts as 0.
  clicks: inputKind(z.union([z.number().int(), z.string()]), "count", false),
  sales: inputKind(z.union([z.number().int(), z.string()]), "count", false),
  earnings: inputKind(z.union([z.number(), z.string()]), "money", false),
  // Why the figures are entered by hand, kept in the audit log; optional here (the web form requires it).
  reason: z.string().max(500).optional(),
}).meta({ id: "StatEntryBody" });
/** A manual stat entry as sent. */
export type StatEntryBody = z.infer<typeof statEntryBody>;

/** What POST /api/stats checks itself (a JSON object). */
export const statEntryBodyCheck = objectBody(
  "Send the stat record as a JSON object.",
);

/** POST /api/stats answer. */
export const statEntrySaved = z.object({
  message: z.string(),
  id: z.number().int(),
}).meta({ id: "StatEntrySaved" });
/** A saved stat entry's answer. */
export type StatEntrySaved = z.infer<typeof statEntrySaved>;

/** A row of the affiliate's report (GET /api/user/reports). */
export const reportRow = z.object({
  date: calendarDate,
  clicks: z.number().int(),
  sales: z.number().int(),
  earnings: amount,
  payouts: amount,
  balance: amount,
}).meta({ id: "ReportRow" });
/** A report row on the wire. */
export type ReportRowJson = z.infer<typeof reportRow>;

/** GET /api/user/reports query: a range, optionally grouped by one sub-id (by=s1..s5) or narrowed to a value. */
export const reportQuery = z.object({
  ...dateRangeQuery.shape,
  by: z.string().optional().meta({
    description:
      "s1, s2, s3, s4 or s5: one row per day and value of that sub-id",
  }),
  ...subIdFilters,
});

/** A row of the report grouped by a sub-id: a day's figures of one value (no payouts or balance: they have no sub-id). */
export const subIdReportRow = z.object({
  date: calendarDate,
  value: z.string().meta({ description: "The sub-id value" }),
  clicks: z.number().int(),
  sales: z.number().int(),
  earnings: amount,
}).meta({ id: "SubIdReportRow" });
/** A grouped report row on the wire. */
export type SubIdReportRowJson = z.infer<typeof subIdReportRow>;

/** GET /api/stats/breakdown query: a date range (default: the last 30 days) and what to group by. */
export const breakdownQuery = z.object({
  from: optionalDate,
  to: optionalDate,
  by: z.string().meta({
    description:
      "s1, s2, s3, s4, s5, country, city, device, os, browser or referrer",
  }),
});

/** GET /api/admin/stats/breakdown query: the affiliate's query, narrowed by affiliate, product or sale source. */
export const adminBreakdownQuery = z.object({
  ...breakdownQuery.shape,
  userId: z.string().optional().meta({ description: "An affiliate's id" }),
  productId: z.string().optional().meta({ description: "A product's id" }),
  sourceId: z.string().optional().meta({
    description:
      "A sale source's id: narrows sales and earnings (clicks have no source)",
  }),
});

/** One value's figures in a breakdown. */
export const breakdownRow = z.object({
  value: z.string().meta({
    description:
      "The sub-id, ISO country code, city, device class (mobile, tablet, desktop), OS, browser or referrer host",
  }),
  country: z.string().optional().meta({
    description: "by=city: the city's ISO country code",
  }),
  clicks: z.number().int(),
  sales: z.number().int(),
  earnings: amount,
  conversionRate: z.number().meta({
    description: "Sales per click (0 to 1, 4 decimals); 0 without clicks",
  }),
}).meta({ id: "BreakdownRow" });
/** A breakdown row on the wire. */
export type BreakdownRowJson = z.infer<typeof breakdownRow>;
