/** A delivery's steps made ready for the ledger: as they are, converted at the rate in force, or waiting for a rate. */
import type { CalendarDate } from "../shared/karachi_date.ts";
import type {
  ConversionRecords,
  DeliveryConversion,
  OrderRate,
} from "../rates/rates_repos.ts";
import type { ConversionStep } from "./conversion_step.ts";
import { convertDelivery } from "./convert_delivery.ts";

/** The steps to apply, or the rate they wait for. */
export type LedgerSteps =
  | {
    kind: "ready";
    steps: ConversionStep[];
    /** What the conversion keeps (null: no conversion, or nothing to convert). */
    conversion: DeliveryConversion | null;
    /** The rate to record on the order when the delivery brings its sale. */
    saleRate: OrderRate | null;
  }
  | { kind: "waiting"; currency: string; date: CalendarDate; reason: string };

/** The reason of a delivery waiting for a rate (docs/money.md), e.g. "no exchange rate for USD on 2026-11-20". */
export function noRateReason(currency: string, date: CalendarDate): string {
  return `no exchange rate for ${currency} on ${date}`;
}

const bringsSale = (steps: ConversionStep[]) =>
  steps.some((s) => s.kind === "sale" || (s.kind === "approve" && s.sale));

/**
 * Prepares a delivery of a source for the ledger. A source in the ledger's currency passes as it is. Otherwise a
 * delivery bringing a sale converts at the rate in force on `date` (the delivery's Asia/Karachi date); one without
 * (refund, reversal, approval) at the rate its order's sale was converted at, or when there is none yet at the rate
 * on `date`. With no rate in force it waits for one.
 */
export async function prepareLedgerSteps(
  rates: ConversionRecords,
  source: { id: number; currency: string },
  orderId: string,
  steps: ConversionStep[],
  date: CalendarDate,
): Promise<LedgerSteps> {
  const currency = source.currency.toUpperCase();
  if (currency === await rates.ledgerCurrency()) {
    return { kind: "ready", steps, conversion: null, saleRate: null };
  }
  const sale = bringsSale(steps);
  let rate = sale ? null : await rates.orderRate(source.id, orderId);
  if (!rate) {
    const row = await rates.inForce(currency, date);
    if (!row) {
      return {
        kind: "waiting",
        currency,
        date,
        reason: noRateReason(currency, date),
      };
    }
    rate = { currency, rate: row.rate, rateDate: row.date };
  }
  const converted = convertDelivery(steps, rate, date);
  return { kind: "ready", ...converted, saleRate: sale ? rate : null };
}

/** Keeps a prepared delivery's conversion with its event, and its sale's rate with its order, once applied. */
export async function keepConversion(
  rates: ConversionRecords,
  eventId: number,
  sourceId: number,
  orderId: string,
  prepared: Extract<LedgerSteps, { kind: "ready" }>,
): Promise<void> {
  if (prepared.conversion) {
    await rates.recordEventConversion(eventId, prepared.conversion);
  }
  if (prepared.saleRate) {
    await rates.recordOrderRate(sourceId, orderId, prepared.saleRate);
  }
}
