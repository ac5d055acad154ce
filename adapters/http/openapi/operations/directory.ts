/** API operations: the offer directory, applications and terms (docs/offer-directory.md). */
import * as directory from "../../../../wire/directory.ts";
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
];
