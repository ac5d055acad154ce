/**
 * One pass of the outbox worker (every instance runs it): lease the due deliveries, send each through the safe
 * sender, log the attempt, then mark it delivered, schedule its retry or give it up; a receiver failing for three
 * days is switched off and its owner told. docs/webhooks.md, "Delivery and retries".
 */
import type { Clock } from "../shared/clock.ts";
import type { OutboundRequest, OutboundSender } from "./outbound.ts";
import { isDelivered } from "./outbound.ts";
import type { DueDelivery, OutboxStore } from "./outbox_repos.ts";
import { fillPostbackMacros } from "./postback_macros.ts";

/** Retries stop this long after the event was written. */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** A receiver failing this long without a success is switched off. */
export const SWITCH_OFF_AFTER_MS = 3 * 24 * 60 * 60_000;
/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** How long a claimed delivery is held: well over the sender's 5 s bound, so only a dead worker's lease runs out. */
export const LEASE_MS = 60_000;

/** Tells a receiver's owner it was switched off. */
export interface ReceiverNotifier {
  receiverDisabled(to: { email: string; name: string }, receiver: {
    kind: "webhook" | "postback";
    url: string;
    since: Date;
  }): Promise<void>;
}

/** What the worker runs on. */
export interface DeliveryDeps {
  store: OutboxStore;
  sender: OutboundSender;
  /** The Kamai-Signature header of `body` at unix time `t` under `secret`. */
  sign(secret: string, body: string, t: number): Promise<string>;
  clock: Clock;
  notifier: ReceiverNotifier;
  /** The first retry's delay; each next one doubles (default 30 s). */
  retryBaseMs?: number;
}

/** When to try again after `attempts` failed attempts, or null once the 24-hour window is over. */
export function nextRetryAt(
  createdAt: Date,
  attempts: number,
  now: Date,
  baseMs = 30_000,
): Date | null {
  const end = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const delay = Math.min(
    baseMs * 2 ** Math.min(attempts - 1, 30),
    MAX_RETRY_DELAY_MS,
  );
  return new Date(Math.min(now.getTime() + delay, end));
}

/** The JSON body every POST delivery carries: `{ id, type, createdAt, data }`. */
export function eventBody(event: DueDelivery["event"]): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    data: event.data,
  });
}

/** The request for one delivery: a signed JSON POST, or a GET postback with its macros filled. */
export async function deliveryRequest(
  delivery: DueDelivery,
  sign: DeliveryDeps["sign"],
  now: Date,
): Promise<OutboundRequest> {
  const { event, receiver } = delivery;
  const common = {
    "user-agent": "Kamai-Webhooks/1",
    "kamai-event-id": event.id,
    "kamai-event-type": event.type,
  };
  if (receiver.method === "GET") {
    return {
      url: fillPostbackMacros(receiver.url, event),
      method: "GET",
      headers: common,
    };
  }
  const body = eventBody(event);
  return {
    url: receiver.url,
    method: "POST",
    headers: {
      ...common,
      "content-type": "application/json",
      "kamai-signature": await sign(
        receiver.secret,
        body,
        Math.floor(now.getTime() / 1000),
      ),
    },
    body,
  };
}

/** Sends what is due now, up to `limit` deliveries; answers how many were attempted. */
export async function deliverDueEvents(
  deps: DeliveryDeps,
  limit = 20,
): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.store.claimDue(
    now,
    limit,
    new Date(now.getTime() + LEASE_MS),
  );
  // Deliveries go out side by side: one slow receiver does not hold up the others.
  await Promise.all(due.map((delivery) => deliverOne(deps, delivery)));
  return due.length;
}

async function deliverOne(deps: DeliveryDeps, delivery: DueDelivery) {
  const at = deps.clock.now();
  const request = await deliveryRequest(delivery, deps.sign, at);
  const result = await deps.sender.send(request);
  const delivered = isDelivered(result);
  const attempt = {
    deliveryId: delivery.id,
    at,
    statusCode: result.kind === "answered" ? result.status : null,
    durationMs: result.durationMs,
    answer: result.kind === "answered" ? result.excerpt.slice(0, 1024) : "",
    error: result.kind === "failed"
      ? `${result.reason}: ${result.detail}`.slice(0, 400)
      : null,
  };
  if (delivered) {
    await deps.store.finish(attempt, { delivered: true });
    await deps.store.markReceiver(delivery.receiver.id, false, at);
    return;
  }
  const retryAt = nextRetryAt(
    delivery.createdAt,
    delivery.attempts + 1,
    at,
    deps.retryBaseMs,
  );
  await deps.store.finish(attempt, { delivered: false, retryAt });
  await deps.store.markReceiver(delivery.receiver.id, true, at);
  const since = delivery.receiver.failingSince ?? at;
  if (at.getTime() - since.getTime() >= SWITCH_OFF_AFTER_MS) {
    const switched = await deps.store.disableReceiver(
      delivery.receiver.id,
      at,
      "Failed for 3 days without a successful delivery.",
    );
    if (switched) {
      await deps.notifier.receiverDisabled(
        {
          email: delivery.receiver.ownerEmail,
          name: delivery.receiver.ownerName,
        },
        { kind: delivery.receiver.kind, url: delivery.receiver.url, since },
      );
    }
  }
}
