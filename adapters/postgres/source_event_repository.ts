/** Postgres delivery events (table source_events): written per delivery, listed newest first. */
import type { ConversionStep } from "../../domain/sources/conversion_step.ts";
import type { EventOutcome } from "../../domain/sources/source.ts";
import type {
  SourceEvent,
  SourceEventFields,
  SourceEventReader,
  SourceEventRepository,
} from "../../domain/sources/sources_repos.ts";
import type { SqlClient } from "./unit_of_work.ts";
import { conversionOf } from "./exchange_rate_repository.ts";

interface EventRow {
  id: number;
  source_id: number;
  received_at: Date;
  kind: string;
  outcome: EventOutcome;
  order_id: string | null;
  reason: string | null;
  user_id: number | null;
  product_id: number | null;
  steps: unknown;
  attributed_at: Date | null;
}

// Steps go through JSON, so a sale's occurredAt comes back as text and is turned back into a Date.
function stepsOf(value: unknown): ConversionStep[] | null {
  if (value === null || value === undefined) return null;
  const steps =
    (typeof value === "string" ? JSON.parse(value) : value) as ConversionStep[];
  for (const step of steps) {
    const sale = step.kind === "sale"
      ? step
      : step.kind === "approve"
      ? step.sale
      : undefined;
    if (sale?.occurredAt) sale.occurredAt = new Date(sale.occurredAt);
  }
  return steps;
}

const toEvent = (r: EventRow): SourceEvent => ({
  id: Number(r.id),
  sourceId: Number(r.source_id),
  receivedAt: new Date(r.received_at),
  kind: r.kind,
  outcome: r.outcome,
  orderId: r.order_id,
  reason: r.reason,
  userId: r.user_id === null ? null : Number(r.user_id),
  productId: r.product_id === null ? null : Number(r.product_id),
  steps: stepsOf(r.steps),
  attributedAt: r.attributed_at ? new Date(r.attributed_at) : null,
});

const json = (steps: ConversionStep[] | null) =>
  steps === null ? null : JSON.stringify(steps);

/** Events as one JSON array for jsonb_to_recordset, numbered in order (and with their ids for an update). */
function recordset(fields: SourceEventFields[], ids?: number[]): string {
  return JSON.stringify(fields.map((f, n) => ({
    n,
    ...(ids ? { id: ids[n] } : {}),
    outcome: f.outcome,
    order_id: f.orderId,
    reason: f.reason?.slice(0, 1000) ?? null,
    user_id: f.userId,
    product_id: f.productId,
    steps: f.steps,
  })));
}

