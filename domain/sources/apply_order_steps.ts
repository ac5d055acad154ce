/** Applying one delivery's steps to its order: dedupe keys, attribution, progress, stats and the ledger. */
import { checkConversion } from "../risk/signals.ts";
import { addDays, type CalendarDate } from "../shared/karachi_date.ts";
import { money } from "../shared/money.ts";
import {
  type LedgerEntryInput,
  PENDING_AVAILABLE_ON,
} from "../ledger/ledger_repository.ts";
import { resolveAttribution } from "./attribution.ts";
import type { CommissionBase } from "./commission_base.ts";
import {
  type ConversionStep,
  type SaleStep,
  stepDedupeKey,
} from "./conversion_step.ts";
import {
  applyStep,
  type OrderEffect,
  type SaleTerms,
  staleRepeat,
  type StepDecision,
  WAITING_MESSAGES,
} from "./order_progress.ts";
import type { EventOutcome } from "./source.ts";
import type {
  CreditTarget,
  DeliveryRepos,
  SourceEventFields,
  SourceOrder,
  WaitingStep,
} from "./sources_repos.ts";

/** Where the steps come from and when. */
export interface StepsContext {
  sourceId: number;
  commissionBase: CommissionBase;
  eventId: number;
  today: CalendarDate;
  /** The instant of the delivery (risk signals date their evidence by it). */
  now: Date;
  /** An admin's choice for an unattributed delivery; otherwise the delivery's own attribution decides. */
  target?: CreditTarget;
}

/** What the steps came to, for the delivery's event. */
export interface StepsResult {
  outcome: EventOutcome;
  reason: string | null;
  userId: number | null;
  productId: number | null;
  /** The steps kept for a later attribution (outcome unattributed). */
  pendingSteps: ConversionStep[] | null;
  /** A sale whose affiliate is blocked or product deleted: the delivery is refused and nothing is kept. */
  notCrediting?: boolean;
}

function saleOf(step: ConversionStep): SaleStep | undefined {
  if (step.kind === "sale") return step;
  if (step.kind === "approve") return step.sale;
  return undefined;
}

/** The later of two calendar dates. */
function later(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a > b ? a : b;
}

async function writeEffect(
  repos: DeliveryRepos,
  before: SourceOrder,
  after: SourceOrder,
  effect: OrderEffect,
  causeId: number,
  today: CalendarDate,
): Promise<void> {
  const { stats, ledger } = repos;
  const row = (
    kind: LedgerEntryInput["kind"],
    amount: number,
    availableOn: CalendarDate,
  ) =>
    ledger.append({
      userId: after.userId,
      productId: after.productId,
      kind,
      amount: money(amount),
      availableOn,
      sourceType: "source_step",
      sourceId: causeId,
    });
  const figures = {
    userId: after.userId,
    productId: after.productId,
    date: today,
    clicks: 0,
    // The sale's click's values (sub-ids) get the same figures in the breakdown rollup.
    breakdown: after.clickId
      ? { clickId: after.clickId, sourceId: after.sourceId }
      : null,
  };
  switch (effect.kind) {
    case "earn":
      // Pending earnings count in stats at once but sit in the ledger where no balance reaches them.
      await stats.increment({
        ...figures,
        sales: 1,
        earnings: effect.amountMinor,
      });
      if (effect.amountMinor > 0) {
        await row(
          effect.pending ? "pending_earning" : "earning",
          effect.amountMinor,
          effect.pending ? PENDING_AVAILABLE_ON : after.availableOn!,
        );
      }
      return;
    case "approve": {
      const remaining = before.earnedMinor - before.reversedMinor;
      if (remaining > 0) {
        await row("pending_approved", -remaining, PENDING_AVAILABLE_ON);
        await row("earning", remaining, after.availableOn!);
      }
      return;
    }
    case "take_back":
      await stats.increment({
        ...figures,
        // A refunded sale is still a sale; a reversed one is not.
        sales: effect.cause === "reverse" ? -1 : 0,
        earnings: -effect.amountMinor,
      });
      if (effect.amountMinor === 0) return;
      if (before.status === "pending") {
        await row(
          "pending_reversal",
          -effect.amountMinor,
          PENDING_AVAILABLE_ON,
        );
      } else {
        await row("earning_reversal", -effect.amountMinor, before.availableOn!);
      }
      return;
  }
}

