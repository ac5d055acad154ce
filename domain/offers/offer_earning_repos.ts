/** The ports the earning path writes through: an offer's terms, one row per conversion, caps and the margin rollup. */
import type { CalendarDate } from "../shared/karachi_date.ts";
import type { Goal } from "./goal.ts";
import type { PayoutRule } from "./payout_rule.ts";
import type { EarningRule } from "./earning.ts";
import type { EventOutbox } from "../events/event_outbox.ts";

/** What decides a conversion's earning: the goal, the rules that may apply, and the affiliate's group now. */
export interface OfferTerms {
  /** The product's goal of that key; null when the product has none (the conversion is refused). */
  goal: Goal | null;
  /** The product's rules for the goal (every level and start, deleted ones left out), plus the global sale rules. */
  rules: PayoutRule[];
  /** The affiliate's group (users.group_id; null: the default group). */
  groupId: number | null;
}

/** Reads the terms a conversion earns under (inside the conversion's transaction). */
export interface OfferTermsLookup {
  /** The terms of a conversion at `at` (its time decides which rules are already in force). */
  termsFor(
    userId: number,
    productId: number,
    goal: string,
    at: Date,
  ): Promise<OfferTerms>;
  /** Reads the groups of these affiliates at once (an import's batch), so termsFor asks no more about them. */
  readGroups(userIds: number[]): Promise<void>;
}

/** The status of a conversion (offer_conversions.status). */
export type OfferConversionStatus =
  | "pending"
  | "approved"
  | "over_cap"
  | "rejected"
  | "reversed";

/** One conversion as the earning path records it. */
export interface OfferConversionRecord {
  id: number;
  sourceId: number;
  orderId: string;
  goal: string;
  userId: number;
  productId: number;
  groupId: number | null;
  occurredAt: Date;
  statDate: CalendarDate;
  status: OfferConversionStatus;
  amountMinor: number | null;
  reportedPayoutMinor: number | null;
  /** What its rule made (never changed afterwards). */
  earningMinor: number;
  /** What refunds and reversals took back of what was credited. */
  reversedMinor: number;
  earningRule: EarningRule;
  revenueMinor: number | null;
  subIds: (string | null)[];
  /** The click it was attributed to, as the source reported it; null when none (or recorded before 0057). */
  clickId: string | null;
  capId: number | null;
}

/** offer_conversions, read and written inside a conversion's transaction. */
export interface OfferConversionRepository {
  /** Inserts the row; its id. */
  insert(row: Omit<OfferConversionRecord, "id">): Promise<number>;
  /** The row of (source, order id, goal), locked for the rest of the transaction. */
  findForUpdate(
    sourceId: number,
    orderId: string,
    goal: string,
  ): Promise<OfferConversionRecord | null>;
  /** The rows of these orders of a source (every goal), locked, in id order (an import reads its file's at once). */
  findManyForUpdate(
    sourceId: number,
    orderIds: string[],
  ): Promise<OfferConversionRecord[]>;
  /** Inserts rows of one source in the given order (an import's, at once); their ids, in the same order. */
  insertMany(rows: Omit<OfferConversionRecord, "id">[]): Promise<number[]>;
  /** Sets the status, what was taken back and the revenue of many rows (no admin decision), each as `update`. */
  updateMany(
    changes: {
      id: number;
      status: OfferConversionStatus;
      reversedMinor: number;
      revenueMinor: number | null;
    }[],
  ): Promise<void>;
  /** The rows of these ids, locked, in id order. */
  getManyForUpdate(ids: number[]): Promise<OfferConversionRecord[]>;
  /** Sets the status, what was taken back, the revenue and (for an admin's decision) who decided. */
  update(
    id: number,
    change: {
      status: OfferConversionStatus;
      reversedMinor: number;
      revenueMinor: number | null;
      decidedBy?: number;
    },
  ): Promise<void>;
}

/** A change to the margin rollup of one conversion's day, offer, goal, affiliate and source (signed). */
export interface MarginDelta {
  statDate: CalendarDate;
  productId: number;
  goal: string;
  userId: number;
  sourceId: number;
  conversions: number;
  revenueMinor: number;
  payoutMinor: number;
}

/** margin_daily, added to where a credited earning or a conversion's revenue changes. */
export interface MarginRepository {
  add(delta: MarginDelta): Promise<void>;
  /** Adds many deltas in one statement; no two may name the same row (an import sums them per row first). */
  addMany(deltas: MarginDelta[]): Promise<void>;
}

/** What a conversion asks of the caps that apply to it. */
export interface CapClaim {
  productId: number;
  goal: string;
  userId: number;
  /** The Asia/Karachi day of the conversion (its day and month periods). */
  date: CalendarDate;
  /** What it would credit (payout caps count this). */
  earningMinor: number;
}

/** A live cap as a claim counts against it. */
export interface LiveCap {
  id: number;
  period: "day" | "month";
  unit: "conversions" | "payout";
}

/** One cap's usage in one period (its day, or its month's first day), with the cap's limit. */
export interface CapPeriodUsage {
  capId: number;
  periodStart: CalendarDate;
  used: number;
  limit: number;
}

/** Live caps and their usage per Asia/Karachi period. */
export interface CapUsageRepository {
  /**
   * Raises the usage of every live cap of the offer and goal (and the affiliate's own) by one conversion or its
   * payout, each by a guarded update; when any cap would pass its limit nothing is raised and that cap's id is
   * answered, else null.
   */
  claim(claim: CapClaim): Promise<number | null>;
  /** The live caps a conversion of the affiliate counts against (the offer's and goal's, and their own), in id order. */
  liveCaps(productId: number, goal: string, userId: number): Promise<LiveCap[]>;
  /**
   * The usage rows of these periods (made when missing), locked until the transaction ends, with their caps' limits:
   * an import claims a batch's conversions against them in memory, and a racing claim waits for its commit.
   */
  lockPeriods(
    periods: { capId: number; periodStart: CalendarDate }[],
  ): Promise<CapPeriodUsage[]>;
  /** Sets the usage of periods locked by lockPeriods (an import's claims, in one statement). */
  setUsed(
    periods: { capId: number; periodStart: CalendarDate; used: number }[],
  ): Promise<void>;
}

/** The repositories the earning path writes together with a conversion. */
export interface OfferEarningRepos {
  offerTerms: OfferTermsLookup;
  offerConversions: OfferConversionRepository;
  capUsage: CapUsageRepository;
  margin: MarginRepository;
  /** The conversion.* events, written with the row (docs/webhooks.md). */
  outbox: EventOutbox;
}
