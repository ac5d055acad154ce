/** The sources area's ports as use cases and routers receive them. */
import type { SubIds } from "../tracking/sub_ids.ts";
import type { RandomSource } from "../shared/random.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { SettingsReader } from "../settings/settings_repos.ts";
import type { ClickFlush } from "../tracking/tracking_repos.ts";
import type { ImportJobRepository, ImportJobServices } from "./import_job.ts";
import type { RiskRepository } from "../risk/risk_repos.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { LedgerRepository } from "../ledger/ledger_repository.ts";
import type { StatsRepository } from "../stats/stats_repository.ts";
import type { ConversionRepos } from "../tracking/tracking_repos.ts";
import type { CalendarDate } from "../shared/karachi_date.ts";
import type {
  ConversionStep,
  RefundStep,
  ReverseStep,
} from "./conversion_step.ts";
import type { OrderProgress } from "./order_progress.ts";
import type { OfferEarningRepos } from "../offers/offer_earning_repos.ts";
import type { EventOutcome, Source } from "./source.ts";
import type {
  ConversionRecords,
  DeliveryConversion,
} from "../rates/rates_repos.ts";

/** The fields of a source an admin sets. */
export type SourceFields = Omit<Source, "id" | "createdAt">;

/** Sources, read and written. */
export interface SourceRepository {
  /** Every source not deleted, the built-in api source first. */
  list(): Promise<Source[]>;
  get(id: number): Promise<Source | null>;
  /** The live source whose webhook token is `token`. */
  findByEndpointToken(token: string): Promise<Source | null>;
  /** The postback source whose secret is `token`. */
  findPostbackByToken(token: string): Promise<Source | null>;
  /** Inserts; null when the secret is taken by another postback source. */
  insert(fields: SourceFields): Promise<Source | null>;
  /** Updates; null when the secret is taken by another postback source. */
  update(id: number, fields: SourceFields): Promise<Source | null>;
  softDelete(id: number): Promise<void>;
}

/** One recorded delivery. */
export interface SourceEvent {
  id: number;
  sourceId: number;
  receivedAt: Date;
  kind: string;
  outcome: EventOutcome;
  orderId: string | null;
  reason: string | null;
  userId: number | null;
  productId: number | null;
  /** An unattributed delivery's steps, to replay when an admin attributes it. */
  steps: ConversionStep[] | null;
  attributedAt: Date | null;
}

/** What a new or updated event says. */
export type SourceEventFields = Pick<
  SourceEvent,
  "outcome" | "orderId" | "reason" | "userId" | "productId" | "steps"
>;

/** Events of deliveries. */
export interface SourceEventRepository {
  insert(
    sourceId: number,
    kind: string,
    fields: SourceEventFields,
  ): Promise<number>;
  /**
   * Inserts a `rejected` event once per (source, `dedupeKey`); a repeat only adds one to that event's `repeats`.
   * Answers the kept event's id.
   */
  insertRejected(
    sourceId: number,
    kind: string,
    fields: SourceEventFields,
    dedupeKey: string,
  ): Promise<number>;
  update(
    id: number,
    fields: SourceEventFields & { attributed?: boolean },
  ): Promise<void>;
  /** The event, locked for the rest of the transaction. */
  getForUpdate(sourceId: number, id: number): Promise<SourceEvent | null>;
  /** Inserts many events of one kind at once (an import's rows); their ids, in the order given. */
  insertMany(
    sourceId: number,
    kind: string,
    fields: SourceEventFields[],
  ): Promise<number[]>;
  /** Takes `count` ids for events inserted later with insertManyWithIds (an import's rows), in ascending order. */
  reserveIds(count: number): Promise<number[]>;
  /** Inserts many events of one kind with ids taken by reserveIds (an import's rows, once applied). */
  insertManyWithIds(
    sourceId: number,
    kind: string,
    events: { id: number; fields: SourceEventFields }[],
  ): Promise<void>;
  /** Updates many events at once (an import's rows, once applied). */
  updateMany(
    events: { id: number; fields: SourceEventFields }[],
  ): Promise<void>;
}

/** The read side of events: newest first, optionally one outcome, one page. */
export interface SourceEventReader {
  listEvents(
    sourceId: number,
    filter: { outcome?: EventOutcome },
    page: { page: number; pageSize: number } | null,
  ): Promise<{ rows: ListedSourceEvent[]; total: number }>;
  /** The emails of these users (an import's report names the affiliates its rows credit). */
  userEmails(userIds: number[]): Promise<Map<number, string>>;
}

/** An event as the admin's list shows it: with the attributed affiliate's email and the product's title. */
export interface ListedSourceEvent extends SourceEvent {
  userEmail: string | null;
  productTitle: string | null;
  /** A source in another currency than the ledger's: what the delivery's conversion kept. */
  conversion?: DeliveryConversion | null;
}

