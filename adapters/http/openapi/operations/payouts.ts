/** API operations: Balance, payout requests and the payout desk. */
import * as payouts from "../../../../wire/payouts.ts";
import { list, ok, type Operation, PAGED } from "./operation.ts";

/** Balance, payout requests and the payout desk. */
export const payoutsOperations: Operation[] = [
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
    description:
      "In `lang` (en or ur; default the payee's language at payment). Invoices issued before issue 31 answer as stored.",
    access: "user",
    query: payouts.invoiceQuery,
    responses: {
      200: {
        description: "The invoice as a printable document",
        media: "text/html",
        headers: { "X-Invoice-Number": "The invoice number" },
      },
    },
  },
  {
    method: "get",
    path: "/api/payouts/{id}/invoice/pdf",
    tag: "Payouts",
    summary: "A paid payout's invoice as a PDF (owner or admin)",
    description:
      "Made on the server, in `lang` (en or ur; default the payee's language at payment), as an attachment named after the invoice number.",
    access: "user",
    query: payouts.invoiceQuery,
    responses: {
      200: {
        description: "The invoice as a PDF document",
        media: "application/pdf",
        headers: { "X-Invoice-Number": "The invoice number" },
      },
    },
  },
];
