/** Writing a conversion's offer_conversions row and keeping it (and the margin rollup) in step with its order. */
import type { CalendarDate } from "../shared/karachi_date.ts";
import type {
  OfferConversionRecord,
  OfferConversionStatus,
  OfferEarningRepos,
} from "./offer_earning_repos.ts";
import type { PricedConversion } from "./price_conversion.ts";
import {
  changedEventType,
  emitConversionEvents,
  recordedEventTypes,
} from "./conversion_events.ts";

/** A conversion just priced, about to be recorded. */
export interface NewOfferConversion {
  sourceId: number;
  orderId: string;
  goal: string;
  userId: number;
  productId: number;
  occurredAt: Date;
  statDate: CalendarDate;
  amountMinor: number | null;
  reportedPayoutMinor: number | null;
  priced: PricedConversion;
  /** Its earning waits for the source's approval. */
  pending: boolean;
  subIds?: (string | null)[];
  /** The click it was attributed to (a GET postback's {click_id}). */
  clickId?: string | null;
}

/** What was recorded: the row, its status, and what it credits now (0 when over a cap). */
export interface RecordedOfferConversion {
  id: number;
  status: OfferConversionStatus;
  creditedMinor: number;
}

/**
 * Claims the caps that apply (a conversion past any of them is `over_cap`: counted, credited nothing), inserts the
 * conversion's row and adds it to the margin rollup. Call it before writing the earning: `creditedMinor` is what
 * the ledger and stats may credit.
 */
export async function recordOfferConversion(
  repos: OfferEarningRepos,
  c: NewOfferConversion,
): Promise<RecordedOfferConversion> {
  const { earning, revenueMinor, groupId } = c.priced;
  const capId = await repos.capUsage.claim({
    productId: c.productId,
    goal: c.goal,
    userId: c.userId,
    date: c.statDate,
    earningMinor: earning.earningMinor,
  });
  const status: OfferConversionStatus = capId !== null
    ? "over_cap"
    : c.pending
    ? "pending"
    : "approved";
  const subIds = [...(c.subIds ?? [])];
  const record: Omit<OfferConversionRecord, "id"> = {
    sourceId: c.sourceId,
    orderId: c.orderId,
    goal: c.goal,
    userId: c.userId,
    productId: c.productId,
    groupId,
    occurredAt: c.occurredAt,
    statDate: c.statDate,
    status,
    amountMinor: c.amountMinor,
    reportedPayoutMinor: c.reportedPayoutMinor,
    earningMinor: earning.earningMinor,
    reversedMinor: 0,
    earningRule: earning.rule,
    revenueMinor,
    subIds: Array.from({ length: 5 }, (_, i) => subIds[i] ?? null),
    clickId: c.clickId || null,
    capId,
  };
  const id = await repos.offerConversions.insert(record);
  await emitConversionEvents(
    repos.outbox,
    { ...record, id },
    recordedEventTypes(status),
  );
  const creditedMinor = status === "over_cap" ? 0 : earning.earningMinor;
  await repos.margin.add({
    statDate: c.statDate,
    productId: c.productId,
    goal: c.goal,
    userId: c.userId,
    sourceId: c.sourceId,
    conversions: 1,
    revenueMinor: revenueMinor ?? 0,
    payoutMinor: creditedMinor,
  });
  return { id, status, creditedMinor };
}

/** What happened to a conversion's order after it was recorded. */
export type OfferConversionChange =
  /** The source approved it: a pending conversion becomes approved. */
  | { kind: "approve" }
  /** A refund took back `takenMinor` of its credited earning. */
  | { kind: "refund"; takenMinor: number }
  /** It was reversed (cancelled, failed, fully refunded): `takenMinor` of its credited earning was taken back. */
  | { kind: "reverse"; takenMinor: number };

/**
 * Keeps the conversion's row in step with its order: its status on approval and reversal, what refunds and the
 * reversal took back, and the margin rollup (a reversal takes the conversion and its revenue out; a refund lowers
 * only the payout). A conversion recorded before goals existed has no row and is left alone.
 */
export async function followOfferConversion(
  repos: Pick<OfferEarningRepos, "offerConversions" | "margin" | "outbox">,
  key: { sourceId: number; orderId: string; goal: string },
  change: OfferConversionChange,
): Promise<void> {
  const row = await repos.offerConversions.findForUpdate(
    key.sourceId,
    key.orderId,
    key.goal,
  );
  if (!row) return;
  let status = row.status;
  let reversedMinor = row.reversedMinor;
  let conversions = 0;
  let revenueMinor = 0;
  if (change.kind === "approve") {
    if (status === "pending") status = "approved";
  } else {
    reversedMinor = Math.min(
      row.earningMinor,
      reversedMinor + change.takenMinor,
    );
    if (change.kind === "reverse" && status !== "rejected") {
      if (status !== "reversed") {
        conversions = -1;
        revenueMinor = -(row.revenueMinor ?? 0);
      }
      status = "reversed";
    }
  }
  const payoutMinor = -(reversedMinor - row.reversedMinor);
  if (status === row.status && payoutMinor === 0) return;
  await repos.offerConversions.update(row.id, {
    status,
    reversedMinor,
    revenueMinor: row.revenueMinor,
  });
  const event = changedEventType(row.status, status);
  if (event) {
    await emitConversionEvents(
      repos.outbox,
      { ...row, status, reversedMinor },
      [event],
    );
  }
  if (conversions !== 0 || revenueMinor !== 0 || payoutMinor !== 0) {
    await repos.margin.add({
      statDate: row.statDate,
      productId: row.productId,
      goal: row.goal,
      userId: row.userId,
      sourceId: row.sourceId,
      conversions,
      revenueMinor,
      payoutMinor,
    });
  }
}
