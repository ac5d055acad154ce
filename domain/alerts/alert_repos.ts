/** The alerts area's ports as use cases and routers receive them (docs/alerts.md). */
import type { Clock } from "../shared/clock.ts";
import type { CalendarDate } from "../shared/karachi_date.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AlertKind, AlertMode } from "./alert_kinds.ts";
import type { NewAlert, QueuedAlert } from "./alert_item.ts";

/**
 * Writes alerts in the caller's transaction, each with the person's mode for its kind then; an "off" kind, a
 * removed account or an admin writes nothing.
 */
export interface AlertQueue {
  enqueue(alerts: NewAlert[]): Promise<void>;
}

/** A person's stored choices (kinds they never chose are absent). */
export interface AlertSettingsStore {
  get(userId: number): Promise<Partial<Record<AlertKind, AlertMode>>>;
  /** Stores the choices and moves the person's waiting alerts of those kinds along (an "off" kind's are dropped). */
  set(
    userId: number,
    changes: Partial<Record<AlertKind, AlertMode>>,
  ): Promise<void>;
}

/** Who an alert email goes to. */
export interface AlertRecipient {
  userId: number;
  email: string;
  name: string;
  language: "en" | "ur" | null;
}

/** The senders' storage: what is due, and the claims that make each email go out once whatever the instances. */
export interface AlertOutbox {
  /**
   * People and kinds with instant alerts waiting whose window is open (last email before `openBefore`), or of the
   * `unwindowed` kinds, which have none.
   */
  dueInstant(
    openBefore: Date,
    unwindowed: readonly AlertKind[],
    limit: number,
    userIds?: number[],
  ): Promise<{ userId: number; kind: AlertKind }[]>;
  /**
   * Claims the window of `userId` and `kind` at `now` (only when its last email was before `openBefore`) and takes
   * the waiting instant alerts, in one transaction; null when another sender holds the window.
   */
  claimInstant(
    userId: number,
    kind: AlertKind,
    now: Date,
    openBefore: Date,
  ): Promise<QueuedAlert[] | null>;
  /** People with digest alerts written before `before` and no digest of `date` yet. */
  dueDigests(
    date: CalendarDate,
    before: Date,
    limit: number,
  ): Promise<number[]>;
  /** Claims the digest of `userId` for `date` and takes the alerts written before `before`; null when claimed already. */
  claimDigest(
    userId: number,
    date: CalendarDate,
    before: Date,
    now: Date,
  ): Promise<QueuedAlert[] | null>;
  recipient(userId: number): Promise<AlertRecipient | null>;
}

/** Mails what a sender took; a mail outage is logged by the adapter, never thrown. */
export interface AlertMailer {
  /** One email for one kind: a single alert told in full, or several folded with their totals. */
  instant(
    to: AlertRecipient,
    kind: AlertKind,
    alerts: QueuedAlert[],
  ): Promise<void>;
  /** The day's digest: every kind's alerts with their totals. */
  digest(
    to: AlertRecipient,
    day: CalendarDate,
    alerts: QueuedAlert[],
  ): Promise<void>;
}

/** What an unsubscribe token turns off: one kind (an instant email), or every kind in the digest (a digest). */
export type UnsubscribeScope = AlertKind | "digest";

/** Signs and reads the one-click unsubscribe token of a person and a scope. */
export interface UnsubscribeTokens {
  sign(userId: number, scope: UnsubscribeScope): string;
  read(token: string): { userId: number; scope: UnsubscribeScope } | null;
}

/** The alerts bundle: settings, the senders and the unsubscribe tokens. */
export interface AlertServices {
  settings: AlertSettingsStore;
  tokens: UnsubscribeTokens;
  outbox: AlertOutbox;
  mailer: AlertMailer;
  clock: Clock;
  /** Writes alerts outside any other change (announcements): `notifyAffiliates`. */
  uow: UnitOfWork<{ alerts: AlertQueue }>;
  /** Sends what is due at once now (after a change that wrote instant alerts), for these people or everyone. */
  sendDue(userIds?: number[]): Promise<number>;
  /** Sends today's digests not sent yet (the 09:00 Karachi job; safe to run again). */
  sendDigests(): Promise<number>;
}
