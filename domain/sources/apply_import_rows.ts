/** Shared step of a sales import: applies rows like deliveries inside the caller's transaction, and reports them. */
import type { BreakdownCause } from "../stats/breakdown.ts";
import type { CalendarDate } from "../shared/karachi_date.ts";
import { applyOrderSteps } from "./apply_order_steps.ts";
import { keepConversion, prepareLedgerSteps } from "./ledger_conversion.ts";
import type {
  ImportReport,
  ImportReportRow,
  ImportRow,
  ImportRowOutcome,
} from "./import_row.ts";
import { type ConversionStep, stepGoal } from "./conversion_step.ts";
import { type Source, SOURCE_MESSAGES } from "./source.ts";
import type {
  DeliveryRepos,
  SourceEventFields,
  SourceOrder,
  WaitingStep,
} from "./sources_repos.ts";
import type { StatsDelta } from "../stats/stats_repository.ts";
import type { MarginDelta } from "../offers/offer_earning_repos.ts";

/** The event kind of an imported row (events list it beside Shopify topics and "postback"). */
export const IMPORT_EVENT_KIND = "csv import";

/**
 * Applies each readable row like a delivery (an event per row, its steps through applyOrderSteps, dedupe on the
 * steps' keys, so importing a file again gives only duplicates); rows in error are reported and skipped. Runs on
 * the caller's transaction-scoped repositories: a whole file (importSales) or one batch of a job (runImportBatch).
 */
export async function applyImportRows(
  plain: DeliveryRepos,
  input: {
    source: Source;
    rows: ImportRow[];
    /** The day rows without a date count on. */
    today: CalendarDate;
    now: Date;
  },
): Promise<ImportReport> {
  const { source, today } = input;
  const report: ImportReport = { rows: [], summary: {} };
  const add = (
    line: number,
    outcome: ImportRowOutcome,
    reason?: string | null,
    extra: Omit<ImportReportRow, "line" | "outcome" | "reason"> = {},
  ) => {
    report.rows.push({
      line,
      outcome,
      ...(reason ? { reason } : {}),
      ...extra,
    });
    report.summary[outcome] = (report.summary[outcome] ?? 0) + 1;
  };
  // Rows that become events: those read into steps, and those refused as a delivery would be.
  const recorded = input.rows.filter((r) =>
    "delivery" in r || "rejected" in r
  ) as (DeliveryRow | RejectedRow)[];
  const batched = await batchedRepos(
    plain,
    source.id,
    recorded.map((r) => "delivery" in r ? r.delivery.orderId : r.orderId),
  );
  const { repos } = batched;
  // Every row's event first (one statement per chunk), so its steps' keys can name it.
  const eventIds: number[] = [];
  for (let i = 0; i < recorded.length; i += CHUNK) {
    eventIds.push(
      ...await repos.events.insertMany(
        source.id,
        IMPORT_EVENT_KIND,
        recorded.slice(i, i + CHUNK).map((r) =>
          "delivery" in r
            ? {
              outcome: "attributed",
              orderId: r.delivery.orderId,
              reason: null,
              userId: null,
              productId: null,
              steps: null,
            }
            : {
              outcome: "rejected",
              orderId: r.orderId,
              reason: `Line ${r.line}: ${r.rejected}`,
              userId: null,
              productId: null,
              steps: null,
            }
        ),
      ),
    );
  }
  // Rows' events, and those of earlier waiting steps a row's sale applied (batched.eventUpdates), last wins.
  const updates = batched.eventUpdates;
  let next = 0;
  const net = (o: SourceOrder | null) =>
    o ? o.earnedMinor - o.reversedMinor : 0;
  for (const row of input.rows) {
    if ("error" in row) {
      add(row.line, "error", row.error);
      continue;
    }
    if ("ignored" in row) {
      add(
        row.line,
        "ignored",
        row.ignored,
        row.orderId === null ? {} : { orderId: row.orderId },
      );
      continue;
    }
    const eventId = eventIds[next++];
    if ("rejected" in row) {
      add(row.line, "rejected", row.rejected, { orderId: row.orderId });
      continue;
    }
    const { orderId } = row.delivery;
    // A source in another currency than the ledger's: the row converts at its date's rate, or waits for one.
    const prepared = await prepareLedgerSteps(
      repos.rates,
      source,
      orderId,
      row.delivery.steps,
      row.date ?? today,
    );
    if (prepared.kind === "waiting") {
      updates.set(eventId, {
        outcome: "waiting",
        orderId,
        reason: `Line ${row.line}: ${prepared.reason}`,
        userId: null,
        productId: null,
        steps: row.delivery.steps,
      });
      await repos.rates.markWaiting(eventId, prepared);
      add(row.line, "waiting", prepared.reason, { orderId });
      continue;
    }
    // A row is about one goal (its goal column; sale when none).
    const goal = stepGoal(row.delivery.steps[0] ?? {});
    const before = await repos.orders.findForUpdate(
      source.id,
      orderId,
      goal,
    );
    // Converted first: the order's refunds so far are in the ledger's currency.
    const steps = row.refundsSoFar
      ? refundsBeyond(prepared.steps, before)
      : prepared.steps;
    const applied = await applyOrderSteps(
      repos,
      {
        sourceId: source.id,
        commissionBase: source.commissionBase,
        eventId,
        today: row.date ?? today,
        now: input.now,
      },
      orderId,
      steps,
    );
    if (!applied.notCrediting) {
      await keepConversion(
        repos.rates,
        eventId,
        source.id,
        orderId,
        prepared,
      );
    }
    // Nothing is written before a not-crediting sale is refused, so only its event needs saying so.
    const outcome = applied.notCrediting ? "rejected" : applied.outcome;
    const reason = applied.notCrediting
      ? SOURCE_MESSAGES.notCrediting
      : applied.outcome === "rejected"
      ? applied.reason ?? "The row could not be applied."
      : applied.reason;
    updates.set(eventId, {
      outcome,
      orderId,
      reason: `Line ${row.line}${reason ? `: ${reason}` : ""}`,
      userId: applied.notCrediting ? null : applied.userId,
      productId: applied.notCrediting ? null : applied.productId,
      steps: applied.notCrediting ? null : applied.pendingSteps,
    });
    const after = await repos.orders.findForUpdate(
      source.id,
      orderId,
      goal,
    );
    const amountMinor = amountOf(prepared.steps);
    add(row.line, outcome, reason, {
      orderId,
      ...(amountMinor === undefined ? {} : { amountMinor }),
      ...(after
        ? {
          earningMinor: net(after) - net(before),
          pending: after.status === "pending",
          userId: after.userId,
        }
        : {}),
    });
  }
  const updated = [...updates].map(([id, fields]) => ({ id, fields }));
  for (let i = 0; i < updated.length; i += CHUNK) {
    await repos.events.updateMany(updated.slice(i, i + CHUNK));
  }
  await batched.flush();
  return report;
}

