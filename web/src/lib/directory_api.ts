/** Calls of the offer directory API (docs/offer-directory.md). */
import type {
  AdminApplicationJson,
  ApplicationsDecidedJson,
  OfferJson,
  TermsDocumentJson,
  TermsForUserJson,
} from "@wire/directory.ts";
import { api } from "@/lib/api.ts";

export type {
  AdminApplicationJson,
  OfferJson,
  TermsDocumentJson,
  TermsForUserJson,
};

/** The directory's filters as the URL holds them. */
export interface OfferSearch {
  q: string;
  goalType: string;
}

/** Public offers matching the filters, with the caller's own payouts. */
export function fetchOffers(search: OfferSearch): Promise<OfferJson[]> {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set("q", search.q.trim());
  if (search.goalType) params.set("goalType", search.goalType);
  const query = params.toString();
  return api<OfferJson[]>(`/api/offers${query ? `?${query}` : ""}`);
}

/** The goal keys the offers have, for the goal-type filter (sale first, then by name). */
export function goalTypesOf(offers: readonly OfferJson[]): string[] {
  const keys = new Set(offers.flatMap((o) => o.goals.map((g) => g.key)));
  return [...keys].sort((a, b) =>
    a === "sale" ? -1 : b === "sale" ? 1 : a.localeCompare(b)
  );
}

/** Applies to an offer; the answer says whether it was approved at once. */
export function applyToOffer(
  offerId: number,
  body: { trafficSource: string; note?: string },
): Promise<{ id: number; status: "pending" | "approved" }> {
  return api(`/api/offers/${offerId}/applications`, { body });
}

/** Applications to review, by status. */
export function fetchApplications(
  status: string,
): Promise<AdminApplicationJson[]> {
  return api<AdminApplicationJson[]>(
    `/api/admin/applications${status ? `?status=${status}` : ""}`,
  );
}

/** Approves or rejects applications (a reason is required to reject). */
export function decideApplications(
  body: { ids: number[]; decision: "approve" | "reject"; reason?: string },
): Promise<ApplicationsDecidedJson> {
  return api<ApplicationsDecidedJson>("/api/admin/applications/decide", {
    body,
  });
}

/** Accepts the current version of a terms document. */
export function acceptTerms(
  termsId: number,
  version: number,
): Promise<unknown> {
  return api(`/api/terms/${termsId}/acceptances`, { body: { version } });
}

/** The program's and the caller's offers' current terms, with whether each is accepted. */
export const fetchMyTerms = () => api<TermsForUserJson[]>("/api/user/terms");

/** The terms documents (admin). */
export const fetchTermsDocuments = () =>
  api<TermsDocumentJson[]>("/api/admin/terms");

/** Publishes a new version (offerId null: the program's terms). */
export function publishTerms(
  body: { offerId: number | null; bodyEn: string; bodyUr: string },
): Promise<unknown> {
  return api("/api/admin/terms", { body });
}

/** A document's acceptances as CSV text. */
export async function fetchAcceptancesCsv(termsId: number): Promise<string> {
  const text = await api<unknown>(
    `/api/admin/terms/${termsId}/acceptances?format=csv`,
    { headers: { accept: "text/csv" } },
  );
  return typeof text === "string" ? text : "";
}
