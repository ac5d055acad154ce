/** API operations: every source's conversions with their earnings, and the admin's decisions on over-cap ones. */
import * as oc from "../../../../wire/offer_conversions.ts";
import { ok, type Operation } from "./operation.ts";

const CSV =
  "The page (JSON), or every matching row as a CSV file with format=csv";

/** Conversion lists and over-cap decisions (docs/offers.md). */
export const offerConversionOperations: Operation[] = [
  {
    method: "get",
    path: "/api/user/conversions",
    tag: "Conversions",
    summary:
      "My conversions, newest first, each with its earning and why (JSON page, or CSV with format=csv)",
    access: "user",
    query: oc.userConversionsQuery,
    responses: {
      200: { description: CSV, json: oc.conversionPage(oc.offerConversion) },
    },
  },
  {
    method: "get",
    path: "/api/admin/conversions",
    tag: "Conversions",
    summary:
      "Every source's conversions, filtered by affiliate, offer, goal, source, status and period (JSON or CSV)",
    access: "admin",
    query: oc.adminConversionsQuery,
    responses: {
      200: {
        description: CSV,
        json: oc.conversionPage(oc.adminOfferConversion),
      },
    },
  },
  {
    method: "post",
    path: "/api/admin/conversions/decisions",
    tag: "Conversions",
    summary:
      "Approve (it earns as normal) or reject (it earns nothing) over_cap conversions, one or many; others are skipped with why",
    access: "admin",
    body: { schema: oc.conversionDecisionBody, media: ["application/json"] },
    responses: { 200: ok(oc.conversionDecisionResult, "Decided") },
  },
];
