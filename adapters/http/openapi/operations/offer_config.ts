/** API operations: an offer's goals, affiliate groups, dated payout rules, caps and payouts now (docs/offers.md). */
import { z } from "zod";
import * as offers from "../../../../wire/offer_config.ts";
import { list, ok, type Operation } from "./operation.ts";

const removed = z.object({ message: z.string(), id: z.number().int() });

/** Offers: goals, groups, payout rules and caps. */
export const offerConfigOperations: Operation[] = [
  {
    method: "get",
    path: "/api/admin/products/{id}/goals",
    tag: "Offers",
    summary: "An offer's goals (the sale goal first)",
    access: "admin",
    responses: { 200: list(offers.goal) },
  },
  {
    method: "put",
    path: "/api/admin/products/{id}/goals",
    tag: "Offers",
    summary: "Replace an offer's goals (the sale goal stays)",
    description:
      "The list replaces the offer's goals. A changed payout appends an offer-level payout rule from now; the sale goal's percent and hold are the product's commissionPercent and refund policy. A goal left out stops taking conversions; its history stays.",
    access: "admin",
    body: { schema: offers.goalsBody, media: ["application/json"] },
    responses: { 200: list(offers.goal) },
  },
  {
    method: "get",
    path: "/api/admin/groups",
    tag: "Offers",
    summary: "Affiliate groups, highest rank first, with member counts",
    access: "admin",
    responses: { 200: list(offers.group) },
  },
  {
    method: "post",
    path: "/api/admin/groups",
    tag: "Offers",
    summary: "Add a group: { name, rank, levelUp }",
    access: "admin",
    body: { schema: offers.groupBody, media: ["application/json"] },
    responses: { 201: ok(offers.group, "Added") },
  },
  {
    method: "patch",
    path: "/api/admin/groups/{id}",
    tag: "Offers",
    summary: "Rename a group, change its rank or level-up condition",
    access: "admin",
    body: { schema: offers.groupBody.partial(), media: ["application/json"] },
    responses: { 200: ok(offers.group) },
  },
  {
    method: "delete",
    path: "/api/admin/groups/{id}",
    tag: "Offers",
    summary: "Delete a group; its members move to the default group",
    access: "admin",
    responses: { 200: ok(offers.groupDeleted) },
  },
  {
    method: "patch",
    path: "/api/admin/users/{id}",
    tag: "Offers",
    summary: "Put an affiliate in a group and/or pin them: { groupId, pinned }",
    description:
      "Setting groupId pins the affiliate (the monthly tier job leaves them) unless pinned: false is sent; groupId null is the default group.",
    access: "admin",
    body: { schema: offers.placementBody, media: ["application/json"] },
    responses: { 200: ok(offers.placement) },
  },
  {
    method: "get",
    path: "/api/admin/payout-rules",
    tag: "Offers",
    summary: "Payout rules with their history (newest start first)",
    access: "admin",
    query: offers.payoutRulesQuery,
    responses: { 200: list(offers.payoutRule) },
  },
  {
    method: "post",
    path: "/api/admin/payout-rules",
    tag: "Offers",
    summary:
      "Add a dated payout rule for an offer's goal, a group or an affiliate",
    access: "admin",
    body: { schema: offers.payoutRuleBody, media: ["application/json"] },
    responses: { 201: ok(offers.payoutRule, "Added") },
  },
  {
    method: "delete",
    path: "/api/admin/payout-rules/{id}",
    tag: "Offers",
    summary: "Delete a rule not yet in force (409 RULE_IN_FORCE otherwise)",
    access: "admin",
    responses: { 200: ok(removed) },
  },
  {
    method: "get",
    path: "/api/admin/caps",
    tag: "Offers",
    summary: "Live caps (history=true: removed and superseded ones too)",
    access: "admin",
    query: offers.capsQuery,
    responses: { 200: list(offers.cap) },
  },
  {
    method: "post",
    path: "/api/admin/caps",
    tag: "Offers",
    summary: "Add a cap; it supersedes the live cap of the same scope",
    access: "admin",
    body: { schema: offers.capBody, media: ["application/json"] },
    responses: { 201: ok(offers.cap, "Added") },
  },
  {
    method: "delete",
    path: "/api/admin/caps/{id}",
    tag: "Offers",
    summary: "Remove a live cap",
    access: "admin",
    responses: { 200: ok(removed) },
  },
  {
    method: "get",
    path: "/api/admin/users/{id}/offers/payouts",
    tag: "Offers",
    summary: "What this affiliate earns on every offer now, and why",
    access: "admin",
    responses: { 200: ok(offers.affiliatePayoutsAll) },
  },
  {
    method: "get",
    path: "/api/admin/users/{id}/offers/{productId}/payouts",
    tag: "Offers",
    summary: "What this affiliate earns on this offer now, and why",
    access: "admin",
    responses: { 200: ok(offers.affiliatePayouts) },
  },
];