/**
 * Records an applied decision on the order (inserting it for its sale) and writes its effects, caused by the
 * step's key row `causeId`: stats, ledger rows and risk signals. Returns the order as it now stands.
 */
async function record(
  repos: DeliveryRepos,
  ctx: StepsContext,
  orderId: string,
  before: SourceOrder | null,
  decision: Extract<StepDecision, { outcome: "applied" }>,
  causeId: number,
  step: ConversionStep,
  target: CreditTarget | null,
): Promise<SourceOrder> {
  const { next } = decision;
  let after: SourceOrder;
  if (!before) {
    const t = target!;
    after = await repos.orders.insert({
      ...next,
      sourceId: ctx.sourceId,
      orderId,
      userId: t.userId,
      productId: t.productId,
      refundHoldDays: t.refundHoldDays,
      saleDate: ctx.today,
      clickId: saleOf(step)?.attribution.clickId || null,
      availableOn: next.status === "approved"
        ? addDays(ctx.today, t.refundHoldDays)
        : null,
    });
  } else {
    // Approval pays out at the later of the sale's date plus the hold and the approval itself.
    const availableOn = before.availableOn ??
      (next.status === "approved"
        ? later(addDays(before.saleDate, before.refundHoldDays), ctx.today)
        : null);
    after = { ...before, ...next, availableOn };
    await repos.orders.update(after);
  }
  for (const effect of decision.effects) {
    await writeEffect(
      repos,
      before ?? after,
      after,
      effect,
      causeId,
      ctx.today,
    );
    // A store's sales and refunds feed the same risk signals as the API's (docs/risk.md).
    if (effect.kind === "earn" || effect.kind === "take_back") {
      await checkConversion(repos.risk, {
        userId: after.userId,
        linkId: null,
        orderId,
        clickId: saleOf(step)?.attribution.clickId ?? null,
        status: effect.kind === "earn" ? "sale" : "refund",
      }, ctx.now);
    }
  }
  return after;
}

/**
 * The order's sale has just been recorded: the reversals and refunds that waited for it apply now, in the order
 * they arrived, each caused by its own key (so the ledger is the one those steps would have written after the
 * sale). Their events say what came of them; those of this delivery's own event are counted for its outcome.
 */
async function applyWaiting(
  repos: DeliveryRepos,
  ctx: StepsContext,
  sold: SourceOrder,
  terms: SaleTerms,
): Promise<{ order: SourceOrder; ownApplied: number }> {
  const waiting: WaitingStep[] = await repos.waiting.listForOrders(
    ctx.sourceId,
    [sold.orderId],
  );
  let order = sold;
  let ownApplied = 0;
  const byEvent = new Map<number, { applied: boolean; reasons: string[] }>();
  for (const w of waiting) {
    const decision = applyStep(order, w.step, terms);
    const seen = byEvent.get(w.eventId) ?? { applied: false, reasons: [] };
    if (decision.outcome === "applied") {
      order = await record(
        repos,
        ctx,
        order.orderId,
        order,
        decision,
        w.keyId!,
        w.step,
        null,
      );
      seen.applied = true;
      if (w.eventId === ctx.eventId) ownApplied++;
    } else {
      seen.reasons.push(decision.reason);
    }
    byEvent.set(w.eventId, seen);
  }
  await repos.waiting.markApplied(waiting.map((w) => w.id));
  for (const [eventId, seen] of byEvent) {
    if (eventId === ctx.eventId) continue;
    const fields: SourceEventFields = {
      outcome: seen.applied ? "attributed" : "ignored",
      orderId: order.orderId,
      reason: seen.applied
        ? WAITING_MESSAGES.applied
        : seen.reasons.join(" ") || null,
      userId: order.userId,
      productId: order.productId,
      steps: null,
    };
    await repos.events.update(eventId, fields);
  }
  return { order, ownApplied };
}

