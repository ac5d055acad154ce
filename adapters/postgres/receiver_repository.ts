/** Postgres ReceiverRepository: operators' webhooks and affiliates' postbacks, their test events, replays and log. */
import type { EventType } from "../../domain/events/event_types.ts";
import type {
  DeliveryLogEntry,
  ReceiverRepository,
} from "../../domain/events/outbox_repos.ts";
import type { Receiver } from "../../domain/events/receiver.ts";
import { insertEvents } from "./event_outbox.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface ReceiverRow {
  id: number;
  kind: "webhook" | "postback";
  user_id: number;
  url: string;
  method: "GET" | "POST";
  events: string[];
  product_id: number | null;
  enabled: boolean;
  failing_since: Date | null;
  disabled_at: Date | null;
  disabled_reason: string | null;
  created_at: Date;
}

const toReceiver = (r: ReceiverRow): Receiver => ({
  id: Number(r.id),
  kind: r.kind,
  userId: Number(r.user_id),
  url: r.url,
  method: r.method,
  events: r.events as EventType[],
  productId: r.product_id === null ? null : Number(r.product_id),
  enabled: r.enabled,
  failingSince: r.failing_since,
  disabledAt: r.disabled_at,
  disabledReason: r.disabled_reason,
  createdAt: r.created_at,
});

/** The repository on a transaction or the pool. */
export function createPostgresReceiverRepository(
  sql: SqlClient,
): ReceiverRepository {
  const columns =
    sql`id, kind, user_id, url, method, events, product_id, enabled, failing_since, disabled_at,
    disabled_reason, created_at`;
  return {
    async list(kind, userId) {
      const rows = await sql<ReceiverRow[]>`
        SELECT ${columns} FROM event_receivers
        WHERE kind = ${kind} AND deleted_at IS NULL
          AND (${userId}::bigint IS NULL OR user_id = ${userId})
        ORDER BY id`;
      return rows.map(toReceiver);
    },
    async find(kind, id, userId) {
      const [row] = await sql<ReceiverRow[]>`
        SELECT ${columns} FROM event_receivers
        WHERE id = ${id} AND kind = ${kind} AND deleted_at IS NULL
          AND (${userId}::bigint IS NULL OR user_id = ${userId})
        FOR UPDATE`;
      return row ? toReceiver(row) : null;
    },
    async count(kind, userId) {
      // The affiliate's row lock serialises two adds racing for the last of the 5 places.
      await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
      const [row] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM event_receivers
        WHERE kind = ${kind} AND user_id = ${userId} AND deleted_at IS NULL`;
      return Number(row.n);
    },
    async hasProduct(productId) {
      const rows =
        await sql`SELECT 1 FROM products WHERE id = ${productId} AND deleted_at IS NULL`;
      return rows.length > 0;
    },
    async create(kind, userId, fields, secret) {
      const [row] = await sql<ReceiverRow[]>`
        INSERT INTO event_receivers (kind, user_id, url, method, events, product_id, secret, enabled)
        VALUES (${kind}, ${userId}, ${fields.url}, ${fields.method}, ${fields.events}::text[], ${fields.productId},
          ${secret}, ${fields.enabled})
        RETURNING ${columns}`;
      return toReceiver(row);
    },
    async update(id, fields, at) {
      // Switching a receiver back on clears the mark of its failures, so it gets three new days.
      const [row] = await sql<ReceiverRow[]>`
        UPDATE event_receivers SET url = ${fields.url}, method = ${fields.method},
          events = ${fields.events}::text[], product_id = ${fields.productId}, enabled = ${fields.enabled},
          failing_since = CASE WHEN ${fields.enabled} AND NOT enabled THEN NULL ELSE failing_since END,
          disabled_at = CASE WHEN ${fields.enabled} THEN NULL ELSE coalesce(disabled_at, ${at}) END,
          disabled_reason = CASE WHEN ${fields.enabled} THEN NULL ELSE disabled_reason END,
          updated_at = ${at}
        WHERE id = ${id} RETURNING ${columns}`;
      if (!fields.enabled) {
        await sql`UPDATE outbox_deliveries SET status = 'cancelled', finished_at = ${at}
          WHERE receiver_id = ${id} AND status = 'pending'`;
      }
      return toReceiver(row);
    },
    async rotateSecret(id, secret, at) {
      await sql`UPDATE event_receivers SET secret = ${secret}, updated_at = ${at} WHERE id = ${id}`;
    },
    async remove(id, at) {
      await sql`UPDATE event_receivers SET deleted_at = ${at}, enabled = false, updated_at = ${at}
        WHERE id = ${id}`;
      await sql`UPDATE outbox_deliveries SET status = 'cancelled', finished_at = ${at}
        WHERE receiver_id = ${id} AND status = 'pending'`;
    },
    async queueTest(receiverId, type, data) {
      // The test event is written with no receiver asking for its type, then handed to this one only.
      const [eventId] = await insertEvents(sql, [{
        type,
        data,
        affiliateId: null,
        productId: null,
      }], true);
      const [row] = await sql<{ id: number }[]>`
        INSERT INTO outbox_deliveries (event_id, receiver_id) VALUES (${eventId}, ${receiverId})
        RETURNING id`;
      return { eventId, deliveryId: Number(row.id) };
    },
    async replay(receiverId, deliveryId) {
      const rows = await sql<{ id: number }[]>`
        INSERT INTO outbox_deliveries (event_id, receiver_id, replay_of)
        SELECT event_id, receiver_id, id FROM outbox_deliveries
        WHERE id = ${deliveryId} AND receiver_id = ${receiverId}
        RETURNING id`;
      return rows.length ? Number(rows[0].id) : null;
    },
    async log(receiverId, limit) {
      const rows = await sql<{
        id: number;
        event_id: string;
        type: string;
        status: DeliveryLogEntry["status"];
        next_attempt_at: Date;
        replay_of: number | null;
        created_at: Date;
        attempts: {
          at: string;
          statusCode: number | null;
          durationMs: number;
          answer: string;
          error: string | null;
        }[];
      }[]>`
        SELECT d.id, d.event_id, e.type, d.status, d.next_attempt_at, d.replay_of, d.created_at,
          coalesce((SELECT json_agg(json_build_object('at', a.attempted_at, 'statusCode', a.status_code,
              'durationMs', a.duration_ms, 'answer', a.answer, 'error', a.error) ORDER BY a.id)
            FROM outbox_attempts a WHERE a.delivery_id = d.id), '[]'::json) AS attempts
        FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
        WHERE d.receiver_id = ${receiverId}
        ORDER BY d.id DESC LIMIT ${limit}`;
      return rows.map((r) => ({
        id: Number(r.id),
        eventId: r.event_id,
        eventType: r.type,
        status: r.status,
        attempts: r.attempts.map((a) => ({ ...a, at: new Date(a.at) })),
        nextAttemptAt: r.status === "pending" ? r.next_attempt_at : null,
        replayOf: r.replay_of === null ? null : Number(r.replay_of),
        createdAt: r.created_at,
      }));
    },
  };
}
