/** Shared step of a sales import: applies rows like deliveries inside the caller's transaction, and reports them. */
import type { CalendarDate } from "../shared/karachi_date.ts";
import { applyOrderSteps } from "./apply_order_steps.ts";
import { keepConversion, prepareLedgerSteps } from "./ledger_conversion.ts";
import type {
  ImportReport,
  ImportReportRow,
  ImportRow,
  ImportRowOutcome,
} from "./import_row.ts";
import {
  type ConversionStep,
  stepDedupeKey,
  stepGoal,
} from "./conversion_step.ts";
import { batchedRepos, CHUNK } from "./import_batch.ts";
import { type Source, SOURCE_MESSAGES } from "./source.ts";
import type { DeliveryRepos, SourceOrder } from "./sources_repos.ts";

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
    // The step keys the rows may claim, read at once (a key computed otherwise is claimed on its own).
    recorded.flatMap((r) =>
      "delivery" in r ? r.delivery.steps.map(stepDedupeKey) : []
    ),
    {
      capDays: recorded.flatMap((r) =>
        "delivery" in r
          ? r.delivery.steps.map((s) => ({
            goal: stepGoal(s),
            date: r.date ?? today,
          }))
          : []
      ),
      attributions: recorded.flatMap((r) =>
        "delivery" in r
          ? r.delivery.steps.flatMap((s) =>
            s.kind === "sale"
              ? [s.attribution]
              : s.kind === "approve" && s.sale
              ? [s.sale.attribution]
              : []
          )
          : []
      ),
    },
  );
  const { repos } = batched;
  // Every row's event id first (from the events' sequence, one statement per chunk), so its steps' keys can name
  // it; the events themselves are written at the flush, with what each row came to.
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
  // The events, with what each row came to, are written by the flush.
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
