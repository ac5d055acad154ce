/**
 * The port a use case emits events through, inside its unit of work: the event is written in the same transaction as
 * the change, so it is sent if and only if the change committed (docs/webhooks.md, "The outbox").
 */
import type { Payout } from "../payouts/payout.ts";

/** An affiliate as the events about them carry it. */
export interface AffiliateSubject {
  id: number;
  name: string;
  email: string;
}

/** A raised risk flag as its event carries it. */
export interface RiskFlagSubject {
  id: number;
  userId: number;
  kind: string;
  severity: string;
  evidence: unknown;
  createdAt: Date;
}

/**
 * A conversion as its events carry it: the affiliate's own view (`payoutMinor` is their earning as the API shows it,
 * never the operator's revenue), with the fields a GET postback's macros read (postback_macros.ts). The adapter
 * writes it in display units as `payout`, beside the ledger `currency`.
 */
export interface ConversionSubject {
  id: number;
  affiliateId: number;
  productId: number;
  orderId: string;
  goal: string;
  status: string;
  payoutMinor: number;
  clickId: string | null;
  s1: string | null;
  s2: string | null;
  s3: string | null;
  s4: string | null;
  s5: string | null;
  /** When the conversion happened (the event has its own createdAt). */
  occurredAt: Date;
}

/** What happened, with the object it happened to; the adapter shapes `data` like the API's own object. */
export type OutboxEvent =
  | {
    type:
      | "payout.requested"
      | "payout.paid"
      | "payout.failed"
      | "payout.rejected";
    payout: Payout;
  }
  | {
    type: "affiliate.registered" | "affiliate.approved";
    affiliate: AffiliateSubject;
  }
  | { type: "risk.flag_raised"; flag: RiskFlagSubject }
  | {
    type:
      | "conversion.created"
      | "conversion.pending"
      | "conversion.approved"
      | "conversion.reversed";
    conversion: ConversionSubject;
  };

/** Writes events to the outbox, one delivery per receiver that asked for the type. */
export interface EventOutbox {
  emit(event: OutboxEvent): Promise<void>;
  /** Several at once, in one statement (a batch of payouts settled). */
  emitMany(events: OutboxEvent[]): Promise<void>;
}