/**
 * Applies a delivery's steps (all about one order) in order, the order locked (even before it exists) for the
 * rest of the transaction. Each step's dedupe key is claimed for the event first: a key held by another event
 * makes that step a duplicate (a pending sale told again after the order moved on is ignored instead), and the key
 * of an ignored step is given back so a later delivery can still apply it. A reversal or refund before the order's
 * sale waits on the order with its key kept (outcome `waiting`), and applies as soon as the sale is recorded. An
 * order with no sale yet needs its sale attributed (click id, link code, coupon); when nothing matches, the steps
 * are kept on the event as unattributed, keys claimed, nothing else written.
 */
export async function applyOrderSteps(
  repos: DeliveryRepos,
  ctx: StepsContext,
  orderId: string,
  steps: ConversionStep[],
): Promise<StepsResult> {
  const { keys, orders, credit, waiting } = repos;
  await waiting.lockOrders(ctx.sourceId, [orderId]);
  let order = await orders.findForUpdate(ctx.sourceId, orderId);
  let target: CreditTarget | null = null;
  if (!order) {
    const sale = steps.map(saleOf).find((s) => s !== undefined);
    if (sale) {
      target = ctx.target ?? (await resolveAttribution(sale.attribution, {
        byClickId: (id) => credit.byClickId(id),
        byLinkCode: (code) => credit.byLinkCode(code),
        byCouponCode: (code) => credit.byCouponCode(code),
      }))?.target ?? null;
      if (target && !target.credits) {
        return {
          outcome: "rejected",
          reason: null,
          userId: target.userId,
          productId: target.productId,
          pendingSteps: null,
          notCrediting: true,
        };
      }
      if (!target) {
        const kept: ConversionStep[] = [];
        for (const step of steps) {
          const claimed = await keys.claim(
            ctx.sourceId,
            stepDedupeKey(step),
            ctx.eventId,
          );
          if (claimed !== null) kept.push(step);
        }
        return kept.length === 0
          ? {
            outcome: "duplicate",
            reason: "Every step was received before.",
            userId: null,
            productId: null,
            pendingSteps: null,
          }
          : {
            outcome: "unattributed",
            reason: "No click id, link code or coupon code matched.",
            userId: null,
            productId: null,
            pendingSteps: kept,
          };
      }
    }
  }
  const terms: SaleTerms = {
    commissionBp: target?.commissionBp ?? 0,
    commissionBase: ctx.commissionBase,
  };
  let applied = 0;
  let duplicates = 0;
  let waited = 0;
  let refused = false;
  const reasons: string[] = [];
  for (const step of steps) {
    const keyId = await keys.claim(
      ctx.sourceId,
      stepDedupeKey(step),
      ctx.eventId,
    );
    if (keyId === null) {
      const stale = staleRepeat(order, step);
      if (stale) reasons.push(stale);
      else duplicates++;
      continue;
    }
    const decision = applyStep(order, step, terms);
    if (decision.outcome === "waiting") {
      // The key stays claimed: a retry of this step is a duplicate, and the key causes its ledger rows later.
      await waiting.add({
        sourceId: ctx.sourceId,
        orderId,
        keyId,
        eventId: ctx.eventId,
        step: step as WaitingStep["step"],
      });
      waited++;
      reasons.push(decision.reason);
      continue;
    }
    if (decision.outcome !== "applied") {
      await keys.release(keyId);
      refused ||= decision.outcome === "rejected";
      reasons.push(decision.reason);
      continue;
    }
    const before: SourceOrder | null = order;
    order = await record(
      repos,
      ctx,
      orderId,
      before,
      decision,
      keyId,
      step,
      target,
    );
    applied++;
    if (!before) {
      const settled = await applyWaiting(repos, ctx, order, terms);
      order = settled.order;
      applied += settled.ownApplied;
    }
  }
  const who = {
    userId: order?.userId ?? null,
    productId: order?.productId ?? null,
  };
  if (applied > 0) {
    return { outcome: "attributed", reason: null, ...who, pendingSteps: null };
  }
  if (duplicates === steps.length) {
    return {
      outcome: "duplicate",
      reason: "Every step was received before.",
      ...who,
      pendingSteps: null,
    };
  }
  if (waited > 0) {
    return {
      outcome: "waiting",
      reason: [...new Set(reasons)].join(" "),
      ...who,
      pendingSteps: null,
    };
  }
  return {
    outcome: refused ? "rejected" : "ignored",
    reason: reasons.join(" ") || null,
    ...who,
    pendingSteps: null,
  };
}
