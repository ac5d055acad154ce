/** Use case: an admin approves or rejects conversions held over a cap, one or many at once, audited. */
import type { AuditRepository } from "../audit/audit_repository.ts";
import {
  type LedgerRepository,
  PENDING_AVAILABLE_ON,
} from "../ledger/ledger_repository.ts";
import type { Clock } from "../shared/clock.ts";
import { karachiDate } from "../shared/karachi_date.ts";
import { money } from "../shared/money.ts";
import { ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { refundReversal } from "../sources/refund_share.ts";
import { API_SOURCE_ID } from "../sources/source.ts";
import type { SourceOrderRepository } from "../sources/sources_repos.ts";
import type { StatsRepository } from "../stats/stats_repository.ts";
import type { ConversionRepository } from "../tracking/conversion.ts";
import type {
  OfferConversionRecord,
  OfferEarningRepos,
} from "./offer_earning_repos.ts";
import { emitConversionEvents } from "./conversion_events.ts";

/** Repositories a decision writes together. */
export interface ConversionDecisionRepos
  extends Pick<OfferEarningRepos, "offerConversions" | "margin" | "outbox"> {
  /** The api source's conversions (POST /api/conversions). */
  conversions: ConversionRepository;
  /** Every other source's orders. */
  orders: SourceOrderRepository;
  ledger: LedgerRepository;
  stats: StatsRepository;
  audit: AuditRepository;
}

/** What decideOverCap needs. */
export interface DecideOverCapDeps {
  uow: UnitOfWork<ConversionDecisionRepos>;
  clock: Clock;
}

/** The decision as the admin sent it (wire/offer_conversions.ts conversionDecisionBody). */
export interface OverCapDecision {
  adminId: number;
  ids: number[];
  decision: "approve" | "reject";
  reason?: string;
}

/** What a decision did: the ids decided, and those skipped with why. */
export interface OverCapDecided {
  decided: number[];
  skipped: { id: number; reason: string }[];
}

/**
 * Decides over_cap conversions in one transaction: each is locked, and one no longer over_cap (or unknown) is
 * skipped with the reason. Rejected: status `rejected`, it earns nothing. Approved: it earns as normal from now on,
 * its earning less the share refunds already took, as its order's state says: pending (in the ledger where no
 * balance reaches it) or approved (payable after its hold), counted in stats today and in the margin rollup. One
 * audit row names every conversion decided.
 */
export async function decideOverCap(
  deps: DecideOverCapDeps,
  input: OverCapDecision,
): Promise<Result<OverCapDecided, never>> {
  const today = karachiDate(deps.clock.now());
  return await deps.uow.run(async (repos) => {
    const ids = [...new Set(input.ids)];
    const rows = new Map(
      (await repos.offerConversions.getManyForUpdate(ids)).map((
        r,
      ) => [r.id, r]),
    );
    const decided: number[] = [];
    const skipped: OverCapDecided["skipped"] = [];
    for (const id of ids) {
      const row = rows.get(id);
      if (!row) {
        skipped.push({ id, reason: "No such conversion." });
        continue;
      }
      if (row.status !== "over_cap") {
        skipped.push({
          id,
          reason: `The conversion is ${row.status}, no longer over_cap.`,
        });
        continue;
      }
      if (input.decision === "reject") {
        await repos.offerConversions.update(row.id, {
          status: "rejected",
          reversedMinor: row.reversedMinor,
          revenueMinor: row.revenueMinor,
          decidedBy: input.adminId,
        });
      } else {
        await approve(repos, row, input.adminId, today);
      }
      decided.push(id);
    }
    if (decided.length > 0) {
      await repos.audit.append({
        adminId: input.adminId,
        action: input.decision === "approve"
          ? "Approve Over-cap Conversions"
          : "Reject Over-cap Conversions",
        details: `Conversions ${decided.map((id) => `#${id}`).join(", ")}${
          input.reason?.trim() ? `: ${input.reason.trim()}` : ""
        }`,
      });
    }
    return ok({ decided, skipped });
  });
}

/** Credits an over_cap conversion as if it had been within its caps, less what its refunds took meanwhile. */
async function approve(
  repos: ConversionDecisionRepos,
  row: OfferConversionRecord,
  adminId: number,
  today: string,
): Promise<void> {
  const earned = row.earningMinor;
  let taken = 0;
  let status: "pending" | "approved" = "approved";
  if (row.sourceId === API_SOURCE_ID) {
    const sale = await repos.conversions.find(row.orderId, row.goal, "sale");
    const refund = await repos.conversions.find(
      row.orderId,
      row.goal,
      "refund",
    );
    if (!sale) throw new Error(`conversion #${row.id} has no sale row`);
    taken = refund
      ? refundReversal(
        { earnedMinor: earned, reversedMinor: 0, refundedMinor: 0 },
        refund.amount,
        sale.amount,
      )
      : 0;
    await repos.conversions.creditSale(sale.id, earned, earned - taken);
    if (earned - taken > 0) {
      await repos.ledger.append({
        userId: row.userId,
        productId: row.productId,
        kind: "earning",
        amount: money(earned - taken),
        availableOn: sale.availableOn,
        sourceType: "sale",
        sourceId: sale.id,
      });
    }
  } else {
    const order = await repos.orders.findForUpdate(
      row.sourceId,
      row.orderId,
      row.goal,
    );
    if (!order) throw new Error(`conversion #${row.id} has no order`);
    taken = refundReversal(
      { earnedMinor: earned, reversedMinor: 0, refundedMinor: 0 },
      order.refundedMinor,
      order.saleMinor,
    );
    status = order.status === "pending" ? "pending" : "approved";
    await repos.orders.update({
      ...order,
      earnedMinor: earned,
      reversedMinor: taken,
    });
    if (earned - taken > 0) {
      await repos.ledger.append({
        userId: row.userId,
        productId: row.productId,
        kind: status === "pending" ? "pending_earning" : "earning",
        amount: money(earned - taken),
        availableOn: status === "pending"
          ? PENDING_AVAILABLE_ON
          : order.availableOn!,
        sourceType: "offer_conversion",
        sourceId: row.id,
      });
    }
  }
  await repos.offerConversions.update(row.id, {
    status,
    reversedMinor: taken,
    revenueMinor: row.revenueMinor,
    decidedBy: adminId,
  });
  // Approved over a cap, it earns from now on: the same event a conversion within its caps had when recorded.
  await emitConversionEvents(
    repos.outbox,
    { ...row, status, reversedMinor: taken },
    [status === "pending" ? "conversion.pending" : "conversion.approved"],
  );
  await repos.stats.increment({
    userId: row.userId,
    productId: row.productId,
    date: today,
    clicks: 0,
    sales: 0,
    earnings: earned - taken,
  });
  await repos.margin.add({
    statDate: row.statDate,
    productId: row.productId,
    goal: row.goal,
    userId: row.userId,
    sourceId: row.sourceId,
    conversions: 0,
    revenueMinor: 0,
    payoutMinor: earned - taken,
  });
}