type DeliveryRow = Extract<ImportRow, { delivery: unknown }>;
type RejectedRow = Extract<ImportRow, { rejected: string }>;

/** The amount a row states: its sale's, else its refund's. */
function amountOf(steps: ConversionStep[]): number | undefined {
  for (const s of steps) {
    if (s.kind === "sale") return s.amountMinor;
    if (s.kind === "approve" && s.sale) return s.sale.amountMinor;
  }
  return steps.find((s) => s.kind === "refund")?.refundMinor;
}

/**
 * A row whose refund states the order's refunds so far (a store export's Refunded Amount): the refund taken is
 * only what that total adds to the refunds the order has already recorded, so an export imported after a webhook's
 * refund, or a later export of the same order, never takes a refund back twice.
 */
function refundsBeyond(
  steps: ConversionStep[],
  order: SourceOrder | null,
): ConversionStep[] {
  const already = order?.refundedMinor ?? 0;
  return steps.flatMap((s): ConversionStep[] => {
    if (s.kind !== "refund") return [s];
    const more = s.refundMinor - already;
    return more > 0 ? [{ ...s, refundMinor: more }] : [];
  });
}

// Rows per multi-row statement.
const CHUNK = 2000;

/** An import's key of one order of one goal. */
const orderKey = (orderId: string, goal: string) => `${goal} ${orderId}`;

/**
 * The delivery repositories as an import uses them, with its round trips cut: the file's orders are locked and
 * read at once with the steps waiting for them, attribution keys looked up once per file, event updates and stats
 * increments (summed per affiliate, product and day) kept and written at the end (`eventUpdates`, `flush`), all
 * inside the same transaction, so the result is the same.
 */
