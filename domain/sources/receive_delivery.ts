/** Use case: a store or network delivers a sale, approval, refund or reversal; every delivery becomes an event. */
import type { Clock } from "../shared/clock.ts";
import { karachiDate } from "../shared/karachi_date.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { applyOrderSteps, type StepsResult } from "./apply_order_steps.ts";
import type { DeliveryReading, RejectionCode } from "./conversion_step.ts";
import { type EventOutcome, type Source, SOURCE_MESSAGES } from "./source.ts";
import type { DeliveryRepos } from "./sources_repos.ts";
import { rejectedEvent } from "./rejected_event.ts";
import { keepConversion, prepareLedgerSteps } from "./ledger_conversion.ts";
import { addressGroup } from "../shared/address_group.ts";

/** What receiveDelivery needs. */
export interface ReceiveDeliveryDeps {
  uow: UnitOfWork<DeliveryRepos>;
  clock: Clock;
}

/** What the endpoint answers: the event's outcome, and for a refusal its code and reason. */
export type DeliveryAnswer =
  | { outcome: Exclude<EventOutcome, "rejected">; eventId: number }
  | {
    outcome: "rejected";
    eventId: number;
    code: RejectionCode | "LINK_NOT_CREDITING";
    reason: string;
  }
  | { outcome: "ping" };

async function recordRejected(
  deps: ReceiveDeliveryDeps,
  source: Source,
  kind: string,
  code: RejectionCode | "LINK_NOT_CREDITING",
  reason: string,
  orderId: string | null,
  dedupeKey: string | null = null,
): Promise<DeliveryAnswer> {
  // The event is all a refused delivery leaves behind; a refused delivery not trusted at all (dedupeKey) once a
  // minute per sender and code, its repeats counted on it.
  const eventId = await deps.uow.run(({ events }) =>
    dedupeKey === null
      ? events.insert(source.id, kind, rejectedEvent(orderId, reason))
      : events.insertRejected(
        source.id,
        kind,
        rejectedEvent(orderId, reason),
        dedupeKey,
      )
  );
  return { outcome: "rejected", eventId, code, reason };
}

/**
 * Records one delivery read by a source adapter. A ping records nothing; a rejection records only its event; an
 * ignored delivery or a store's test order its event (a duplicate when its delivery keys were seen); a delivery
 * with steps claims its delivery keys (any seen before: the whole delivery is a duplicate) and applies its steps
 * (applyOrderSteps), all in one transaction. A new sale for a blocked affiliate or a deleted product is refused
 * like the API refuses it.
 */
export async function receiveDelivery(
  deps: ReceiveDeliveryDeps,
  source: Source,
  kind: string,
  reading: DeliveryReading,
  /** The sender's address (null: unknown); refusals are kept once per sender, code and minute. */
  sender: string | null = null,
): Promise<DeliveryAnswer> {
  if (reading.outcome === "ping") return reading;
  if (reading.outcome === "rejected") {
    return await recordRejected(
      deps,
      source,
      kind,
      reading.code,
      reading.reason,
      null,
      rejectionKey(sender, reading.code, deps.clock.now()),
    );
  }
  const today = karachiDate(deps.clock.now());
  const result = await deps.uow.run(async (repos) => {
    const { events, keys } = repos;
    const deliveryKeys = reading.outcome === "steps"
      ? reading.delivery.deliveryKeys
      : reading.deliveryKeys;
    const orderId = reading.outcome === "steps"
      ? reading.delivery.orderId
      : reading.orderId ?? null;
    const blank = {
      orderId,
      reason: null,
      userId: null,
      productId: null,
      steps: null,
    };
    if (await keys.anySeen(source.id, deliveryKeys)) {
      const eventId = await events.insert(source.id, kind, {
        ...blank,
        outcome: "duplicate",
        reason: "This delivery was received before.",
      });
      return { eventId, outcome: "duplicate" as const };
    }
    // An ignored delivery and a store's test order are recorded with their reason and apply nothing.
    const eventId = await events.insert(source.id, kind, {
      ...blank,
      outcome: reading.outcome === "steps" ? "attributed" : reading.outcome,
      reason: reading.outcome === "steps" ? null : reading.reason,
    });
    for (const key of deliveryKeys) {
      if (await keys.claim(source.id, key, eventId) === null) {
        await events.update(eventId, {
          ...blank,
          outcome: "duplicate",
          reason: "This delivery was received before.",
        });
        return { eventId, outcome: "duplicate" as const };
      }
    }
    if (reading.outcome !== "steps") {
      return { eventId, outcome: reading.outcome };
    }
    // A source in another currency than the ledger's: converted at the day's rate, or kept waiting for one.
    const prepared = await prepareLedgerSteps(
      repos.rates,
      source,
      reading.delivery.orderId,
      reading.delivery.steps,
      today,
    );
    if (prepared.kind === "waiting") {
      await events.update(eventId, {
        ...blank,
        outcome: "waiting",
        reason: prepared.reason,
        steps: reading.delivery.steps,
      });
      await repos.rates.markWaiting(eventId, prepared);
      return { eventId, outcome: "waiting" as const };
    }
    const applied: StepsResult = await applyOrderSteps(
      repos,
      {
        sourceId: source.id,
        commissionBase: source.commissionBase,
        eventId,
        today,
        now: deps.clock.now(),
      },
      reading.delivery.orderId,
      prepared.steps,
    );
    // Thrown so the transaction rolls back; the refusal is recorded on its own below.
    if (applied.notCrediting) throw new NotCrediting(orderId);
    await events.update(eventId, {
      outcome: applied.outcome,
      orderId,
      reason: applied.reason,
      userId: applied.userId,
      productId: applied.productId,
      steps: applied.pendingSteps,
    });
    await keepConversion(
      repos.rates,
      eventId,
      source.id,
      reading.delivery.orderId,
      prepared,
    );
    return { eventId, outcome: applied.outcome };
  }).catch((e) => {
    if (e instanceof NotCrediting) return e;
    throw e;
  });
  if (result instanceof NotCrediting) {
    return await recordRejected(
      deps,
      source,
      kind,
      "LINK_NOT_CREDITING",
      SOURCE_MESSAGES.notCrediting,
      result.orderId,
    );
  }
  if (result.outcome === "rejected") {
    return {
      ...result,
      outcome: "rejected",
      code: "MALFORMED",
      reason: "The delivery could not be applied.",
    };
  }
  return result as DeliveryAnswer;
}

// Carries a refused sale out of its transaction (a thrown value rolls the unit of work back).
class NotCrediting {
  constructor(readonly orderId: string | null) {}
}

/** The key that keeps one refused delivery per sender (an IPv6 sender by its /64), code and minute. */
export function rejectionKey(
  sender: string | null,
  code: string,
  at: Date,
): string {
  const minute = at.toISOString().slice(0, 16);
  return `${addressGroup(sender ?? "unknown")}|${code}|${minute}`;
}
