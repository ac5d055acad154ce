import { z } from "zod";
/** API operations: Stats, reports and signed conversions. */
import * as conversions from "../../../../wire/conversions.ts";
import * as stats from "../../../../wire/stats.ts";
import { figures } from "../../../../wire/common.ts";
import * as insight from "../../../../wire/insight.ts";
import * as rates from "../../../../wire/exchange_rates.ts";
import { list, ok, type Operation, PAGED } from "./operation.ts";

/** Stats, reports and signed conversions. */
export const statsOperations: Operation[] = [
  // ---- Stats ----
  {
    method: "get",
    path: "/api/stats",
    tag: "Stats",
    summary: "My totals, optionally for a date range",
    access: "user",
    query: stats.dateRangeQuery,
    responses: { 200: ok(figures) },
  },
  {
    method: "get",
    path: "/api/stats/user/date-range",
    tag: "Stats",
    summary: "My totals for a named period or a custom range",
    access: "user",
    query: stats.periodQuery,
    responses: { 200: ok(stats.periodTotals) },
  },
  {
    method: "get",
    path: "/api/stats/daily",
    tag: "Stats",
    summary:
      "My figures per day of a named period or a custom range, optionally of one sub-id value (s1..s5)",
    access: "user",
    query: stats.dailyFiguresQuery,
    responses: { 200: ok(insight.dailyFigures) },
  },
  {
    method: "get",
    path: "/api/stats/products",
    tag: "Stats",
    summary: "My figures per product for a named period or a custom range",
    access: "user",
    query: stats.periodQuery,
    responses: { 200: ok(insight.productFigures) },
  },
  {
    method: "get",
    path: "/api/stats/breakdown",
    tag: "Stats",
    summary:
      "My clicks, sales and earnings grouped by a sub-id or where clicks came from (most clicks first)",
    access: "user",
    query: stats.breakdownQuery,
    responses: { 200: list(stats.breakdownRow) },
  },
  {
    method: "get",
    path: "/api/admin/stats/breakdown",
    tag: "Stats",
    summary:
      "Clicks, sales and earnings grouped by a sub-id or where clicks came from, for all or one affiliate, product or sale source",
    access: "admin",
    query: stats.adminBreakdownQuery,
    responses: { 200: list(stats.breakdownRow) },
  },
  {
    method: "get",
    path: "/api/stats/all",
    tag: "Stats",
    summary: "Every stats row, newest day first, optionally paged",
    access: "admin",
    query: stats.statsListQuery,
    responses: {
      200: {
        ...list(stats.statRow),
        headers: {
          ...PAGED,
          "X-Total-Clicks": "Paged: the range's clicks",
          "X-Total-Sales": "Paged: the range's sales",
          "X-Total-Earnings": "Paged: the range's earnings",
        },
      },
    },
  },
  {
    method: "post",
    path: "/api/stats",
    tag: "Stats",
    summary: "Add a manual stats entry",
    access: "admin",
    body: { schema: stats.statEntryBody, media: ["application/json"] },
    responses: { 201: ok(stats.statEntrySaved, "Saved") },
  },
  // ---- Reports ----
  {
    method: "get",
    path: "/api/user/reports",
    tag: "Reports",
    summary:
      "My report, one row per day; with by=s1..s5 (or a sub-id filter), one row per day and sub-id value",
    access: "user",
    query: stats.reportQuery,
    responses: {
      200: ok(
        z.union([z.array(stats.reportRow), z.array(stats.subIdReportRow)]),
      ),
    },
  },
  {
    method: "get",
    path: "/api/user/reports/conversions",
    tag: "Reports",
    summary:
      "The affiliate's sales and refunds converted from another currency, with the original amount and the rate",
    access: "user",
    query: rates.convertedSalesQuery,
    responses: { 200: list(rates.convertedSale) },
  },
  // ---- Conversions ----
  {
    method: "post",
    path: "/api/conversions",
    tag: "Conversions",
    summary: "Record a sale or a refund (signed postback)",
    description:
      'Sign the exact body: Kamai-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>"> with CONVERSIONS_SECRET. A repeat of (orderId, status) answers the stored conversion with 200. A refund that comes before its sale is kept and answered 202 (outcome waiting); it applies when the sale arrives.',
    access: "signed",
    body: { schema: conversions.conversionBody, media: ["application/json"] },
    responses: {
      200: ok(conversions.conversion, "Already recorded"),
      201: ok(conversions.conversion, "Recorded"),
      202: ok(
        conversions.conversionWaiting,
        "A refund kept until its sale arrives",
      ),
    },
  },
];
