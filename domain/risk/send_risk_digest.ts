/**
 * sendRiskDigest: the daily email to admins (each may opt out) with the flags raised yesterday, the open count and
 * yesterday's figures. Run by a timer on every instance: the first to claim today's row sends, the others skip.
 */
import type { Clock } from "../shared/clock.ts";
import {
  addDays,
  type CalendarDate,
  karachiDate,
} from "../shared/karachi_date.ts";
import type { Money } from "../shared/money.ts";
import type { RiskFlag } from "./risk_flag.ts";

/** What the digest of one Karachi day says. */
export interface DigestFacts {
  /** The day reported on (yesterday, Asia/Karachi). */
  day: CalendarDate;
  /** Flags raised that day, most severe first. */
  newFlags: RiskFlag[];
  /** Flags open now. */
  openCount: number;
  clicks: number;
  sales: number;
  revenue: Money;
  commission: Money;
}

/** An admin who gets the digest. */
export interface DigestRecipient {
  email: string;
  name: string;
}

/** The digest's storage: the per-day claim, the facts and the admins who want it. */
export interface RiskDigestStore {
  /** Claims the digest of `date`; false when another instance (or an earlier run) already did. */
  claim(date: CalendarDate): Promise<boolean>;
  facts(day: CalendarDate): Promise<DigestFacts>;
  /** Admins (not removed) who have not opted out. */
  recipients(): Promise<DigestRecipient[]>;
  /** Notes what the claimed digest sent. */
  record(
    date: CalendarDate,
    flagCount: number,
    recipients: number,
  ): Promise<void>;
}

/** Sends one admin the digest; a mail failure is the notifier's to log, never the digest's to fail on. */
export interface RiskDigestNotifier {
  send(to: DigestRecipient, facts: DigestFacts): Promise<void>;
}

/** What sendRiskDigest needs. */
export interface SendRiskDigestDeps {
  store: RiskDigestStore;
  notifier: RiskDigestNotifier;
  clock: Clock;
}

/** What a run did. */
export type DigestOutcome =
  | { sent: false }
  | { sent: true; day: CalendarDate; flags: number; recipients: number };

/** Claims today's digest and, when this run won the claim, mails yesterday's flags and figures to each admin. */
export async function sendRiskDigest(
  deps: SendRiskDigestDeps,
): Promise<DigestOutcome> {
  const today = karachiDate(deps.clock.now());
  if (!(await deps.store.claim(today))) return { sent: false };
  const day = addDays(today, -1);
  const facts = await deps.store.facts(day);
  const recipients = await deps.store.recipients();
  for (const to of recipients) await deps.notifier.send(to, facts);
  await deps.store.record(today, facts.newFlags.length, recipients.length);
  return {
    sent: true,
    day,
    flags: facts.newFlags.length,
    recipients: recipients.length,
  };
}