async function batchedRepos(
  repos: DeliveryRepos,
  sourceId: number,
  orderIds: string[],
): Promise<{
  repos: DeliveryRepos;
  eventUpdates: Map<number, SourceEventFields>;
  flush(): Promise<void>;
}> {
  const orders = new Map<string, SourceOrder>();
  const waiting = new Map<string, WaitingStep[]>();
  const unique = [...new Set(orderIds)];
  // All at once (the whole source for a file of several orders), before anything else is read or written.
  await repos.waiting.lockOrders(sourceId, unique);
  for (let i = 0; i < unique.length; i += CHUNK) {
    const chunk = unique.slice(i, i + CHUNK);
    for (const o of await repos.orders.findManyForUpdate(sourceId, chunk)) {
      orders.set(orderKey(o.orderId, o.goal), o);
    }
    for (const w of await repos.waiting.listForOrders(sourceId, chunk)) {
      waiting.set(w.orderId, [...waiting.get(w.orderId) ?? [], w]);
    }
  }
  const known = new Set(unique);
  const allKnown = (sid: number, ids: string[]) =>
    sid === sourceId && ids.every((id) => known.has(id));
  const eventUpdates = new Map<number, SourceEventFields>();
  const memo = <T>(lookup: (key: string) => Promise<T>) => {
    const seen = new Map<string, Promise<T>>();
    return (key: string) => {
      if (!seen.has(key)) seen.set(key, lookup(key));
      return seen.get(key)!;
    };
  };
  const stats = new Map<string, StatsDelta>();
  const margins = new Map<string, MarginDelta>();
  const breakdowns: { delta: StatsDelta; cause: BreakdownCause }[] = [];
  const inForce = memo((key: string) => {
    const [currency, date] = key.split(" ");
    return repos.rates.inForce(currency, date);
  });
  return {
    eventUpdates,
    repos: {
      ...repos,
      events: {
        ...repos.events,
        update: (id, fields) => {
          eventUpdates.set(id, fields);
          return Promise.resolve();
        },
      },
      waiting: {
        lockOrders: (sid, ids) =>
          allKnown(sid, ids)
            ? Promise.resolve()
            : repos.waiting.lockOrders(sid, ids),
        listForOrders: (sid, ids) =>
          allKnown(sid, ids)
            ? Promise.resolve(ids.flatMap((id) => waiting.get(id) ?? []))
            : repos.waiting.listForOrders(sid, ids),
        add: async (w) => {
          const id = await repos.waiting.add(w);
          if (w.sourceId === sourceId) {
            waiting.set(w.orderId, [...waiting.get(w.orderId) ?? [], {
              ...w,
              id,
            }]);
          }
          return id;
        },
        markApplied: async (ids) => {
          await repos.waiting.markApplied(ids);
          const done = new Set(ids);
          for (const [orderId, list] of waiting) {
            waiting.set(orderId, list.filter((w) => !done.has(w.id)));
          }
        },
      },
      orders: {
        ...repos.orders,
        findForUpdate: (sid, orderId, goal) =>
          sid === sourceId && known.has(orderId)
            ? Promise.resolve(orders.get(orderKey(orderId, goal)) ?? null)
            : repos.orders.findForUpdate(sid, orderId, goal),
        insert: async (o) => {
          const saved = await repos.orders.insert(o);
          orders.set(orderKey(saved.orderId, saved.goal), saved);
          return saved;
        },
        update: async (o) => {
          await repos.orders.update(o);
          orders.set(orderKey(o.orderId, o.goal), o);
        },
      },
      // The risk thresholds cannot change during an import: read once, not once per sale.
      risk: {
        ...repos.risk,
        settings: memo(() => repos.risk.settings()).bind(null, ""),
      },
      credit: {
        ...repos.credit,
        byClickId: memo((id) => repos.credit.byClickId(id)),
        byLinkCode: memo((code) => repos.credit.byLinkCode(code)),
        byCouponCode: memo((code) => repos.credit.byCouponCode(code)),
      },
      // No rate is added during an import: the ledger currency and each (currency, date)'s rate are read once.
      rates: {
        ...repos.rates,
        ledgerCurrency: memo(() => repos.rates.ledgerCurrency()).bind(null, ""),
        inForce: (currency, date) => inForce(`${currency} ${date}`),
      },
      // Summed per margin row and written at the end, like stats: one upsert per row key, not per file row.
      margin: {
        ...repos.margin,
        add: (d) => {
          const key =
            `${d.statDate}:${d.productId}:${d.goal}:${d.userId}:${d.sourceId}`;
          const sum = margins.get(key);
          margins.set(
            key,
            sum
              ? {
                ...sum,
                conversions: sum.conversions + d.conversions,
                revenueMinor: sum.revenueMinor + d.revenueMinor,
                payoutMinor: sum.payoutMinor + d.payoutMinor,
              }
              : { ...d },
          );
          return Promise.resolve();
        },
      },
      stats: {
        ...repos.stats,
        increment: (d) => {
          // Breakdown rows are per click: kept apart, while the day's figures are summed.
          if (d.breakdown) breakdowns.push({ delta: d, cause: d.breakdown });
          const key = `${d.userId}:${d.productId}:${d.date}`;
          const sum = stats.get(key);
          stats.set(
            key,
            sum
              ? {
                ...sum,
                clicks: sum.clicks + d.clicks,
                sales: sum.sales + d.sales,
                earnings: sum.earnings + d.earnings,
              }
              : { ...d, breakdown: null },
          );
          return Promise.resolve();
        },
      },
    },
    async flush() {
      if (stats.size > 0) await repos.stats.incrementMany([...stats.values()]);
      if (margins.size > 0) await repos.margin.addMany([...margins.values()]);
      for (const b of breakdowns) {
        await repos.stats.addToBreakdown(b.delta, b.cause);
      }
    },
  };
}
