/** The API's operations: one entry per route, naming the wire schemas of its query, body and answers. */
import { z } from "zod";
import type { ZodType } from "zod";
import * as auth from "../../../wire/auth.ts";
import * as twoFactor from "../../../wire/two_factor.ts";
import * as captcha from "../../../wire/captcha.ts";
import * as audit from "../../../wire/audit.ts";
import * as conversions from "../../../wire/conversions.ts";
import * as links from "../../../wire/links.ts";
import * as payouts from "../../../wire/payouts.ts";
import * as products from "../../../wire/products.ts";
import * as profiles from "../../../wire/profiles.ts";
import * as stats from "../../../wire/stats.ts";
import * as sources from "../../../wire/sources.ts";
import * as system from "../../../wire/system.ts";
import * as users from "../../../wire/users.ts";
import * as settings from "../../../wire/settings.ts";
import * as payoutAccounts from "../../../wire/payout_accounts.ts";
import * as tax from "../../../wire/tax.ts";
import * as rates from "../../../wire/exchange_rates.ts";
import * as setup from "../../../wire/setup.ts";
import { errorBody, figures, messageBody } from "../../../wire/common.ts";
import * as insight from "../../../wire/insight.ts";
import * as batches from "../../../wire/batches.ts";
import * as admins from "../../../wire/admins.ts";
import * as risk from "../../../wire/risk.ts";

/**
 * Who may call: anyone, a signed-in user (bearer JWT), an admin, a store signing with the conversions secret, or
 * a metrics scraper with METRICS_TOKEN.
 */
export type Access = "public" | "user" | "admin" | "signed" | "metrics";

/** One answer of an operation: a JSON schema, or another media type (HTML, an image, a redirect). */
export interface Answer {
  description: string;
  json?: ZodType;
  /** A non-JSON body, e.g. "text/html". */
  media?: string;
  /** Headers worth knowing, e.g. X-Total-Count on paged lists. */
  headers?: Record<string, string>;
}

/** One operation of the document. */
export interface Operation {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI form: /api/payouts/{id}/invoice. */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  description?: string;
  query?: z.ZodObject;
  /** The body as the caller sends it, with its media type(s). */
  body?: { schema: ZodType; media: string[]; required?: boolean };
  responses: Record<number, Answer>;
}

/** The areas, in the order the reference shows them. */
export const TAGS = [
  { name: "Auth", description: "Accounts, sign-in, email links" },
  { name: "Captcha", description: "Which captcha the server checks" },
  { name: "Profiles", description: "An affiliate's profile and its review" },
  { name: "Admin users", description: "The users table and one user's view" },
  { name: "Products", description: "The catalog and the global commission" },
  { name: "Links", description: "Affiliate links and tracked redirects" },
  { name: "Stats", description: "Clicks, sales and earnings" },
  { name: "Reports", description: "An affiliate's dated report" },
  { name: "Payouts", description: "Balance, requests and the payout desk" },
  { name: "Audit", description: "The trail of admin actions" },
  {
    name: "Risk",
    description: "Risk flags on affiliates that hold payouts until cleared",
  },
  { name: "Conversions", description: "Signed postbacks from stores" },
  {
    name: "Sources",
    description: "Sales sources: store webhooks, network postbacks, coupons",
  },
  {
    name: "Setup",
    description: "First run: the one-time link that creates the first admin",
  },
  { name: "System", description: "Health, this document, development mail" },
] as const;

const PAGED = {
  "X-Total-Count": "Total rows when the request named page or pageSize",
};
const ok = (json: ZodType, description = "OK"): Answer => ({
  description,
  json,
});
const list = (item: ZodType, description = "OK"): Answer => ({
  description,
  json: z.array(item),
});

