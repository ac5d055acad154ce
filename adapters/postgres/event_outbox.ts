/** Postgres EventOutbox: one statement writes the events and a delivery for each receiver that asked for its type. */
import type { EventOutbox } from "../../domain/events/event_outbox.ts";
import { type EventRow, eventRow } from "../events/event_data.ts";
import type { Sql } from "postgres";
import type { SqlClient } from "./unit_of_work.ts";

/** A new event id: `evt_` and 128 random bits in hex, unique so a receiver can de-duplicate on it. */
function newEventId(): string {
  return `evt_${crypto.randomUUID().replaceAll("-", "")}`;
}

/**
 * Writes event rows (already shaped) and fans them out to the matching receivers; answers their ids in order. An
 * event no receiver asks for is not kept (no receiver could get it later: the fan-out happens here), unless `keep`
 * (a test event, handed to one receiver by the caller).
 */
export async function insertEvents(
  sql: SqlClient,
  rows: EventRow[],
  keep = false,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const ids = rows.map(newEventId);
  const source = JSON.stringify(rows.map((r, i) => ({
    id: ids[i],
    type: r.type,
    data: r.data,
    affiliate_id: r.affiliateId,
    product_id: r.productId,
  })));
  await sql`
    WITH r AS (
      SELECT * FROM jsonb_to_recordset(${source}::text::jsonb)
        AS r(id text, type text, data jsonb, affiliate_id bigint, product_id bigint)
    ), x AS (
      -- A conversion's payout is in the ledger currency, read here rather than by the use case that emits it.
      SELECT r.id, r.type, r.affiliate_id, r.product_id,
        CASE WHEN r.type LIKE 'conversion.%' THEN r.data || jsonb_build_object('currency',
          COALESCE((SELECT currency FROM payout_settings LIMIT 1), 'USD')) ELSE r.data END AS data
      FROM r
    ), m AS (
      SELECT x.id AS event_id, r.id AS receiver_id FROM x JOIN event_receivers r
        ON r.deleted_at IS NULL AND r.enabled AND x.type = ANY (r.events)
        AND (r.kind = 'webhook' OR (r.user_id = x.affiliate_id
          AND (r.product_id IS NULL OR r.product_id = x.product_id)))
    ), e AS (
      INSERT INTO outbox_events (id, type, data, affiliate_id, product_id)
      SELECT id, type, data, affiliate_id, product_id FROM x
      WHERE ${keep} OR id IN (SELECT event_id FROM m)
      RETURNING id
    )
    INSERT INTO outbox_deliveries (event_id, receiver_id)
    SELECT m.event_id, m.receiver_id FROM m JOIN e ON e.id = m.event_id`;
  return ids;
}

/**
 * Runs `work` in the caller's transaction, or in a new one on the pool: an adapter that writes a change and its event
 * (a registration, a raised flag) keeps them together either way. A transaction is told apart by its savepoint.
 */
export async function inTransaction<T>(
  sql: SqlClient,
  work: (tx: SqlClient) => Promise<T>,
): Promise<T> {
  if ("savepoint" in sql) return await work(sql);
  let result!: T;
  await (sql as Sql).begin(async (tx) => {
    result = await work(tx);
  });
  return result;
}

/** The outbox on a transaction (a unit of work's `outbox`), so the events commit with the change or not at all. */
export function createPostgresEventOutbox(sql: SqlClient): EventOutbox {
  return {
    async emit(event) {
      await insertEvents(sql, [eventRow(event)]);
    },
    async emitMany(events) {
      await insertEvents(sql, events.map(eventRow));
    },
  };
}
