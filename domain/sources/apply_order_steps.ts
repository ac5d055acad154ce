/** Applying one delivery's steps to its order: dedupe keys, attribution, progress, stats and the ledger. */
import { checkConversion } from "../risk/signals.ts";
import {
  addDays,
  type CalendarDate,
  karachiDate,
  karachiStartOfDay,
} from "../shared/karachi_date.ts";
import {
  priceConversion,
  type PricedConversion,
} from "../offers/price_conversion.ts";
import {
  followOfferConversion,
  recordOfferConversion,
} from "../offers/record_offer_conversion.ts";
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
  stepGoal,
} from "./conversion_step.ts";
import {
  applyStep,
  type OrderEffect,
  type SaleTerms,
  staleRepeat,
  type StepDecision,
  WAITING_MESSAGES,
} from "./order_progress.ts";
import { subIdList } from "../tracking/sub_ids.ts";
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
  goal: string,
): Promise<SourceOrder> {
  const { next } = decision;
  let after: SourceOrder;
  if (!before) {
    const t = target!;
    after = await repos.orders.insert({
      ...next,
      sourceId: ctx.sourceId,
      orderId,
      goal,
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
    // The conversion's row and margin first, then the order, stats and ledger: the order a new sale takes them in
    // (recordOfferConversion runs before its order is inserted), so two deliveries never take the shared rollup
    // rows (margin's, the source's day, the affiliate's day) crosswise and deadlock.
    for (const effect of decision.effects) {
      if (effect.kind === "earn") continue;
      await followOfferConversion(
        repos,
        { sourceId: ctx.sourceId, orderId, goal: after.goal },
        effect.kind === "approve"
          ? { kind: "approve" }
          : { kind: effect.cause, takenMinor: effect.amountMinor },
      );
    }
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
  const waiting: WaitingStep[] = (await repos.waiting.listForOrders(
    ctx.sourceId,
    [sold.orderId],
  )).filter((w) => stepGoal(w.step) === sold.goal);
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
        sold.goal,
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
  // One (order id, goal) is one conversion: each goal's steps apply to their own order, in turn.
  const goals = [...new Set(steps.map(stepGoal))];
  if (goals.length <= 1) {
    return await applyGoalSteps(
      repos,
      ctx,
      orderId,
      goals[0] ?? "sale",
      steps,
    );
  }
  const results: StepsResult[] = [];
  for (const goal of goals) {
    const result = await applyGoalSteps(
      repos,
      ctx,
      orderId,
      goal,
      steps.filter((s) => stepGoal(s) === goal),
    );
    if (result.notCrediting) return result;
    results.push(result);
  }
  return combineResults(results);
}

/** One delivery's result from its goals' results: the most telling outcome, the reasons and kept steps of all. */
function combineResults(results: StepsResult[]): StepsResult {
  const rank: EventOutcome[] = [
    "attributed",
    "waiting",
    "unattributed",
    "rejected",
    "ignored",
    "duplicate",
  ];
  const best =
    [...results].sort((a, b) =>
      rank.indexOf(a.outcome) - rank.indexOf(b.outcome)
    )[0];
  const kept = results.flatMap((r) => r.pendingSteps ?? []);
  const reasons = [
    ...new Set(results.map((r) => r.reason).filter((r) => r !== null)),
  ];
  return {
    ...best,
    reason: best.outcome === "attributed" ? null : reasons.join(" ") || null,
    userId: results.find((r) => r.userId !== null)?.userId ?? null,
    productId: results.find((r) => r.productId !== null)?.productId ?? null,
    pendingSteps: kept.length > 0 ? kept : null,
  };
}

/** When a sale happened for its rule in force: its stated time, else its row's day (an import), else now. */
function saleTime(sale: SaleStep, ctx: StepsContext): Date {
  if (sale.occurredAt) {
    const at = new Date(sale.occurredAt);
    if (!Number.isNaN(at.getTime())) return at;
  }
  // A dated row of an earlier day happened by that day's end (rules started that day apply to it).
  if (ctx.today < karachiDate(ctx.now)) {
    return new Date(
      karachiStartOfDay(addDays(ctx.today, 1)).getTime() - 1,
    );
  }
  return ctx.now;
}

/** The decision of a sale over a cap: recorded, crediting nothing. */
function withoutEarning(
  decision: Extract<StepDecision, { outcome: "applied" }>,
): Extract<StepDecision, { outcome: "applied" }> {
  return {
    outcome: "applied",
    next: { ...decision.next, earnedMinor: 0, reversedMinor: 0 },
    effects: decision.effects.map((e) =>
      e.kind === "earn" ? { ...e, amountMinor: 0 } : e
    ),
  };
}

/** applyOrderSteps for the steps of one goal (the order of that goal). */
async function applyGoalSteps(
  repos: DeliveryRepos,
  ctx: StepsContext,
  orderId: string,
  goal: string,
  steps: ConversionStep[],
): Promise<StepsResult> {
  const { keys, orders, credit, waiting } = repos;
  await waiting.lockOrders(ctx.sourceId, [orderId]);
  let order = await orders.findForUpdate(ctx.sourceId, orderId, goal);
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
    // A new order's sale is priced under the rule in force at its time (docs/offers.md).
    const sale = saleOf(step);
    let priced: PricedConversion | null = null;
    let stepTerms = terms;
    if (!order && sale && target) {
      const price = priceConversion(
        await repos.offerTerms.termsFor(
          target.userId,
          target.productId,
          goal,
          saleTime(sale, ctx),
        ),
        {
          userId: target.userId,
          productId: target.productId,
          goal,
          at: saleTime(sale, ctx),
          amountMinor: sale.noAmount ? null : sale.amountMinor,
          reportedPayoutMinor: sale.payoutMinor ?? null,
          base: ctx.commissionBase,
        },
      );
      if (!price.ok) {
        await keys.release(keyId);
        refused = true;
        reasons.push(price.error.reason);
        continue;
      }
      priced = price.value;
      stepTerms = { ...terms, earningMinor: priced.earning.earningMinor };
    }
    let decision = applyStep(order, step, stepTerms);
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
    if (!before && priced && sale && target) {
      const recorded = await recordOfferConversion(repos, {
        sourceId: ctx.sourceId,
        orderId,
        goal,
        userId: target.userId,
        productId: target.productId,
        occurredAt: saleTime(sale, ctx),
        statDate: ctx.today,
        amountMinor: sale.noAmount ? null : sale.amountMinor,
        reportedPayoutMinor: sale.payoutMinor ?? null,
        priced,
        pending: decision.next.status === "pending",
        subIds: sale.subIds ?? subIdList(target.subIds),
        clickId: sale.attribution.clickId || null,
      });
      // Past a cap: counted, crediting nothing until an admin approves it.
      if (recorded.status === "over_cap") decision = withoutEarning(decision);
    }
    order = await record(
      repos,
      ctx,
      orderId,
      before,
      decision,
      keyId,
      step,
      target && priced
        ? { ...target, refundHoldDays: priced.holdDays }
        : target,
      goal,
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
