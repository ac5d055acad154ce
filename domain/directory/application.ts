/** An application to a public offer and its rules (docs/offer-directory.md). */

/** How an affiliate joins a public offer: at once, or after an admin's approval. */
export type JoinPolicy = "instant" | "approval";

/** True when a value names a join policy. */
export function isJoinPolicy(value: unknown): value is JoinPolicy {
  return value === "instant" || value === "approval";
}

/** Where an application stands. */
export type ApplicationStatus = "pending" | "approved" | "rejected";

/** Who decided: an admin, the offer's instant policy, or auto-approval. */
export type DecidedHow = "admin" | "instant" | "auto";

/** One application. */
export interface OfferApplication {
  id: number;
  userId: number;
  productId: number;
  trafficSource: string;
  note: string | null;
  status: ApplicationStatus;
  reason: string | null;
  decidedHow: DecidedHow | null;
  decidedAt: Date | null;
  createdAt: Date;
}

/** An application as the admin's review list shows it. */
export interface ApplicationRow extends OfferApplication {
  userName: string;
  userEmail: string;
  productTitle: string;
  /** Open risk flags of the affiliate now. */
  openRiskFlags: number;
}

/** The longest traffic source, note and rejection reason. */
export const APPLICATION_LIMITS = {
  trafficSource: 200,
  note: 1000,
  reason: 500,
} as const;

/** The messages of the rules, for the API and the web. */
export const APPLICATION_MESSAGES = {
  trafficSource:
    `Tell us where you will promote this offer (up to ${APPLICATION_LIMITS.trafficSource} characters).`,
  note: `The note may be at most ${APPLICATION_LIMITS.note} characters.`,
  open: "You already have an application for this offer waiting for review.",
  linked: "You already have a link to this offer.",
  notFound: "Offer not found.",
  reason:
    `Give a reason for the rejection (up to ${APPLICATION_LIMITS.reason} characters).`,
  ids: "Choose between 1 and 100 applications.",
  decision: "Decision must be approve or reject.",
  noDestination:
    "This offer has no destination URL, so no link can be made: set one on the product first.",
  notPending: "This application was already decided.",
} as const;
