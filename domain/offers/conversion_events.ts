/**
 * The conversion.* events of a conversion's row (docs/webhooks.md): emitted through the unit of work's outbox where
 * the row is written or changes status, so each is sent if and only if the change committed.
 */
import type { ConversionSubject, EventOutbox } from "../events/event_outbox.ts";
import type { OfferConversionRecord } from "./offer_earning_repos.ts";
import { shownEarning } from "./offer_conversion_list.ts";

/** The conversion event types a row's life emits. */
export type ConversionEventType =
  | "conversion.created"
  | "conversion.pending"
  | "conversion.approved"
  | "conversion.reversed";

/** The row as its events carry it: the affiliate's own earning as the API shows it, never the revenue. */
export function conversionSubject(
  row: OfferConversionRecord,
): ConversionSubject {
  const [s1, s2, s3, s4, s5] = row.subIds;
  return {
    id: row.id,
    affiliateId: row.userId,
    productId: row.productId,
    orderId: row.orderId,
    goal: row.goal,
    status: row.status,
    payoutMinor: shownEarning(row),
    clickId: row.clickId,
    s1: s1 ?? null,
    s2: s2 ?? null,
    s3: s3 ?? null,
    s4: s4 ?? null,
    s5: s5 ?? null,
    occurredAt: row.occurredAt,
  };
}

/**
 * The events of a row just recorded: `conversion.created` always, then `conversion.pending` or
 * `conversion.approved` for its status (a conversion held over a cap earns nothing yet: created only).
 */
export function recordedEventTypes(
  status: OfferConversionRecord["status"],
): ConversionEventType[] {
  if (status === "pending") return ["conversion.created", "conversion.pending"];
  if (status === "approved") {
    return ["conversion.created", "conversion.approved"];
  }
  return ["conversion.created"];
}

/** The event of a status change, or null when the new status has none (rejected, over_cap, unchanged). */
export function changedEventType(
  before: OfferConversionRecord["status"],
  after: OfferConversionRecord["status"],
): ConversionEventType | null {
  if (before === after) return null;
  if (after === "pending") return "conversion.pending";
  if (after === "approved") return "conversion.approved";
  if (after === "reversed") return "conversion.reversed";
  return null;
}

/** Emits `types` about `row`, in one statement. */
export async function emitConversionEvents(
  outbox: EventOutbox,
  row: OfferConversionRecord,
  types: ConversionEventType[],
): Promise<void> {
  if (types.length === 0) return;
  const conversion = conversionSubject(row);
  await outbox.emitMany(types.map((type) => ({ type, conversion })));
}
