/** Postgres exchange rates (table exchange_rates, append-only) and what deliveries keep of their conversions. */
import type { ExchangeRate } from "../../domain/rates/exchange_rate.ts";
import type {
  ConversionRecords,
  ConvertedSale,
  ConvertedSalesReader,
  DeliveryConversion,
  ExchangeRateRepository,
  RateWaitingEvent,
} from "../../domain/rates/rates_repos.ts";
import { type Currency, isCurrency } from "../../domain/shared/currency.ts";
import type { CommissionBase } from "../../domain/sources/commission_base.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface RateRow {
  id: number;
  currency: string;
  rate_date: string;
  rate: string;
  created_by: number | null;
  created_at: Date;
}

const toRate = (r: RateRow): ExchangeRate => ({
  id: Number(r.id),
  currency: r.currency,
  date: r.rate_date,
  rate: r.rate,
  createdBy: r.created_by === null ? null : Number(r.created_by),
  createdAt: new Date(r.created_at),
});

/** Reads a stored conversion (jsonb) back; null when there is none. */
export function conversionOf(value: unknown): DeliveryConversion | null {
  if (value === null || value === undefined) return null;
  return (typeof value === "string"
    ? JSON.parse(value)
    : value) as DeliveryConversion;
}

/** The rate table, the ledger currency and the conversion records, on a connection or transaction. */
export function createPostgresExchangeRateRepository(
  sql: SqlClient,
): ExchangeRateRepository & ConversionRecords & ConvertedSalesReader {
  const columns =
    sql`id, currency, to_char(rate_date, 'YYYY-MM-DD') AS rate_date, rate, created_by, created_at`;
  return {
    async ledgerCurrency(): Promise<Currency> {
      const [row] = await sql<{ currency: string }[]>`
        SELECT currency FROM payout_settings LIMIT 1`;
      return row && isCurrency(row.currency) ? row.currency : "USD";
    },
    async list(filter, limit) {
      const rows = await sql<RateRow[]>`
        SELECT ${columns} FROM exchange_rates
        WHERE ${filter.currency ?? null}::text IS NULL OR currency = ${
        filter.currency ?? null
      }
        ORDER BY rate_date DESC, id DESC LIMIT ${limit}`;
      return rows.map(toRate);
    },
    async inForce(currency, date) {
      const [row] = await sql<RateRow[]>`
        SELECT ${columns} FROM exchange_rates
        WHERE currency = ${currency} AND rate_date <= ${date}::date
        ORDER BY rate_date DESC, id DESC LIMIT 1`;
      return row ? toRate(row) : null;
    },
    async add(rate, adminId) {
      const [row] = await sql<RateRow[]>`
        INSERT INTO exchange_rates (currency, rate_date, rate, created_by)
        VALUES (${rate.currency}, ${rate.date}::date, ${rate.rate}, ${adminId})
        RETURNING ${columns}`;
      return toRate(row);
    },
    async recordEventConversion(eventId, conversion) {
      await sql`
        UPDATE source_events SET conversion = ${
        JSON.stringify(conversion)
      }::text::jsonb WHERE id = ${eventId}`;
    },
    async markWaiting(eventId, waiting) {
      await sql`
        UPDATE source_events SET waiting_currency = ${
        waiting?.currency ?? null
      }, waiting_date = ${waiting?.date ?? null}::date
        WHERE id = ${eventId}`;
    },
    async waitingFor(currency, fromDate, afterId, limit) {
      const rows = await sql<
        {
          id: number;
          source_id: number;
          commission_base: CommissionBase;
          waiting_currency: string;
          waiting_date: string;
        }[]
      >`
        SELECT e.id, e.source_id, s.commission_base, e.waiting_currency,
          to_char(e.waiting_date, 'YYYY-MM-DD') AS waiting_date
        FROM source_events e JOIN sources s ON s.id = e.source_id
        WHERE e.waiting_currency = ${currency} AND e.waiting_date >= ${fromDate}::date AND e.id > ${afterId}
        ORDER BY e.id LIMIT ${limit}
        FOR UPDATE OF e`;
      return rows.map((r): RateWaitingEvent => ({
        eventId: Number(r.id),
        sourceId: Number(r.source_id),
        commissionBase: r.commission_base,
        currency: r.waiting_currency,
        date: r.waiting_date,
      }));
    },
    async convertedFor(userId, range, limit) {
      const rows = await sql<
        { conversion: unknown; order_id: string | null; title: string | null }[]
      >`
        SELECT e.conversion, e.order_id, p.title
        FROM source_events e LEFT JOIN products p ON p.id = e.product_id
        WHERE e.user_id = ${userId} AND e.conversion IS NOT NULL AND e.outcome = 'attributed'
          AND (e.conversion->>'date') BETWEEN ${range.startDate} AND ${range.endDate}
        ORDER BY e.conversion->>'date' DESC, e.id DESC LIMIT ${limit}`;
      return rows.map((r): ConvertedSale => ({
        ...conversionOf(r.conversion)!,
        orderId: r.order_id,
        productTitle: r.title,
      }));
    },
    async orderRate(sourceId, orderId) {
      const [row] = await sql<
        { rate_currency: string; rate: string; rate_date: string }[]
      >`
        SELECT rate_currency, rate, to_char(rate_date, 'YYYY-MM-DD') AS rate_date
        FROM source_orders
        WHERE source_id = ${sourceId} AND order_id = ${orderId} AND rate IS NOT NULL`;
      return row
        ? {
          currency: row.rate_currency,
          rate: row.rate,
          rateDate: row.rate_date,
        }
        : null;
    },
    async recordOrderRateOfEvent(eventId, sourceId, orderId) {
      await sql`
        UPDATE source_orders o SET rate_currency = e.conversion->>'originalCurrency',
          rate = e.conversion->>'rate', rate_date = (e.conversion->>'rateDate')::date
        FROM source_events e
        WHERE e.id = ${eventId} AND e.conversion IS NOT NULL
          AND o.source_id = ${sourceId} AND o.order_id = ${orderId} AND o.rate IS NULL`;
    },
    async recordOrderRate(sourceId, orderId, rate) {
      await sql`
        UPDATE source_orders SET rate_currency = ${rate.currency}, rate = ${rate.rate},
          rate_date = ${rate.rateDate}::date
        WHERE source_id = ${sourceId} AND order_id = ${orderId} AND rate IS NULL`;
    },
  };
}
