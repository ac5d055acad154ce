/** Applying the deliveries that waited for an exchange rate, once a rate covering their date exists. */
import type { CalendarDate } from "../shared/karachi_date.ts";
import { applyOrderSteps } from "./apply_order_steps.ts";
import { keepConversion, prepareLedgerSteps } from "./ledger_conversion.ts";
import { SOURCE_MESSAGES } from "./source.ts";
import type { DeliveryRepos } from "./sources_repos.ts";

// Waiting events read per round trip.
const PAGE = 500;

/**
 * Replays, oldest first, every delivery waiting for a rate of `currency` dated `fromDate` or later, as it would have
 * applied on its own date: converted at the rate now in force on that date, its sale dated that date. Only events
 * marked as waiting for a rate are touched (a refund waiting for its sale waits on). Runs inside the caller's
 * transaction (the one adding the rate); answers how many were applied.
 */
export async function releaseRateWaiting(
  repos: DeliveryRepos,
  currency: string,
  fromDate: CalendarDate,
  now: Date,
): Promise<number> {
  let released = 0;
  let afterId = 0;
  for (;;) {
    const page = await repos.rates.waitingFor(
      currency,
      fromDate,
      afterId,
      PAGE,
    );
    if (page.length === 0) return released;
    for (const waiting of page) {
      afterId = waiting.eventId;
      const event = await repos.events.getForUpdate(
        waiting.sourceId,
        waiting.eventId,
      );
      if (!event?.steps || !event.orderId) continue;
      // The currency the delivery was in when it arrived, whatever the source says now.
      const prepared = await prepareLedgerSteps(
        repos.rates,
        { id: waiting.sourceId, currency: waiting.currency },
        event.orderId,
        event.steps,
        waiting.date,
      );
      if (prepared.kind === "waiting") continue;
      const applied = await applyOrderSteps(
        repos,
        {
          sourceId: waiting.sourceId,
          commissionBase: waiting.commissionBase,
          eventId: event.id,
          today: waiting.date,
          now,
        },
        event.orderId,
        prepared.steps,
      );
      // Nothing is written before a not-crediting sale is refused, so only its event needs saying so.
      await repos.events.update(event.id, {
        outcome: applied.notCrediting ? "rejected" : applied.outcome,
        orderId: event.orderId,
        reason: applied.notCrediting
          ? SOURCE_MESSAGES.notCrediting
          : applied.reason,
        userId: applied.notCrediting ? null : applied.userId,
        productId: applied.notCrediting ? null : applied.productId,
        steps: applied.notCrediting ? null : applied.pendingSteps,
      });
      await repos.rates.markWaiting(event.id, null);
      if (!applied.notCrediting) {
        await keepConversion(
          repos.rates,
          event.id,
          waiting.sourceId,
          event.orderId,
          prepared,
        );
      }
      released++;
    }
  }
}
