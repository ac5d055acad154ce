/** Postgres steps waiting for their order's sale (table source_waiting_steps) and the per-order advisory lock. */
import type {
  WaitingStep,
  WaitingStepRepository,
} from "../../domain/sources/sources_repos.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** The advisory lock class of an order's steps (the migration number, as other lock classes are). */
export const ORDER_LOCK_CLASS = 5032;

/** A source's own lock, in the one-bigint key space (which never meets the two-integer keys of the orders). */
function sourceLockKey(sourceId: number): string {
  return (BigInt(ORDER_LOCK_CLASS) * 2n ** 32n + BigInt(sourceId)).toString();
}

interface WaitingRow {
  id: number;
  source_id: number;
  order_id: string;
  key_id: number | null;
  event_id: number;
  step: unknown;
}

const toWaiting = (r: WaitingRow): WaitingStep => ({
  id: Number(r.id),
  sourceId: Number(r.source_id),
  orderId: r.order_id,
  keyId: r.key_id === null ? null : Number(r.key_id),
  eventId: Number(r.event_id),
  // jsonb may come back as text on some connections; a reversal or refund carries no dates.
  step:
    (typeof r.step === "string" ? JSON.parse(r.step) : r.step) as WaitingStep[
      "step"
    ],
});

// Lists are one array parameter compared with `= ANY`, so the planner reads them through the (source, order)
// index: `IN (SELECT jsonb_array_elements_text(…))` was planned as a nested loop over every waiting step of the
// source, the file's waiting steps times the batch's orders (issue 32: seconds per batch of a large import).

/** A waiting-step repository on a connection or transaction. */
export function createPostgresWaitingStepRepository(
  sql: SqlClient,
): WaitingStepRepository {
  return {
    async lockOrders(sourceId, orderIds) {
      if (orderIds.length === 0) return;
      // An order may have no row anywhere yet (its first step), so a row lock cannot serve; advisory locks do.
      // One order (a delivery): the source shared, then the order's (source, order id) hash, in that order.
      // Several (an import): the whole source, exclusively, so the lock table holds one lock however long the
      // file (each advisory lock takes a slot of the server's shared lock table until the transaction ends).
      if (orderIds.length === 1) {
        await sql`
          SELECT pg_advisory_xact_lock_shared(${
          sourceLockKey(sourceId)
        }::bigint),
            pg_advisory_xact_lock(${ORDER_LOCK_CLASS}::integer, hashtext(${sourceId}::text || ':' || ${
          orderIds[0]
        }::text))`;
      } else {
        await sql`SELECT pg_advisory_xact_lock(${
          sourceLockKey(sourceId)
        }::bigint)`;
      }
    },
    async add(w) {
      const [row] = await sql<{ id: number }[]>`
        INSERT INTO source_waiting_steps (source_id, order_id, key_id, event_id, step)
        VALUES (${w.sourceId}, ${w.orderId}, ${w.keyId}, ${w.eventId}, ${
        JSON.stringify(w.step)
      }::text::jsonb)
        RETURNING id`;
      return Number(row.id);
    },
    async addMany(steps) {
      const ids: number[] = [];
      // An import's waiting steps in a few statements, in the order they came (ORDER BY n).
      for (let at = 0; at < steps.length; at += 5000) {
        const part = steps.slice(at, at + 5000);
        const column = <T>(get: (w: typeof part[number]) => T) => part.map(get);
        const rows = await sql<{ id: number; key_id: number }[]>`
          INSERT INTO source_waiting_steps (source_id, order_id, key_id, event_id, step, applied_at)
          SELECT source_id, order_id, key_id, event_id, step::jsonb, CASE WHEN applied = 1 THEN now() END
          FROM unnest(${column((w) => w.sourceId)}::bigint[], ${
          column((w) => w.orderId)
        }::text[], ${column((w) => w.keyId)}::bigint[], ${
          column((w) => w.eventId)
        }::bigint[], ${column((w) => JSON.stringify(w.step))}::text[], ${
          column((w) => w.applied ? 1 : 0)
        }::int[])
            WITH ORDINALITY AS w(source_id, order_id, key_id, event_id, step, applied, n)
          ORDER BY n
          RETURNING id, key_id`;
        // Matched by key (each step's own), rather than trusting RETURNING's order.
        const idOf = new Map(rows.map((r) => [Number(r.key_id), Number(r.id)]));
        ids.push(...part.map((w) => idOf.get(w.keyId!)!));
      }
      return ids;
    },
    async listForOrders(sourceId, orderIds) {
      if (orderIds.length === 0) return [];
      const rows = await sql<WaitingRow[]>`
        SELECT id, source_id, order_id, key_id, event_id, step FROM source_waiting_steps
        WHERE source_id = ${sourceId} AND applied_at IS NULL
          AND order_id = ANY(${orderIds}::text[])
        ORDER BY id`;
      return rows.map(toWaiting);
    },
    async markApplied(ids) {
      if (ids.length === 0) return;
      await sql`
        UPDATE source_waiting_steps SET applied_at = now()
        WHERE id = ANY(${ids}::bigint[])`;
    },
  };
}
