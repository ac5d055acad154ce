/** Test seams of the events outbox, apart from the runtime so the infrastructure type can name them without a cycle. */
import type { OutboundSender } from "../../domain/events/outbound.ts";

/** The outbox's sender, poll interval and first retry delay; absent: the safe sender, 1 s, 30 s. */
export interface OutboxOptions {
  sender?: OutboundSender;
  pollMs?: number;
  retryBaseMs?: number;
}
