/** API operations: Payout settings, saved accounts, tax, batches, layouts and admins. */
import * as settings from "../../../../wire/settings.ts";
import * as payoutAccounts from "../../../../wire/payout_accounts.ts";
import * as tax from "../../../../wire/tax.ts";
import * as rates from "../../../../wire/exchange_rates.ts";
import { errorBody, messageBody } from "../../../../wire/common.ts";
import * as batches from "../../../../wire/batches.ts";
import * as admins from "../../../../wire/admins.ts";
import { list, ok, type Operation } from "./operation.ts";

/** Payout settings, saved accounts, tax, batches, layouts and admins. */
export const payoutSettingsOperations: Operation[] = [
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
      "JSON { results: [...] }, or multipart/form-data with `file`: a CSV with Batch Reference, Payout Reference, Status, Transaction ID, Reason. Recording the same results again changes nothing; a result contradicting a recorded one is refused (409 RESULT_CONFLICT). With maker–checker on, the batch's creator gets 403 MAKER_CHECKER. A results file of more than 5,000 lines, or one sent with async=1 (a form field or the query string), runs as a background job: the answer is 202 { jobId } at once; the whole file is checked first, then its rows are applied in batches of 1,000, each its own transaction (GET /api/admin/jobs/{id}). Smaller files and JSON answer as before; async=1 with JSON is refused (400).",
    access: "admin",
    body: {
      schema: batches.batchResultsBody,
      media: ["application/json", "multipart/form-data"],
    },
    responses: {
      200: ok(batches.batchResultsRecorded),
      202: ok(
        batches.batchResultsAccepted,
        "Queued as a job: follow it at GET /api/admin/jobs/{jobId}",
      ),
    },
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
];
