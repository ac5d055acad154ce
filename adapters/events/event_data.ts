/** The `data` of each event, shaped like the API's own object (the payout of GET /api/payouts, …). */
import type { OutboxEvent } from "../../domain/events/event_outbox.ts";
import { payoutJson } from "../http/routes/payout_json.ts";
import { money, toDisplayAmount } from "../../domain/shared/money.ts";

/** An event ready for the outbox: its data, the affiliate whose postbacks may receive it and its product. */
export interface EventRow {
  type: string;
  data: Record<string, unknown>;
  affiliateId: number | null;
  productId: number | null;
}

/** The outbox row of a domain event. */
export function eventRow(event: OutboxEvent): EventRow {
  switch (event.type) {
    case "payout.requested":
    case "payout.paid":
    case "payout.failed":
    case "payout.rejected": {
      // The admin's hold view is not part of the event: the affiliate's own view of the payout is.
      const { hold: _hold, ...data } = payoutJson(event.payout);
      return {
        type: event.type,
        data,
        affiliateId: event.payout.userId,
        productId: event.payout.productId,
      };
    }
    case "affiliate.registered":
    case "affiliate.approved":
      return {
        type: event.type,
        data: { ...event.affiliate },
        affiliateId: event.affiliate.id,
        productId: null,
      };
    case "conversion.created":
    case "conversion.pending":
    case "conversion.approved":
    case "conversion.reversed": {
      // `currency` (the ledger currency) is added by the statement that writes the event (event_outbox.ts).
      const { payoutMinor, occurredAt, ...rest } = event.conversion;
      return {
        type: event.type,
        data: {
          ...rest,
          payout: toDisplayAmount(money(payoutMinor)),
          occurredAt: occurredAt.toISOString(),
        },
        affiliateId: event.conversion.affiliateId,
        productId: event.conversion.productId,
      };
    }
    case "risk.flag_raised":
      return {
        type: event.type,
        data: {
          ...event.flag,
          createdAt: event.flag.createdAt.toISOString(),
          status: "open",
        },
        affiliateId: event.flag.userId,
        productId: null,
      };
  }
}
