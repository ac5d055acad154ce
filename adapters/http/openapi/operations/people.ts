/** API operations: Profiles, the users table, risk flags and the audit trail. */
import * as audit from "../../../../wire/audit.ts";
import * as profiles from "../../../../wire/profiles.ts";
import * as users from "../../../../wire/users.ts";
import { messageBody } from "../../../../wire/common.ts";
import * as insight from "../../../../wire/insight.ts";
import * as risk from "../../../../wire/risk.ts";
import { list, ok, type Operation } from "./operation.ts";

/** Profiles, the users table, risk flags and the audit trail. */
export const peopleOperations: Operation[] = [
  // ---- Profiles ----
  {
    method: "get",
    path: "/api/profile/me",
    tag: "Profiles",
    summary: "My profile and whether my account is approved",
    access: "user",
    responses: { 200: ok(profiles.profileMe) },
  },
  {
    method: "post",
    path: "/api/profile",
    tag: "Profiles",
    summary: "Submit or resubmit my profile for review (affiliates only)",
    access: "user",
    body: { schema: profiles.profileBody, media: ["application/json"] },
    responses: { 201: ok(messageBody, "Submitted") },
  },
  {
    method: "get",
    path: "/api/admin/pending-profiles",
    tag: "Profiles",
    summary: "The approval queue",
    access: "admin",
    responses: { 200: list(profiles.pendingProfile) },
  },
  {
    method: "post",
    path: "/api/admin/approve/{userId}",
    tag: "Profiles",
    summary: "Approve a profile (emails the affiliate)",
    access: "admin",
    responses: { 200: ok(profiles.profileDecision) },
  },
  {
    method: "post",
    path: "/api/admin/reject/{userId}",
    tag: "Profiles",
    summary: "Reject a profile, optionally with a reason",
    access: "admin",
    body: {
      schema: profiles.rejectProfileBody,
      media: ["application/json"],
      required: false,
    },
    responses: { 200: ok(profiles.profileDecision) },
  },
  // ---- Admin users ----
  {
    method: "get",
    path: "/api/admin/users",
    tag: "Admin users",
    summary: "Users, searchable, sortable and optionally paged",
    access: "admin",
    query: users.usersQuery,
    responses: {
      200: { ...list(users.user), headers: { "X-Total-Count": "All rows" } },
    },
  },
  {
    method: "get",
    path: "/api/admin/user-states",
    tag: "Admin users",
    summary:
      "How many people are in each lifecycle state (the users table's filter chips)",
    access: "admin",
    query: users.userStatesQuery,
    responses: { 200: ok(users.userStateCounts) },
  },
  {
    method: "post",
    path: "/api/admin/users/{id}/toggle-block",
    tag: "Admin users",
    summary: "Block or unblock a user",
    description:
      "Blocks any user who is not blocked (approved, pending, or a sign-up that never submitted a profile) and ends their sessions; unblocks a blocked one, giving back only the approval the block took (a user never approved stays unapproved). The last active admin cannot be blocked (409 LAST_ADMIN), nor can an admin block themself (409 SELF_ACTION_FORBIDDEN).",
    access: "admin",
    responses: { 200: ok(users.toggleBlock) },
  },
  {
    method: "post",
    path: "/api/admin/users/{id}/reset-password",
    tag: "Admin users",
    summary: "Set a user's password",
    access: "admin",
    body: { schema: users.resetUserPasswordBody, media: ["application/json"] },
    responses: { 200: ok(messageBody) },
  },
  {
    method: "get",
    path: "/api/admin/users/{id}/full-profile",
    tag: "Admin users",
    summary: "Everything about one user",
    access: "admin",
    responses: { 200: ok(users.fullProfile) },
  },
  {
    method: "get",
    path: "/api/admin/metrics",
    tag: "Admin users",
    summary: "Pending profiles and payouts (the navigation's badges)",
    access: "admin",
    responses: { 200: ok(users.adminMetrics) },
  },
  {
    method: "get",
    path: "/api/admin/get-started",
    tag: "Stats",
    summary:
      "The new operator's checklist: settings, a product, a store or network, a sign-up, an approval, a payout; each ticked from stored state",
    access: "admin",
    responses: { 200: ok(insight.getStarted) },
  },
  {
    method: "get",
    path: "/api/admin/overview",
    tag: "Stats",
    summary:
      "The platform's figures for a period: daily series, top affiliates, products and sources, money owed now",
    access: "admin",
    query: insight.overviewQuery,
    responses: { 200: ok(insight.overview) },
  },
  // ---- Risk ----
  {
    method: "get",
    path: "/api/admin/risk/flags",
    tag: "Risk",
    summary:
      "Risk flags, open first, most severe and newest first; filter by status, user and kind",
    access: "admin",
    query: risk.riskFlagQuery,
    responses: { 200: list(risk.riskFlag) },
  },
  {
    method: "post",
    path: "/api/admin/risk/flags/{id}/clear",
    tag: "Risk",
    summary: "Clear an open flag with a note (checked, fine); audited",
    access: "admin",
    body: { schema: risk.riskFlagClose, media: ["application/json"] },
    responses: { 200: ok(risk.riskFlagClosed) },
  },
  {
    method: "post",
    path: "/api/admin/risk/flags/{id}/dismiss",
    tag: "Risk",
    summary: "Dismiss an open flag with a note (a false signal); audited",
    access: "admin",
    body: { schema: risk.riskFlagClose, media: ["application/json"] },
    responses: { 200: ok(risk.riskFlagClosed) },
  },
  {
    method: "get",
    path: "/api/admin/risk/digest",
    tag: "Risk",
    summary: "Whether the signed-in admin gets the daily risk digest email",
    access: "admin",
    responses: { 200: ok(risk.riskDigest) },
  },
  {
    method: "put",
    path: "/api/admin/risk/digest",
    tag: "Risk",
    summary: "Turn the signed-in admin's daily risk digest email on or off",
    access: "admin",
    body: { schema: risk.riskDigestChange, media: ["application/json"] },
    responses: { 200: ok(risk.riskDigest) },
  },
  // ---- Audit ----
  {
    method: "get",
    path: "/api/admin/audit-logs",
    tag: "Audit",
    summary: "Admin actions, newest first",
    access: "admin",
    query: audit.auditQuery,
    responses: {
      200: {
        ...list(audit.auditLog),
        headers: { "X-Total-Count": "All matching rows" },
      },
    },
  },
];
