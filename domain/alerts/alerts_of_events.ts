/**
 * The alerts an outbox event makes (docs/alerts.md): every conversion.* and payout.* event is already emitted in the
 * transaction of its change, so the alert is written there too and exists if and only if the change committed.
 */
import type { EventOutbox, OutboxEvent } from "../events/event_outbox.ts";
import type { NewAlert } from "./alert_item.ts";
import type { AlertQueue } from "./alert_repos.ts";

/** The alert of one event, or null for events affiliates are not told about. */
export function alertOfEvent(event: OutboxEvent): NewAlert | null {
  switch (event.type) {
    case "conversion.created":
    case "conversion.pending":
    case "conversion.approved":
    case "conversion.reversed": {
      const c = event.conversion;
      const payload = {
        conversionId: c.id,
        productId: c.productId,
        orderId: c.orderId,
        goal: c.goal,
        payoutMinor: c.payoutMinor,
      };
      const userId = c.affiliateId;
      if (event.type === "conversion.created") {
        // Recorded over a cap: it earns nothing until the admin decides, which is what "cap reached" tells.
        return c.status === "over_cap"
          ? { userId, kind: "capReached", payload }
          : null;
      }
      if (event.type === "conversion.pending") {
        return { userId, kind: "conversionPending", payload };
      }
      if (event.type === "conversion.approved") {
        return { userId, kind: "conversionApproved", payload };
      }
      return { userId, kind: "conversionReversed", payload };
    }
    case "payout.paid":
    case "payout.failed": {
      // The admin's views (hold, the payee's tax id, a block) are not the affiliate's email's to carry.
      const {
        hold: _hold,
        payeeTax: _payeeTax,
        payeeBlocked: _payeeBlocked,
        ...payout
      } = event.payout;
      return {
        userId: event.payout.userId,
        kind: event.type === "payout.paid" ? "payoutPaid" : "payoutFailed",
        payload: { payout: JSON.parse(JSON.stringify(payout)) },
      };
    }
    default:
      return null;
  }
}

/** The alerts of several events, in order. */
export function alertsOfEvents(events: OutboxEvent[]): NewAlert[] {
  return events.map(alertOfEvent).filter((a): a is NewAlert => a !== null);
}

/** An outbox that also writes the alerts of the events it emits, in the same transaction. */
export function alertingOutbox(
  outbox: EventOutbox,
  alerts: AlertQueue,
): EventOutbox {
  return {
    async emit(event) {
      await outbox.emit(event);
      const alert = alertOfEvent(event);
      if (alert) await alerts.enqueue([alert]);
    },
    async emitMany(events) {
      await outbox.emitMany(events);
      const made = alertsOfEvents(events);
      if (made.length > 0) await alerts.enqueue(made);
    },
  };
}