/** Every operation the app serves; a test holds the app's route table to this list. */
export const OPERATIONS: Operation[] = [
  // ---- Auth ----
  {
    method: "post",
    path: "/api/auth/register",
    tag: "Auth",
    summary: "Create an account (sends a verification email)",
    access: "public",
    body: { schema: auth.registerBody, media: ["application/json"] },
    responses: { 201: ok(messageBody, "Registered") },
  },
  {
    method: "post",
    path: "/api/auth/login",
    tag: "Auth",
    summary: "Sign in",
    access: "public",
    description:
      "Answers the session, or, for an account with two-factor sign-in on, a challenge for POST /api/auth/2fa/verify.",
    body: { schema: auth.loginBody, media: ["application/json"] },
    responses: { 200: ok(auth.loginAnswer) },
  },
  {
    method: "post",
    path: "/api/auth/2fa/verify",
    tag: "Auth",
    summary:
      "The sign-in code step: challenge plus authenticator or recovery code",
    access: "public",
    body: {
      schema: twoFactor.twoFactorVerifyBody,
      media: ["application/json"],
    },
    responses: {
      200: ok(auth.loginSession),
      401: ok(errorBody, "TWO_FACTOR_CHALLENGE_EXPIRED: sign in again"),
    },
  },
  {
    method: "get",
    path: "/api/auth/2fa",
    tag: "Auth",
    summary: "The caller's two-factor state",
    access: "user",
    responses: { 200: ok(twoFactor.twoFactorStatus) },
  },
  {
    method: "post",
    path: "/api/auth/2fa/setup",
    tag: "Auth",
    summary:
      "Start two-factor enrolment: a new secret, its otpauth URI and QR code",
    access: "user",
    responses: {
      200: ok(twoFactor.twoFactorSetup),
      409: ok(errorBody, "TWO_FACTOR_ALREADY_ENABLED"),
    },
  },
  {
    method: "post",
    path: "/api/auth/2fa/confirm",
    tag: "Auth",
    summary: "Confirm enrolment with a code; answers the recovery codes once",
    access: "user",
    body: {
      schema: twoFactor.twoFactorConfirmBody,
      media: ["application/json"],
    },
    responses: {
      200: ok(twoFactor.twoFactorEnabled),
      409: ok(
        errorBody,
        "TWO_FACTOR_NOT_STARTED or TWO_FACTOR_ALREADY_ENABLED",
      ),
    },
  },
  {
    method: "post",
    path: "/api/auth/2fa/disable",
    tag: "Auth",
    summary: "Turn two-factor sign-in off with a current code or the password",
    access: "user",
    body: {
      schema: twoFactor.twoFactorDisableBody,
      media: ["application/json"],
    },
    responses: {
      200: ok(messageBody),
      409: ok(
        errorBody,
        "TWO_FACTOR_NOT_ENABLED, or TWO_FACTOR_REQUIRED_FOR_ADMINS for an admin under ADMIN_2FA=required",
      ),
    },
  },
  {
    method: "post",
    path: "/api/auth/2fa/recovery-codes",
    tag: "Auth",
    summary:
      "Replace the recovery codes with a current 6-digit code; answers the new ones once, the old ones stop working",
    access: "user",
    body: {
      schema: twoFactor.twoFactorRegenerateBody,
      media: ["application/json"],
    },
    responses: {
      200: ok(twoFactor.twoFactorRecoveryCodes),
      409: ok(errorBody, "TWO_FACTOR_NOT_ENABLED"),
    },
  },
  {
    method: "get",
    path: "/api/auth/verify/{token}",
    tag: "Auth",
    summary: "Verify an email address with the emailed token",
    access: "public",
    responses: { 200: ok(auth.verifiedSession) },
  },
  {
    method: "get",
    path: "/api/auth/me",
    tag: "Auth",
    summary: "The signed-in account",
    access: "user",
    responses: { 200: ok(auth.me) },
  },
  {
    method: "patch",
    path: "/api/profile/language",
    tag: "Auth",
    summary:
      "Choose my language (en or ur): the app's at sign-in and my emails' (docs/i18n.md)",
    access: "user",
    body: { schema: auth.languageBody, media: ["application/json"] },
    responses: { 200: ok(auth.languageAnswer) },
  },
  {
    method: "post",
    path: "/api/auth/forgot-password",
    tag: "Auth",
    summary: "Email a password reset link",
    access: "public",
    body: { schema: auth.emailLinkBody, media: ["application/json"] },
    responses: { 200: ok(messageBody) },
  },
  {
    method: "post",
    path: "/api/auth/resend-verification",
    tag: "Auth",
    summary: "Email the verification link again",
    access: "public",
    body: { schema: auth.emailLinkBody, media: ["application/json"] },
    responses: { 200: ok(messageBody) },
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    tag: "Auth",
    summary: "Set a new password with the emailed token",
    access: "public",
    body: { schema: auth.resetPasswordBody, media: ["application/json"] },
    responses: { 200: ok(messageBody) },
  },
  // ---- Captcha ----
  {
    method: "get",
    path: "/api/captcha/config",
    tag: "Captcha",
    summary: "Which captcha the forms must solve",
    access: "public",
    responses: { 200: ok(captcha.captchaConfig) },
  },
  {
    method: "get",
    path: "/api/captcha/challenge",
    tag: "Captcha",
    summary: "A fresh ALTCHA challenge (404 when reCAPTCHA is configured)",
    access: "public",
    responses: { 200: ok(captcha.altchaChallenge) },
  },
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
  // ---- Payouts ----
  {
    method: "get",
    path: "/api/payouts",
    tag: "Payouts",
    summary: "My payouts, newest first",
    access: "user",
    responses: { 200: list(payouts.payout) },
  },
  {
    method: "get",
    path: "/api/payouts/balance",
    tag: "Payouts",
    summary: "My balance (an admin may name userId)",
    access: "user",
    query: payouts.balanceQuery,
    responses: { 200: ok(payouts.balance) },
  },
  {
    method: "post",
    path: "/api/payouts",
    tag: "Payouts",
    summary: "Request a payout (approved affiliates)",
    description:
      "An optional Idempotency-Key header makes a retry answer the first request (Idempotency-Replayed: true).",
    access: "user",
    body: { schema: payouts.payoutRequestBody, media: ["application/json"] },
    responses: { 201: ok(payouts.payoutAction, "Requested") },
  },
  {
    method: "get",
    path: "/api/payouts/admin",
    tag: "Payouts",
    summary: "The payout desk, optionally by status and paged",
    access: "admin",
    query: payouts.adminPayoutsQuery,
    responses: { 200: { ...list(payouts.payout), headers: PAGED } },
  },
  {
    method: "post",
    path: "/api/payouts/admin/pay/{id}",
    tag: "Payouts",
    summary: "Mark a payout paid with its transaction id",
    access: "admin",
    body: { schema: payouts.payPayoutBody, media: ["application/json"] },
    responses: { 200: ok(payouts.payoutAction) },
  },
  {
    method: "patch",
    path: "/api/payouts/admin/reject/{id}",
    tag: "Payouts",
    summary: "Reject a payout, optionally with a reason",
    access: "admin",
    body: {
      schema: payouts.rejectPayoutBody,
      media: ["application/json"],
      required: false,
    },
    responses: { 200: ok(payouts.payoutAction) },
  },
  {
    method: "get",
    path: "/api/payouts/{id}/invoice",
    tag: "Payouts",
    summary: "A paid payout's invoice (owner or admin)",
    access: "user",
    responses: {
      200: {
        description: "The invoice as a printable document",
        media: "text/html",
        headers: { "X-Invoice-Number": "The invoice number" },
      },
    },
  },
  // ---- Products ----
  {
    method: "get",
    path: "/api/products",
    tag: "Products",
    summary: "The catalog",
    access: "user",
    responses: { 200: list(products.product) },
  },
  {
    method: "post",
    path: "/api/products",
    tag: "Products",
    summary: "Add a product",
    access: "admin",
    body: {
      schema: products.productForm,
      media: ["multipart/form-data", "application/json"],
    },
    responses: { 201: ok(products.productAction, "Added") },
  },
  {
    method: "put",
    path: "/api/products/{id}",
    tag: "Products",
    summary: "Edit a product (a new image replaces the old one)",
    access: "admin",
    body: {
      schema: products.productForm,
      media: ["multipart/form-data", "application/json"],
    },
    responses: { 200: ok(products.productAction) },
  },
  {
    method: "delete",
    path: "/api/products/{id}",
    tag: "Products",
    summary: "Delete a product",
    access: "admin",
    responses: { 200: ok(products.productDeleted) },
  },
  {
    method: "get",
    path: "/api/products/{id}/resources",
    tag: "Products",
    summary:
      "A product's resource kit: images, captions (English, Urdu) and notes",
    access: "user",
    responses: { 200: list(products.productResource) },
  },
  {
    method: "post",
    path: "/api/products/{id}/resources",
    tag: "Products",
    summary: "Add an image (multipart), a caption or a note to the kit",
    access: "admin",
    body: {
      schema: products.productResourceForm,
      media: ["multipart/form-data", "application/json"],
    },
    responses: { 201: ok(products.productResourceAdded, "Added") },
  },
  {
    method: "delete",
    path: "/api/products/{id}/resources/{resourceId}",
    tag: "Products",
    summary: "Remove a resource from the kit",
    access: "admin",
    responses: { 200: ok(products.productResourceDeleted) },
  },
  {
    method: "get",
    path: "/images/products/{file}",
    tag: "Products",
    summary: "A product image (content-addressed, cached for a year)",
    access: "public",
    responses: {
      200: { description: "The image", media: "image/*" },
    },
  },
  {
    method: "get",
    path: "/api/admin/commission",
    tag: "Products",
    summary: "The global commission percent",
    access: "admin",
    responses: { 200: ok(products.commission) },
  },
  {
    method: "post",
    path: "/api/admin/commission",
    tag: "Products",
    summary: "Set the global commission percent (0 to 100)",
    access: "admin",
    body: { schema: products.commissionBody, media: ["application/json"] },
    responses: { 200: ok(products.commissionUpdated) },
  },
  // ---- Links ----
  {
    method: "get",
    path: "/api/affiliate-links/admin/affiliate-links/all",
    tag: "Links",
    summary: "Every assigned link, optionally paged",
    access: "admin",
    query: links.adminLinksQuery,
    responses: { 200: { ...list(links.adminLink), headers: PAGED } },
  },
  {
    method: "post",
    path: "/api/admin/affiliate-links/assign",
    tag: "Links",
    summary: "Assign a product link to an affiliate",
    access: "admin",
    body: { schema: links.assignLinkBody, media: ["application/json"] },
    responses: {
      200: ok(links.linkAssigned, "The link existed and was updated"),
      201: ok(links.linkAssigned, "Assigned"),
    },
  },
  {
    method: "get",
    path: "/api/affiliate-links/user-products-with-stats",
    tag: "Links",
    summary: "My products with tracked links and figures",
    access: "user",
    responses: { 200: list(links.productWithStats) },
  },
  {
    method: "get",
    path: "/api/affiliate-links/assigned",
    tag: "Links",
    summary: "My assigned links with figures",
    access: "user",
    responses: { 200: list(links.assignedLink) },
  },
  {
    method: "get",
    path: "/go/{code}",
    tag: "Links",
    summary: "A tracked link: records the click and redirects",
    description:
      "Answers 302 to the link's destination with {click_id} filled in; bots and link previews are redirected but not counted.",
    access: "public",
    responses: {
      302: { description: "Redirect to the destination (Location header)" },
      404: { description: "Unknown link", media: "text/html" },
    },
  },
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
    summary: "My figures per day of a named period or a custom range",
    access: "user",
    query: stats.periodQuery,
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
    summary: "My report, one row per day",
    access: "user",
    query: stats.dateRangeQuery,
    responses: { 200: list(stats.reportRow) },
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
  // ---- Sources ----
  {
    method: "get",
    path: "/api/admin/sources",
    tag: "Sources",
    summary: "Every source, the built-in api source first",
    access: "admin",
    responses: { 200: list(sources.source) },
  },
  {
    method: "post",
    path: "/api/admin/sources",
    tag: "Sources",
    summary: "Add a source (a secret is generated when none is given)",
    access: "admin",
    body: { schema: sources.sourceBody, media: ["application/json"] },
    responses: { 201: ok(sources.source, "Created") },
  },
  {
    method: "patch",
    path: "/api/admin/sources/{id}",
    tag: "Sources",
    summary: "Change any field of a source, the secret included",
    access: "admin",
    body: { schema: sources.sourceBody, media: ["application/json"] },
    responses: { 200: ok(sources.source) },
  },
  {
    method: "delete",
    path: "/api/admin/sources/{id}",
    tag: "Sources",
    summary: "Delete a source (its events and earnings stay)",
    access: "admin",
    responses: { 200: ok(messageBody) },
  },
  {
    method: "get",
    path: "/api/admin/sources/{id}/events",
    tag: "Sources",
    summary: "A source's deliveries, newest first, optionally one outcome",
    access: "admin",
    query: sources.sourceEventsQuery,
    responses: { 200: { ...list(sources.sourceEvent), headers: PAGED } },
  },
  {
    method: "post",
    path: "/api/admin/sources/{id}/events/{eventId}/attribute",
    tag: "Sources",
    summary: "Attribute an unattributed delivery to an affiliate and product",
    access: "admin",
    body: { schema: sources.attributeBody, media: ["application/json"] },
    responses: { 200: ok(sources.attributed) },
  },
  {
    method: "post",
    path: "/api/admin/sources/{id}/import",
    tag: "Sources",
    summary: "Import sales from a CSV file (or a dry run of it)",
    description:
      "Each row is read like a postback (status words approved, pending, reversed… plus refund, whose amount is the refund's) and applied like a delivery, all rows in one transaction with one audit row; rows in error are reported by line and skipped. Importing a file again gives only duplicates. With dryRun=1 the same run is rolled back: nothing is written. preset=shopify|woocommerce reads a store's own order export (its columns, status words, dates with time and offset, currency, an order's line-item rows once); statusMap maps any other status word. Each row answers its outcome and, once it reached an order, its orderId, amount, earning, pending and affiliate.",
    access: "admin",
    body: { schema: sources.importForm, media: ["multipart/form-data"] },
    responses: { 200: ok(sources.importResult) },
  },
  {
    method: "post",
    path: "/api/sources/{id}/webhook",
    tag: "Sources",
    summary: "Shopify or WooCommerce order webhook (by the source's kind)",
    description:
      "Signed with X-Shopify-Hmac-Sha256 or X-WC-Webhook-Signature: the base64 HMAC-SHA256 of the raw body under the source's secret. WooCommerce's activation ping (webhook_id=…) answers 200 and changes nothing. A bad signature answers 401 and is recorded as rejected.",
    access: "public",
    body: { schema: z.unknown(), media: ["application/json"] },
    responses: { 200: ok(sources.deliveryAnswer) },
  },
  {
    method: "get",
    path: "/api/postback/{token}",
    tag: "Sources",
    summary: "Network postback (query parameters; the token is the secret)",
    description:
      "Parameters click_id, order_id, amount, payout, status, currency, each renamable per source. Every accepted delivery (duplicates and unattributed ones included) answers 200 with a short text.",
    access: "public",
    responses: { 200: { description: "Accepted", media: "text/plain" } },
  },
  {
    method: "post",
    path: "/api/postback/{token}",
    tag: "Sources",
    summary: "Network postback (form parameters; the token is the secret)",
    access: "public",
    body: {
      schema: z.record(z.string(), z.string()),
      media: ["application/x-www-form-urlencoded"],
      required: false,
    },
    responses: { 200: { description: "Accepted", media: "text/plain" } },
  },
  {
    method: "get",
    path: "/api/admin/coupons",
    tag: "Sources",
    summary: "Every coupon code, newest first",
    access: "admin",
    responses: { 200: list(sources.coupon) },
  },
  {
    method: "post",
    path: "/api/admin/coupons",
    tag: "Sources",
    summary: "Give an affiliate a coupon code for a product",
    access: "admin",
    body: { schema: sources.couponBody, media: ["application/json"] },
    responses: { 201: ok(sources.coupon, "Created") },
  },
  {
    method: "delete",
    path: "/api/admin/coupons/{id}",
    tag: "Sources",
    summary: "Take a coupon code back",
    access: "admin",
    responses: { 200: ok(messageBody) },
  },
  // ---- Payout settings (docs/payout-operations.md) ----
  {
    method: "get",
    path: "/api/admin/settings",
    tag: "Payouts",
    summary:
      "Payout settings: minimum payout, maker–checker, withholding tax, ledger currency (and whether it is locked)",
    access: "admin",
    responses: { 200: ok(settings.settings) },
  },
  {
    method: "patch",
    path: "/api/admin/settings",
    tag: "Payouts",
    summary: "Change any of the payout settings (each change audited)",
    description:
      "The ledger currency changes only while no money is recorded: afterwards a different `currency` answers 409 CURRENCY_LOCKED with `field` and `reason`.",
    access: "admin",
    body: { schema: settings.settingsPatch, media: ["application/json"] },
    responses: {
      200: ok(settings.settingsUpdated),
      409: ok(errorBody, "CURRENCY_LOCKED: money is recorded"),
    },
  },
  {
    method: "get",
    path: "/api/settings/public",
    tag: "Payouts",
    summary:
      "The ledger currency and minimum payout every screen shows amounts with",
    access: "public",
    responses: { 200: ok(settings.publicSettings) },
  },
  {
    method: "get",
    path: "/api/payout-accounts",
    tag: "Payouts",
    summary: "The affiliate's saved payout accounts, oldest first",
    access: "user",
    responses: { 200: list(payoutAccounts.savedAccount) },
  },
  {
    method: "post",
    path: "/api/payout-accounts",
    tag: "Payouts",
    summary:
      "Save a payout account (method and details, checked like a payout request's)",
    access: "user",
    body: {
      schema: payoutAccounts.savedAccountBody,
      media: ["application/json"],
    },
    responses: { 201: ok(payoutAccounts.savedAccountCreated, "Saved") },
  },
  {
    method: "delete",
    path: "/api/payout-accounts/{id}",
    tag: "Payouts",
    summary: "Delete one of the affiliate's saved payout accounts",
    access: "user",
    responses: { 200: ok(messageBody) },
  },
  {
    method: "get",
    path: "/api/profile/tax",
    tag: "Payouts",
    summary:
      "The affiliate's tax profile, whether withholding is on, and today's rate",
    access: "user",
    responses: { 200: ok(tax.myTax) },
  },
  {
    method: "put",
    path: "/api/profile/tax",
    tag: "Payouts",
    summary: "Record the affiliate's CNIC or NTN and filer status",
    access: "user",
    body: { schema: tax.taxProfileBody, media: ["application/json"] },
    responses: { 200: ok(tax.taxProfileSaved) },
  },
  {
    method: "get",
    path: "/api/admin/tax-rates",
    tag: "Payouts",
    summary: "Withholding rates, latest effective date first",
    access: "admin",
    responses: { 200: list(tax.taxRate) },
  },
  {
    method: "post",
    path: "/api/admin/tax-rates",
    tag: "Payouts",
    summary:
      "Add a withholding rate effective from a date (past payouts keep theirs)",
    access: "admin",
    body: { schema: tax.taxRateBody, media: ["application/json"] },
    responses: { 201: ok(tax.taxRateAdded, "Added") },
  },
  {
    method: "get",
    path: "/api/admin/exchange-rates",
    tag: "Payouts",
    summary:
      "Exchange rates into the ledger's currency, latest date first, with history",
    access: "admin",
    query: rates.exchangeRateQuery,
    responses: { 200: ok(rates.exchangeRateList) },
  },
  {
    method: "post",
    path: "/api/admin/exchange-rates",
    tag: "Payouts",
    summary:
      "Add an exchange rate in force from a date; deliveries waiting for it apply",
    access: "admin",
    body: { schema: rates.exchangeRateBody, media: ["application/json"] },
    responses: { 201: ok(rates.exchangeRateAdded, "Added") },
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
  {
    method: "get",
    path: "/api/payouts/admin/tax",
    tag: "Payouts",
    summary:
      "Tax withheld in one Asia/Karachi month (JSON, or CSV with format=csv)",
    access: "admin",
    query: tax.taxReportQuery,
    responses: {
      200: {
        description: "The report (JSON), or the CSV file with format=csv",
        json: tax.taxReport,
      },
    },
  },
  {
    method: "post",
    path: "/api/payouts/admin/batches",
    tag: "Payouts",
    summary:
      "Put pending payouts into batches, one per rail (they become processing)",
    description:
      "All or nothing: a payout that is not pending (already batched or decided) refuses the call with 409 PAYOUT_NOT_PENDING and its ids; a held payout (its affiliate is blocked, or an open risk flag holds it) refuses it with 409 PAYOUT_HELD and `held: [{ payoutId, userId, reason: blocked|risk_flag, flagId?, flagKind? }]`; a bank payout without a valid Pakistani IBAN, or a wallet payout without a mobile number, refuses it with 422 BATCH_ACCOUNT_INVALID.",
    access: "admin",
    body: { schema: batches.createBatchesBody, media: ["application/json"] },
    responses: { 201: ok(batches.batchesCreated, "Created") },
  },
  {
    method: "get",
    path: "/api/payouts/admin/batches",
    tag: "Payouts",
    summary: "Payout batches, newest first, with their progress",
    access: "admin",
    responses: { 200: list(batches.batch) },
  },
  {
    method: "get",
    path: "/api/payouts/admin/batches/{id}",
    tag: "Payouts",
    summary: "One batch with its payouts",
    access: "admin",
    responses: { 200: ok(batches.batchDetail) },
  },
  {
    method: "get",
    path: "/api/payouts/admin/batches/{id}/file",
    tag: "Payouts",
    summary:
      "The batch's bulk upload file (CSV) in its rail's built-in layout or an admin's layout",
    access: "admin",
    query: batches.batchFileQuery,
    responses: {
      200: { description: "The CSV file", media: "text/csv" },
    },
  },
  {
    method: "post",
    path: "/api/payouts/admin/batches/{id}/results",
    tag: "Payouts",
    summary:
      "Record the bank's or wallet's results: paid (transaction id) or failed (reason)",
    description:
      "JSON { results: [...] }, or multipart/form-data with `file`: a CSV with Batch Reference, Payout Reference, Status, Transaction ID, Reason. Recording the same results again changes nothing; a result contradicting a recorded one is refused (409 RESULT_CONFLICT). With maker–checker on, the batch's creator gets 403 MAKER_CHECKER.",
    access: "admin",
    body: {
      schema: batches.batchResultsBody,
      media: ["application/json", "multipart/form-data"],
    },
    responses: { 200: ok(batches.batchResultsRecorded) },
  },
  {
    method: "get",
    path: "/api/payouts/admin/layouts",
    tag: "Payouts",
    summary: "Batch file layouts: the built-in ones, then the admins' own",
    access: "admin",
    responses: { 200: list(batches.fileLayout) },
  },
  {
    method: "post",
    path: "/api/payouts/admin/layouts",
    tag: "Payouts",
    summary:
      "Define a batch file layout (column order, headers, date and amount format)",
    access: "admin",
    body: { schema: batches.fileLayoutBody, media: ["application/json"] },
    responses: { 201: ok(batches.fileLayout, "Added") },
  },
  {
    method: "get",
    path: "/api/admin/admins",
    tag: "Admin users",
    summary: "The admins",
    access: "admin",
    responses: { 200: list(admins.adminAccount) },
  },
  {
    method: "post",
    path: "/api/admin/admins",
    tag: "Admin users",
    summary:
      "Invite an admin by email (a set-password link), or promote an existing user",
    access: "admin",
    body: { schema: admins.inviteAdminBody, media: ["application/json"] },
    responses: { 201: ok(admins.adminInvited, "Invited or promoted") },
  },
  {
    method: "delete",
    path: "/api/admin/admins/{id}",
    tag: "Admin users",
    summary: "Remove an admin (never the last one, never oneself)",
    description:
      "409 LAST_ADMIN when the admin is the last one, or the last active one (verified and not blocked); 409 SELF_ACTION_FORBIDDEN for oneself.",
    access: "admin",
    responses: { 200: ok(messageBody) },
  },
  // ---- System ----
  // ---- Setup ----
  {
    method: "get",
    path: "/api/setup/{token}",
    tag: "Setup",
    summary: "Whether a one-time setup link can still create the first admin",
    description:
      "404 SETUP_LINK_INVALID for an unknown token; 409 SETUP_DONE once the link was used or an admin exists.",
    access: "public",
    responses: {
      200: ok(messageBody),
      404: ok(errorBody, "Unknown setup link (SETUP_LINK_INVALID)"),
      409: ok(errorBody, "Link used or an admin exists (SETUP_DONE)"),
    },
  },
  {
    method: "post",
    path: "/api/setup/{token}",
    tag: "Setup",
    summary: "Create the first admin with a one-time setup link (signs in)",
    description:
      "Validated as sign-up is; exactly one creation wins, and every setup link dies with it (409 SETUP_DONE after).",
    access: "public",
    body: { schema: setup.setupBody, media: ["application/json"] },
    responses: {
      201: ok(setup.setupSession, "Admin created"),
      404: ok(errorBody, "Unknown setup link (SETUP_LINK_INVALID)"),
      409: ok(errorBody, "Link used, an admin exists, or email taken"),
    },
  },
  {
    method: "get",
    path: "/api/health",
    tag: "System",
    summary: "Ready once the database answers",
    access: "public",
    responses: { 200: ok(system.health) },
  },
  {
    method: "get",
    path: "/api/openapi.json",
    tag: "System",
    summary: "This document (OpenAPI 3.1)",
    access: "public",
    responses: {
      200: { description: "The OpenAPI document", media: "application/json" },
    },
  },
  {
    method: "get",
    path: "/api/docs",
    tag: "System",
    summary: "This document as a readable page",
    access: "public",
    responses: { 200: { description: "HTML reference", media: "text/html" } },
  },
  {
    method: "get",
    path: "/metrics",
    tag: "System",
    summary: "This instance's metrics in Prometheus text format",
    description:
      "Requests by route and status, a latency histogram, the click buffer, dropped clicks and the database pool (docs/observability.md). Needs METRICS_TOKEN as a bearer token; answers 404 when METRICS_TOKEN is not set.",
    access: "metrics",
    responses: {
      200: {
        description: "Prometheus text exposition format 0.0.4",
        media: "text/plain",
      },
    },
  },
  {
    method: "get",
    path: "/api/dev/mail",
    tag: "System",
    summary: "The development mail outbox, newest first (development only)",
    access: "public",
    responses: { 200: list(system.outboxMessage) },
  },
  {
    method: "get",
    path: "/dev/mail",
    tag: "System",
    summary: "The development mail outbox as a page (development only)",
    access: "public",
    responses: { 200: { description: "HTML page", media: "text/html" } },
  },
];