/** Keys applied at most once per source: delivery keys and step keys (stepDedupeKey). */
export interface SourceKeyRepository {
  /** Whether any of the keys was seen. */
  anySeen(sourceId: number, keys: string[]): Promise<boolean>;
  /**
   * Claims a key for an event: its row id (the cause of the step's ledger rows), or null when another event holds
   * it. A key the same event holds already (an unattributed delivery being replayed) is returned, not refused.
   */
  claim(sourceId: number, key: string, eventId: number): Promise<number | null>;
  /** Gives a key back (its step was ignored, so a later delivery may apply it). */
  release(id: number): Promise<void>;
  /** The rows of those of these keys that exist (an import reads its file's keys at once). */
  findMany(sourceId: number, keys: string[]): Promise<SourceKeyRow[]>;
  /** Takes `count` ids from the keys' sequence, ascending, for keys an import claims in memory first. */
  reserveIds(count: number): Promise<number[]>;
  /** Inserts keys with their reserved ids (an import's claims, written at once). */
  insertMany(keys: (SourceKeyRow & { sourceId: number })[]): Promise<void>;
}

/** A claimed key: its row id and the event holding it. */
export interface SourceKeyRow {
  id: number;
  key: string;
  eventId: number;
}

/** An order's progress and whom it credits. */
export interface SourceOrder extends OrderProgress {
  id: number;
  sourceId: number;
  orderId: string;
  /** The offer's goal: one (order id, goal) is one conversion (docs/offers.md). */
  goal: string;
  userId: number;
  productId: number;
  refundHoldDays: number;
  saleDate: CalendarDate;
  /** When its approved earnings become payable; null while pending. */
  availableOn: CalendarDate | null;
  /** The click its sale came through (its breakdown values, docs/sub-ids.md); null or absent when none. */
  clickId?: string | null;
}

/** Orders' progress, locked per order for the length of a transaction. */
export interface SourceOrderRepository {
  findForUpdate(
    sourceId: number,
    orderId: string,
    goal: string,
  ): Promise<SourceOrder | null>;
  /** The orders (of every goal) of these ids that exist, all locked (an import reads its file's orders at once). */
  findManyForUpdate(
    sourceId: number,
    orderIds: string[],
  ): Promise<SourceOrder[]>;
  insert(order: Omit<SourceOrder, "id">): Promise<SourceOrder>;
  update(order: SourceOrder): Promise<void>;
  /** Inserts orders in the given order (an import's, at once); their ids, in the same order. */
  insertMany(orders: Omit<SourceOrder, "id">[]): Promise<number[]>;
  /** Writes the progress of many orders, each as `update` would (an import's, at once). */
  updateMany(orders: SourceOrder[]): Promise<void>;
}

/** A reversal or refund kept on its order until the order's sale arrives (decision `waiting` of applyStep). */
export interface WaitingStep {
  id: number;
  sourceId: number;
  orderId: string;
  /** The step's claimed key (the cause of its ledger rows once it applies); null for the api source. */
  keyId: number | null;
  /** The event that brought it (outcome `waiting` until it applies). */
  eventId: number;
  step: ReverseStep | RefundStep;
}

/**
 * Steps waiting for their order's sale, per (source, order id), and the lock that makes one order's deliveries
 * apply one at a time even before the order has a sale (so a sale and its early refund never miss each other).
 */
export interface WaitingStepRepository {
  /**
   * Locks these orders of the source for the rest of the transaction, whether or not they exist yet: one order (a
   * delivery) by itself, several (an import's file) by locking the whole source, so a long file holds one lock.
   */
  lockOrders(sourceId: number, orderIds: string[]): Promise<void>;
  /** Keeps a step until its sale arrives; its id. */
  add(waiting: Omit<WaitingStep, "id">): Promise<number>;
  /**
   * Keeps many steps at once, in the given order, each with its own key (an import's), those already applied
   * marked so; their ids, in the same order.
   */
  addMany(
    steps: (Omit<WaitingStep, "id"> & { keyId: number; applied: boolean })[],
  ): Promise<number[]>;
  /** The steps still waiting for these orders, in the order they arrived. */
  listForOrders(sourceId: number, orderIds: string[]): Promise<WaitingStep[]>;
  /** The steps applied (their sale arrived): they wait no more. */
  markApplied(ids: number[]): Promise<void>;
}

/** Whom a sale credits, with the product terms in force. */
export interface CreditTarget {
  userId: number;
  productId: number;
  commissionBp: number;
  refundHoldDays: number;
  /** False when the affiliate is blocked or deleted, or the product deleted: the sale is refused. */
  credits: boolean;
  /** The click's sub-ids when the target was found by a click id whose row is written (docs/sub-ids.md). */
  subIds?: SubIds | null;
}

