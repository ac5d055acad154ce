/** API operations: the offer directory, applications and terms (docs/offer-directory.md). */
import * as directory from "../../../../wire/directory.ts";
import { z } from "zod";
import { list, ok, type Operation } from "./operation.ts";

/** The offer directory. */
export const directoryOperations: Operation[] = [
  {
    method: "get",
    path: "/api/offers",
    tag: "Offer directory",
    summary: "Public offers with the caller's own payout per goal",
    description:
      "Only products the admin made public; q searches title and description, goalType keeps offers with that goal. 403 until the caller's profile is approved.",
    access: "user",
    query: directory.offersQuery,
    responses: { 200: list(directory.offer) },
  },
  {
    method: "get",
    path: "/api/offers/{id}",
    tag: "Offer directory",
    summary: "One public offer (404 for a private or unknown one)",
    access: "user",
    responses: { 200: ok(directory.offer) },
  },
  {
    method: "post",
    path: "/api/offers/{id}/applications",
    tag: "Offer directory",
    summary: "Apply to a public offer: { trafficSource, note? }",
    description:
      "201 { id, status }: approved at once (and the link made) when the offer is instant, or auto-approves and the affiliate has no open risk flag; else pending. 409 APPLICATION_OPEN while one waits, ALREADY_LINKED with a link, TERMS_NOT_ACCEPTED without the offer's current terms accepted.",
    access: "user",
    body: { schema: directory.applicationBody, media: ["application/json"] },
    responses: { 201: ok(directory.applicationCreated, "Applied") },
  },
  {
    method: "get",
    path: "/api/user/applications",
    tag: "Offer directory",
    summary: "The caller's applications, newest first, with state and reason",
    access: "user",
    responses: { 200: list(directory.userApplication) },
  },
  {
    method: "get",
    path: "/api/admin/applications",
    tag: "Offer directory",
    summary: "Applications to review, newest first (at most 500)",
    access: "admin",
    query: directory.adminApplicationsQuery,
    responses: { 200: list(directory.adminApplication) },
  },
  {
    method: "post",
    path: "/api/admin/applications/decide",
    tag: "Offer directory",
    summary: "Approve or reject applications, one or many (audited)",
    description:
      "{ ids, decision: approve|reject, reason? } (a reason is required to reject). Approval makes each affiliate's link to the offer's destination URL. Applications already decided, or whose offer has no destination URL, are skipped and listed.",
    access: "admin",
    body: {
      schema: directory.decideApplicationsBody,
      media: ["application/json"],
    },
    responses: { 200: ok(directory.applicationsDecided) },
  },
  {
    method: "get",
    path: "/api/admin/terms",
    tag: "Offer directory",
    summary:
      "Terms documents (the program's first, then offers') with their current version",
    access: "admin",
    responses: { 200: list(directory.termsDocument) },
  },
  {
    method: "post",
    path: "/api/admin/terms",
    tag: "Offer directory",
    summary: "Publish a new version of the program's or an offer's terms",
    description:
      "{ offerId?, bodyEn, bodyUr }: offerId absent or null is the program's terms. Versions are appended, never edited; affiliates are asked to accept the new one at their next visit.",
    access: "admin",
    body: { schema: directory.publishTermsBody, media: ["application/json"] },
    responses: { 201: ok(directory.termsPublished, "Published") },
  },
  {
    method: "get",
    path: "/api/admin/terms/{id}/acceptances",
    tag: "Offer directory",
    summary: "Who accepted which version, when, from which visitor key",
    description: "format=csv answers the same rows as a CSV file.",
    access: "admin",
    query: directory.acceptancesQuery,
    responses: {
      200: {
        description: "The acceptances, newest first (JSON, or CSV)",
        json: z.array(directory.termsAcceptance),
      },
    },
  },
  {
    method: "get",
    path: "/api/user/terms",
    tag: "Offer directory",
    summary:
      "The current program terms and those of the caller's offers, with whether each is accepted",
    access: "user",
    responses: { 200: list(directory.termsForUser) },
  },
  {
    method: "post",
    path: "/api/terms/{id}/acceptances",
    tag: "Offer directory",
    summary: "Accept the current version of a terms document: { version }",
    description:
      "409 TERMS_VERSION_CHANGED when the version is no longer the current one. Records the version, the time and the browser's visitor key (never the address).",
    access: "user",
    body: { schema: directory.acceptTermsBody, media: ["application/json"] },
    responses: { 201: ok(directory.termsAccepted, "Accepted") },
  },
];
