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
];
