/** The exchange-rate area's ports: the rate table, what a delivery records of its conversion, and its reports. */
import type { CalendarDate } from "../shared/karachi_date.ts";
import type { Currency } from "../shared/currency.ts";
import type { ExchangeRate, NewExchangeRate } from "./exchange_rate.ts";
import type { CommissionBase } from "../sources/commission_base.ts";

/** Reads rates and the ledger's currency. */
export interface ExchangeRateReader {
  /** The ledger's currency (the `currency` setting). */
  ledgerCurrency(): Promise<Currency>;
  /** Rows, latest date first (newest row first on ties), optionally of one currency; at most `limit`. */
  list(filter: { currency?: string }, limit: number): Promise<ExchangeRate[]>;
  /** The rate in force for `currency` on `date`: the greatest date <= it, the newest row on ties; null when none. */
  inForce(currency: string, date: CalendarDate): Promise<ExchangeRate | null>;
}

/** The rate table, written (append-only). */
export interface ExchangeRateRepository extends ExchangeRateReader {
  add(rate: NewExchangeRate, adminId: number): Promise<ExchangeRate>;
}

/** What a conversion keeps beside the converted amounts (docs/money.md "Exchange rates"). */
export interface DeliveryConversion {
  /** The delivery's Asia/Karachi date (the day it arrived, or its CSV row's date): the rate is the one in force on it. */
  date: CalendarDate;
  originalCurrency: string;
  /** Ledger units per one unit of originalCurrency, exact decimal text. */
  rate: string;
  /** The date of the rate row used (its date, not the delivery's). */
  rateDate: CalendarDate;
  /** The delivery's amount before conversion: its sale's amount, or the sum of its refunds; minor units. */
  originalAmountMinor: number;
  /** The same amount in the ledger's minor units. */
  amountMinor: number;
  /** A network's payout for the sale, when stated, before and after. */
  originalPayoutMinor?: number;
  payoutMinor?: number;
}

/** The rate an order's sale was converted at (its refunds and reversals use the same). */
export interface OrderRate {
  currency: string;
  rate: string;
  rateDate: CalendarDate;
}

/** A delivery kept waiting for a rate. */
export interface RateWaitingEvent {
  eventId: number;
  sourceId: number;
  /** The source's commission base (read even when the source was deleted since: the delivery was accepted). */
  commissionBase: CommissionBase;
  currency: string;
  date: CalendarDate;
}

/** What deliveries write and read about conversions, inside their transaction. */
export interface ConversionRecords extends ExchangeRateReader {
  /** Keeps the conversion with the delivery's event. */
  recordEventConversion(
    eventId: number,
    conversion: DeliveryConversion,
  ): Promise<void>;
  /** Marks an event as waiting for the rate of (currency, date); null clears the mark. */
  markWaiting(
    eventId: number,
    waiting: { currency: string; date: CalendarDate } | null,
  ): Promise<void>;
  /** Events waiting for `currency` on `fromDate` or later with ids above `afterId`, oldest first, locked; at most `limit`. */
  waitingFor(
    currency: string,
    fromDate: CalendarDate,
    afterId: number,
    limit: number,
  ): Promise<RateWaitingEvent[]>;
  /** The rate the order's sale was converted at, when it was. */
  orderRate(sourceId: number, orderId: string): Promise<OrderRate | null>;
  /** Records on the order the rate of the conversion its event kept (a delivery attributed by hand), unless it has one. */
  recordOrderRateOfEvent(
    eventId: number,
    sourceId: number,
    orderId: string,
  ): Promise<void>;
  /** Records the order's rate, unless one is recorded already. */
  recordOrderRate(
    sourceId: number,
    orderId: string,
    rate: OrderRate,
  ): Promise<void>;
}

/** One converted delivery of an affiliate (their report lists it). */
export interface ConvertedSale extends DeliveryConversion {
  orderId: string | null;
  productTitle: string | null;
}

/** The affiliate's converted sales and refunds. */
export interface ConvertedSalesReader {
  /** Applied deliveries of `userId` whose amounts were converted, dated in the range, newest first; at most `limit`. */
  convertedFor(
    userId: number,
    range: { startDate: CalendarDate; endDate: CalendarDate },
    limit: number,
  ): Promise<ConvertedSale[]>;
}