/** An event repository (and reader) on a connection or transaction. */
export function createPostgresSourceEventRepository(
  sql: SqlClient,
): SourceEventRepository & SourceEventReader {
  const columns =
    sql`id, source_id, received_at, kind, outcome, order_id, reason, user_id, product_id, steps,
                      attributed_at`;
  return {
    async insert(sourceId, kind, f) {
      const [row] = await sql<{ id: number }[]>`
        INSERT INTO source_events (source_id, kind, outcome, order_id, reason, user_id, product_id, steps)
        VALUES (${sourceId}, ${
        kind.slice(0, 100)
      }, ${f.outcome}, ${f.orderId}, ${f.reason?.slice(0, 1000) ?? null},
                ${f.userId}, ${f.productId}, ${json(f.steps)}::jsonb)
        RETURNING id`;
      return Number(row.id);
    },
    async insertRejected(sourceId, kind, f, dedupeKey) {
      const [row] = await sql<{ id: number }[]>`
        INSERT INTO source_events (source_id, kind, outcome, order_id, reason, user_id, product_id, steps, dedupe_key)
        VALUES (${sourceId}, ${
        kind.slice(0, 100)
      }, ${f.outcome}, ${f.orderId}, ${f.reason?.slice(0, 1000) ?? null},
                ${f.userId}, ${f.productId}, ${json(f.steps)}::jsonb, ${
        dedupeKey.slice(0, 200)
      })
        ON CONFLICT (source_id, dedupe_key) WHERE dedupe_key IS NOT NULL
        DO UPDATE SET repeats = source_events.repeats + 1
        RETURNING id`;
      return Number(row.id);
    },
    async update(id, f) {
      await sql`
        UPDATE source_events SET outcome = ${f.outcome}, order_id = ${f.orderId},
          reason = ${
        f.reason?.slice(0, 1000) ?? null
      }, user_id = ${f.userId}, product_id = ${f.productId},
          steps = ${json(f.steps)}::jsonb,
          attributed_at = CASE WHEN ${
        f.attributed ?? false
      } THEN now() ELSE attributed_at END
        WHERE id = ${id}`;
    },
    async insertMany(sourceId, kind, fields) {
      if (fields.length === 0) return [];
      const rows = await sql<{ id: number }[]>`
        INSERT INTO source_events (source_id, kind, outcome, order_id, reason, user_id, product_id, steps)
        SELECT ${sourceId}, ${
        kind.slice(0, 100)
      }, t.outcome, t.order_id, t.reason, t.user_id, t.product_id, t.steps
        FROM jsonb_to_recordset(${
        recordset(fields)
      }::text::jsonb) AS t(n int, outcome text, order_id text, reason text,
          user_id bigint, product_id bigint, steps jsonb)
        ORDER BY t.n
        RETURNING id`;
      // Identity values follow the insertion order, which follows n.
      return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    },
    async reserveIds(count) {
      if (count <= 0) return [];
      const rows = await sql<{ id: number }[]>`
        SELECT nextval(pg_get_serial_sequence('source_events', 'id'))::bigint AS id
        FROM generate_series(1, ${count}::int)`;
      return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    },
    async insertManyWithIds(sourceId, kind, events) {
      if (events.length === 0) return;
      await sql`
        INSERT INTO source_events (id, source_id, kind, outcome, order_id, reason, user_id, product_id, steps)
        OVERRIDING SYSTEM VALUE
        SELECT t.id, ${sourceId}, ${
        kind.slice(0, 100)
      }, t.outcome, t.order_id, t.reason, t.user_id, t.product_id, t.steps
        FROM jsonb_to_recordset(${
        recordset(events.map((e) => e.fields), events.map((e) => e.id))
      }::text::jsonb) AS t(n int, id bigint, outcome text, order_id text, reason text,
          user_id bigint, product_id bigint, steps jsonb)
        ORDER BY t.n`;
    },
    async updateMany(events) {
      if (events.length === 0) return;
      await sql`
        UPDATE source_events e SET outcome = t.outcome, order_id = t.order_id, reason = t.reason,
          user_id = t.user_id, product_id = t.product_id, steps = t.steps
        FROM jsonb_to_recordset(${
        recordset(events.map((e) => e.fields), events.map((e) => e.id))
      }::text::jsonb) AS t(n int, id bigint, outcome text, order_id text, reason text, user_id bigint, product_id bigint,
          steps jsonb)
        WHERE e.id = t.id`;
    },
    async getForUpdate(sourceId, id) {
      const [row] = await sql<EventRow[]>`
        SELECT ${columns} FROM source_events WHERE id = ${id} AND source_id = ${sourceId} FOR UPDATE`;
      return row ? toEvent(row) : null;
    },
    async userEmails(userIds) {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return new Map();
      const rows = await sql<{ id: number; email: string }[]>`
        SELECT id, email FROM users WHERE id = ANY(${ids}::bigint[])`;
      return new Map(rows.map((r) => [Number(r.id), r.email]));
    },
    async listEvents(sourceId, filter, page) {
      const outcome = filter.outcome ?? null;
      const where =
        sql`source_id = ${sourceId} AND (${outcome}::text IS NULL OR outcome = ${outcome})`;
      const rows = await sql<
        (EventRow & {
          user_email: string | null;
          product_title: string | null;
          conversion: unknown;
        })[]
      >`
        SELECT e.*,
               (SELECT u.email FROM users u WHERE u.id = e.user_id) AS user_email,
               (SELECT p.title FROM products p WHERE p.id = e.product_id) AS product_title
        FROM (SELECT ${columns}, conversion FROM source_events WHERE ${where} ORDER BY id DESC
              LIMIT ${page ? page.pageSize : 100} OFFSET ${
        page ? (page.page - 1) * page.pageSize : 0
      }) e
        ORDER BY e.id DESC`;
      const [count] = page
        ? await sql<
          { n: number }[]
        >`SELECT count(*)::int AS n FROM source_events WHERE ${where}`
        : [{ n: rows.length }];
      return {
        rows: rows.map((r) => ({
          ...toEvent(r),
          userEmail: r.user_email,
          productTitle: r.product_title,
          conversion: conversionOf(r.conversion),
        })),
        total: Number(count.n),
      };
    },
  };
}
