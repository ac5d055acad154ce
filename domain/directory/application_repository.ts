/** ApplicationRepository: applications to public offers, appended and decided once (docs/offer-directory.md). */
import type {
  ApplicationRow,
  ApplicationStatus,
  DecidedHow,
  OfferApplication,
} from "./application.ts";

/** A new application; decided at once when `decided` is given (instant policy, auto-approval). */
export interface NewApplication {
  userId: number;
  productId: number;
  trafficSource: string;
  note: string | null;
  decided: { how: Exclude<DecidedHow, "admin">; at: Date } | null;
}

/** The transaction-scoped port. */
export interface ApplicationRepository {
  /** The affiliate's pending application to the offer, or null. */
  findOpen(userId: number, productId: number): Promise<OfferApplication | null>;
  /** Inserts; null when a pending one was inserted meanwhile (the one-open index). */
  create(application: NewApplication): Promise<OfferApplication | null>;
  /** The applications, locked until the transaction ends (any status). */
  lockMany(ids: number[]): Promise<OfferApplication[]>;
  /** Decides a pending application. */
  decide(
    id: number,
    decision: {
      status: Exclude<ApplicationStatus, "pending">;
      reason: string | null;
      adminId: number;
      at: Date;
    },
  ): Promise<OfferApplication>;
}

/** The read side: an affiliate's own applications and the admin's review list. */
export interface ApplicationReader {
  /** The affiliate's applications, newest first. */
  listForUser(userId: number): Promise<OfferApplication[]>;
  /** The review list, newest first, filtered by status and offer; at most `limit` rows. */
  listForReview(
    filter: { status?: ApplicationStatus; productId?: number },
    limit: number,
  ): Promise<ApplicationRow[]>;
}