/** Resolves attribution keys (and an admin's choice) to whom a sale credits. */
export interface CreditLookup {
  byClickId(clickId: string): Promise<CreditTarget | null>;
  byLinkCode(code: string): Promise<CreditTarget | null>;
  /** Gets the normalised code (normalizeCouponCode). */
  byCouponCode(codeKey: string): Promise<CreditTarget | null>;
  /**
   * Many keys of each kind at once (an import's batch), answered by key; a key that matches nothing is absent. Each
   * answers as its single lookup would.
   */
  many(keys: {
    clickIds: string[];
    linkCodes: string[];
    couponCodes: string[];
  }): Promise<{
    byClickId: Map<string, CreditTarget>;
    byLinkCode: Map<string, CreditTarget>;
    byCouponCode: Map<string, CreditTarget>;
  }>;
  /** An affiliate and product an admin names; null when either does not exist. */
  forUserProduct(
    userId: number,
    productId: number,
  ): Promise<CreditTarget | null>;
}

/** A coupon code given to an affiliate for a product. */
export interface Coupon {
  id: number;
  userId: number;
  productId: number;
  code: string;
  createdAt: Date;
}

/** A coupon as the admin's list shows it: names beside the ids. */
export interface NamedCoupon extends Coupon {
  userName: string;
  productTitle: string;
}

/** Coupons. */
export interface CouponRepository {
  /** Inserts; null when the code (case-insensitively) is taken. */
  insert(coupon: Omit<Coupon, "id" | "createdAt">): Promise<Coupon | null>;
  list(): Promise<Coupon[]>;
  /** Deletes; the deleted coupon, or null when there was none. */
  delete(id: number): Promise<Coupon | null>;
  /** Whether the user and the product exist (a coupon names both). */
  targetExists(userId: number, productId: number): Promise<boolean>;
}

/** The read side of coupons for affiliates: productId → codes of one user. */
export interface CouponReader {
  /** Every coupon, newest first, with the affiliate's name and the product's title. */
  list(): Promise<NamedCoupon[]>;
  codesForUser(userId: number): Promise<Map<number, string[]>>;
}

/** Repositories an admin change to sources writes together. */
export interface SourceAdminRepos {
  sources: SourceRepository;
  audit: AuditRepository;
}

/** Repositories a delivery (or an admin's attribution) writes together, the earning path's among them. */
export interface DeliveryRepos extends OfferEarningRepos {
  events: SourceEventRepository;
  keys: SourceKeyRepository;
  orders: SourceOrderRepository;
  /** Reversals and refunds that came before their order's sale, and the per-order lock. */
  waiting: WaitingStepRepository;
  credit: CreditLookup;
  stats: StatsRepository;
  ledger: LedgerRepository;
  audit: AuditRepository;
  /** Risk signals of the sales and refunds a delivery records (conversion pattern, self-dealing). */
  risk: RiskRepository;
  /** Exchange rates and the conversions of a source in another currency than the ledger's (docs/money.md). */
  rates: ConversionRecords;
}

/** Repositories a coupon change writes together. */
export interface CouponRepos {
  coupons: CouponRepository;
  audit: AuditRepository;
}

/** Repositories a signed POST /api/conversions writes together: the conversion's and its event of the api source. */
export interface ApiConversionRepos extends ConversionRepos {
  events: SourceEventRepository;
  /** A refund that comes before its sale waits here (source API_SOURCE_ID) until the sale arrives. */
  waiting: WaitingStepRepository;
}

/** Sales sources: the sources and their events (read), admin changes, deliveries and attribution (write). */
export interface SourceServices {
  reader: Pick<
    SourceRepository,
    "list" | "get" | "findPostbackByToken" | "findByEndpointToken"
  >;
  events: SourceEventReader;
  adminUow: UnitOfWork<SourceAdminRepos>;
  deliveryUow: UnitOfWork<DeliveryRepos>;
  /** Generates the secret of a new source. */
  random: RandomSource;
  /** The ledger currency a new source takes when it names none. */
  settings: SettingsReader;
  /** The click buffer to flush before a delivery looks a click id up. */
  clicks: ClickFlush;
  /** Large imports, run as background jobs. */
  jobs: ImportJobServices;
}

/** What an import job's transactions use: the import's repositories and the job's rows. */
export type ImportJobRepos = DeliveryRepos & {
  importJobs: ImportJobRepository;
};

/** Coupon codes: the list (read), give and take back (write). */
export interface CouponServices {
  reader: CouponReader;
  uow: UnitOfWork<CouponRepos>;
}

/** The merchant postback: the secret it is signed with, its transaction, and the click buffer to flush first. */
export interface ConversionServices {
  secret: string;
  /** The conversion and its event of the built-in api source, written together. */
  uow: UnitOfWork<ApiConversionRepos>;
  clicks: ClickFlush;
}
