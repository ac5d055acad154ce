/** The event types Kamai sends out, and who may receive each (docs/webhooks.md): one table every consumer reads. */

/** Every event type a receiver can ask for. */
export const EVENT_TYPES = [
  "conversion.created",
  "conversion.pending",
  "conversion.approved",
  "conversion.reversed",
  "payout.requested",
  "payout.paid",
  "payout.failed",
  "payout.rejected",
  "affiliate.registered",
  "affiliate.approved",
  "risk.flag_raised",
] as const;

/** One event type. */
export type EventType = typeof EVENT_TYPES[number];

/** The types an operator's webhook may subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  "conversion.created",
  "conversion.approved",
  "conversion.reversed",
  "payout.requested",
  "payout.paid",
  "payout.failed",
  "payout.rejected",
  "affiliate.registered",
  "affiliate.approved",
  "risk.flag_raised",
] as const satisfies readonly EventType[];

/** The types an affiliate's postback may subscribe to (their own conversions only). */
export const POSTBACK_EVENT_TYPES = [
  "conversion.pending",
  "conversion.approved",
  "conversion.reversed",
] as const satisfies readonly EventType[];

/** The type of the event "Send test" delivers to one receiver only. */
export const TEST_EVENT_TYPE = "test.ping";
