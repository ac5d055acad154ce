/** The ports of the outbox: receivers (managed by people), due deliveries (claimed by the worker) and their log. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { RandomSource } from "../shared/random.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { EventOutbox } from "./event_outbox.ts";
import type { Receiver, ReceiverFields, ReceiverKind } from "./receiver.ts";
import type { EventType } from "./event_types.ts";

/** A delivery the worker holds a lease on, with what it needs to send it. */
export interface DueDelivery {
  id: number;
  attempts: number;
  createdAt: Date;
  event: {
    id: string;
    type: string;
    createdAt: Date;
    data: Record<string, unknown>;
  };
  receiver: {
    id: number;
    kind: ReceiverKind;
    url: string;
    method: "GET" | "POST";
    secret: string;
    failingSince: Date | null;
    ownerEmail: string;
    ownerName: string;
  };
}

/** What one attempt came to, as the log keeps it. */
export interface AttemptRecord {
  deliveryId: number;
  at: Date;
  statusCode: number | null;
  durationMs: number;
  answer: string;
  error: string | null;
}

/** The worker's side of the outbox, on the pool. */
export interface OutboxStore {
  /** Leases up to `limit` due deliveries (FOR UPDATE SKIP LOCKED) until `leaseUntil`. */
  claimDue(now: Date, limit: number, leaseUntil: Date): Promise<DueDelivery[]>;
  /** Logs the attempt and marks the delivery delivered, or schedules it (`retryAt`) or gives it up (null). */
  finish(
    attempt: AttemptRecord,
    outcome: { delivered: true } | { delivered: false; retryAt: Date | null },
  ): Promise<void>;
  /** A success clears the receiver's failing mark; a failure starts it (if not yet started). */
  markReceiver(receiverId: number, failed: boolean, at: Date): Promise<void>;
  /** Switches a receiver off and cancels its pending deliveries; false when it was already off. */
  disableReceiver(
    receiverId: number,
    at: Date,
    reason: string,
  ): Promise<boolean>;
  /** Pending deliveries and the age of the oldest, in seconds (0 when none), for /metrics. */
  depth(now: Date): Promise<{ pending: number; oldestAgeSeconds: number }>;
}

/** One delivery in a receiver's log, with its attempts. */
export interface DeliveryLogEntry {
  id: number;
  eventId: string;
  eventType: string;
  status: "pending" | "delivered" | "given_up" | "cancelled";
  attempts: {
    at: Date;
    statusCode: number | null;
    durationMs: number;
    answer: string;
    error: string | null;
  }[];
  nextAttemptAt: Date | null;
  replayOf: number | null;
  createdAt: Date;
}

/** The receivers people manage, inside a unit of work. */
export interface ReceiverRepository {
  list(kind: ReceiverKind, userId: number | null): Promise<Receiver[]>;
  find(
    kind: ReceiverKind,
    id: number,
    userId: number | null,
  ): Promise<Receiver | null>;
  count(kind: ReceiverKind, userId: number): Promise<number>;
  /** Whether a product a postback may be limited to exists (and is not deleted). */
  hasProduct(productId: number): Promise<boolean>;
  create(
    kind: ReceiverKind,
    userId: number,
    fields: ReceiverFields,
    secret: string,
  ): Promise<Receiver>;
  update(id: number, fields: ReceiverFields, at: Date): Promise<Receiver>;
  rotateSecret(id: number, secret: string, at: Date): Promise<void>;
  remove(id: number, at: Date): Promise<void>;
  /** A delivery of a new test event to this receiver only. */
  queueTest(
    receiverId: number,
    type: string,
    data: Record<string, unknown>,
  ): Promise<{ eventId: string; deliveryId: number }>;
  /** A new delivery repeating `deliveryId`'s event to the same receiver; null when it is not this receiver's. */
  replay(receiverId: number, deliveryId: number): Promise<number | null>;
  /** The receiver's deliveries, newest first, with their attempts. */
  log(receiverId: number, limit: number): Promise<DeliveryLogEntry[]>;
}

/** What the receiver use cases write together. */
export interface ReceiverRepos {
  receivers: ReceiverRepository;
  audit: AuditRepository;
}

/** The webhooks and postbacks bundle of the routers. */
export interface EventServices {
  uow: UnitOfWork<ReceiverRepos>;
  /** Makes the signing secrets. */
  random: RandomSource;
}

/** Re-exported for the adapters: the event port in a unit of work's repositories. */
export type { EventOutbox, EventType };
