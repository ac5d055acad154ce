/** What an alert says: one event about one affiliate, as the queue keeps it until its email goes out. */
import type { AlertKind } from "./alert_kinds.ts";

/** A conversion as its alerts tell it (the affiliate's own earning, never the revenue). */
export interface ConversionAlert {
  conversionId: number;
  productId: number;
  /** Filled in by the queue from the product when it is written. */
  productTitle?: string;
  orderId: string;
  goal: string;
  payoutMinor: number;
}

/** An application decided by an admin. */
export interface ApplicationAlert {
  applicationId: number;
  productId: number;
  productTitle?: string;
  status: "approved" | "rejected";
  reason: string | null;
}

/** A payout paid or failed: the payout as GET /api/payouts shows it to its owner (dates as ISO text). */
export interface PayoutAlert {
  payout: Record<string, unknown>;
}

/** An announcement (docs/announcements.md): its title and body in both languages. */
export interface AnnouncementAlert {
  announcementId: number;
  titleEn: string;
  titleUr: string;
  bodyEn: string;
  bodyUr: string;
}

/** The payload of each kind. */
export interface AlertPayloads {
  conversionPending: ConversionAlert;
  conversionApproved: ConversionAlert;
  conversionReversed: ConversionAlert;
  capReached: ConversionAlert;
  applicationDecided: ApplicationAlert;
  payoutPaid: PayoutAlert;
  payoutFailed: PayoutAlert;
  announcements: AnnouncementAlert;
}

/** One alert to write: for whom, what kind, what it says. */
export type NewAlert = {
  [K in AlertKind]: { userId: number; kind: K; payload: AlertPayloads[K] };
}[AlertKind];

/** One alert taken from the queue to be mailed. */
export type QueuedAlert = NewAlert & { id: number; createdAt: Date };
