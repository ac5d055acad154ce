/** Postgres OutboxStore: the worker's leases on due deliveries, the attempt log, receivers' failing marks, depth. */
import type { Sql } from "postgres";
import type {
  DueDelivery,
  OutboxStore,
} from "../../domain/events/outbox_repos.ts";

interface DueRow {
  id: number;
  attempts: number;
  created_at: Date;
  event_id: string;
  type: string;
  event_created_at: Date;
  data: Record<string, unknown>;
  receiver_id: number;
  kind: "webhook" | "postback";
  url: string;
  method: "GET" | "POST";
  secret: string;
  failing_since: Date | null;
  owner_email: string;
  owner_name: string;
}

/** The store on the pool: each call is its own short transaction, never held across a network call. */
export function createPostgresOutboxStore(sql: Sql): OutboxStore {
  return {
    async claimDue(now, limit, leaseUntil) {
      // SKIP LOCKED: instances claiming at the same moment take different rows; the lease keeps them apart after.
      const rows = await sql<DueRow[]>`
        WITH due AS (
          SELECT d.id FROM outbox_deliveries d
          WHERE d.status = 'pending' AND d.next_attempt_at <= ${now}
            AND (d.leased_until IS NULL OR d.leased_until <= ${now})
          ORDER BY d.next_attempt_at, d.id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        ), leased AS (
          UPDATE outbox_deliveries d SET leased_until = ${leaseUntil}
          FROM due WHERE d.id = due.id
          RETURNING d.id, d.attempts, d.created_at, d.event_id, d.receiver_id
        )
        SELECT l.id, l.attempts, l.created_at, e.id AS event_id, e.type, e.created_at AS event_created_at,
          e.data, r.id AS receiver_id, r.kind, r.url, r.method, r.secret, r.failing_since,
          u.email AS owner_email, u.name AS owner_name
        FROM leased l
        JOIN outbox_events e ON e.id = l.event_id
        JOIN event_receivers r ON r.id = l.receiver_id
        JOIN users u ON u.id = r.user_id
        ORDER BY l.id`;
      return rows.map((r): DueDelivery => ({
        id: Number(r.id),
        attempts: r.attempts,
        createdAt: r.created_at,
        event: {
          id: r.event_id,
          type: r.type,
          createdAt: r.event_created_at,
          data: r.data,
        },
        receiver: {
          id: Number(r.receiver_id),
          kind: r.kind,
          url: r.url,
          method: r.method,
          secret: r.secret,
          failingSince: r.failing_since,
          ownerEmail: r.owner_email,
          ownerName: r.owner_name,
        },
      }));
    },
    async finish(attempt, outcome) {
      const status = outcome.delivered
        ? "delivered"
        : outcome.retryAt === null
        ? "given_up"
        : "pending";
      const retryAt = outcome.delivered ? null : outcome.retryAt;
      await sql.begin(async (tx) => {
        await tx`
          INSERT INTO outbox_attempts (delivery_id, attempted_at, status_code, duration_ms, answer, error)
          VALUES (${attempt.deliveryId}, ${attempt.at}, ${attempt.statusCode}, ${
          Math.max(0, Math.round(attempt.durationMs))
        }, ${attempt.answer.slice(0, 1024)}, ${attempt.error})`;
        // A receiver switched off meanwhile has cancelled the row: the attempt is logged, the status left as is.
        await tx`
          UPDATE outbox_deliveries SET attempts = attempts + 1, leased_until = NULL, status = ${status},
            next_attempt_at = coalesce(${retryAt}::timestamptz, next_attempt_at),
            finished_at = ${status === "pending" ? null : attempt.at}
          WHERE id = ${attempt.deliveryId} AND status = 'pending'`;
      });
    },
    async markReceiver(receiverId, failed, at) {
      if (failed) {
        await sql`UPDATE event_receivers SET failing_since = ${at}
          WHERE id = ${receiverId} AND failing_since IS NULL`;
      } else {
        await sql`UPDATE event_receivers SET failing_since = NULL
          WHERE id = ${receiverId} AND failing_since IS NOT NULL`;
      }
    },
    async disableReceiver(receiverId, at, reason) {
      return await sql.begin(async (tx) => {
        const rows = await tx`
          UPDATE event_receivers SET enabled = false, disabled_at = ${at}, disabled_reason = ${reason},
            updated_at = ${at}
          WHERE id = ${receiverId} AND enabled RETURNING id`;
        if (rows.length === 0) return false;
        await tx`UPDATE outbox_deliveries SET status = 'cancelled', finished_at = ${at}, leased_until = NULL
          WHERE receiver_id = ${receiverId} AND status = 'pending'`;
        return true;
      });
    },
    async depth(now) {
      const [row] = await sql<{ pending: number; oldest: Date | null }[]>`
        SELECT count(*)::int AS pending, min(created_at) AS oldest
        FROM outbox_deliveries WHERE status = 'pending'`;
      return {
        pending: Number(row.pending),
        oldestAgeSeconds: row.oldest
          ? Math.max(
            0,
            Math.floor((now.getTime() - row.oldest.getTime()) / 1000),
          )
          : 0,
      };
    },
  };
}

/**
 * Frees every delivery lease, answering how many were held. Only for the embedded database, which one process at a
 * time may open (the DATA_DIR lock): at its start, any lease left is a dead process's (a crash, a kill -9), so those
 * deliveries go out at once rather than when their 60 s lease runs out. Never on a server other instances share.
 */
export async function releaseOutboxLeases(sql: Sql): Promise<number> {
  const released = await sql`
    UPDATE outbox_deliveries SET leased_until = NULL WHERE leased_until IS NOT NULL`;
  return released.count;
}
