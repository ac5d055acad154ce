/** Postgres payout batches: batches, their members and results, and the admins' file layouts (0020). */
import type { SqlClient } from "./unit_of_work.ts";
import { money } from "../../domain/shared/money.ts";
import {
  batchReference,
  type PayoutBatch,
  type Rail,
} from "../../domain/batches/batch.ts";
import type {
  BatchReader,
  BatchRepository,
  LayoutRepository,
} from "../../domain/batches/batch_repos.ts";
import type {
  AmountFormat,
  CustomLayout,
  DateFormat,
  LayoutColumn,
  LayoutKind,
} from "../../domain/batches/file_layout.ts";
import { selectPayouts } from "./payout_repository.ts";

/** Batches (write and read side) and layouts over a connection or a transaction. */
export function createPostgresBatchRepository(
  sql: SqlClient,
): BatchRepository & LayoutRepository & BatchReader {
  const batches = (where: ReturnType<SqlClient>) =>
    sql<BatchRow[]>`
      SELECT b.id, b.rail, b.reference, b.payout_count, b.total_minor, b.created_by, u.email AS created_by_email,
             b.created_at,
             (SELECT count(*) FROM payout_batch_items i WHERE i.batch_id = b.id AND i.result_status IS NULL)::int
               AS processing,
             (SELECT count(*) FROM payout_batch_items i WHERE i.batch_id = b.id AND i.result_status = 'paid')::int
               AS paid,
             (SELECT count(*) FROM payout_batch_items i WHERE i.batch_id = b.id AND i.result_status = 'failed')::int
               AS failed
      FROM payout_batches b JOIN users u ON u.id = b.created_by
      ${where}`;
  const layouts = (where: ReturnType<SqlClient>) =>
    sql<LayoutRow[]>`
      SELECT id, name, kind, columns, date_format, amount_format, created_at FROM payout_file_layouts ${where}`;

  return {
    async lockPayouts(ids) {
      // Locks in id order first (the decisions lock one row; batches many, always ascending), then reads.
      const locked = await sql<{ id: number }[]>`
        SELECT id FROM payouts WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE`;
      if (!locked.length) return [];
      return await selectPayouts(
        sql,
        sql`WHERE p.id = ANY(${
          locked.map((r) => r.id)
        }::bigint[]) ORDER BY p.id`,
      );
    },

    async create(batch) {
      const [{ id }] = await sql<{ id: number }[]>`
        SELECT nextval(pg_get_serial_sequence('payout_batches', 'id'))::bigint AS id`;
      const reference = batchReference(Number(id), batch.rail);
      await sql`
        INSERT INTO payout_batches (id, rail, reference, payout_count, total_minor, created_by, created_at)
        OVERRIDING SYSTEM VALUE
        VALUES (${id}, ${batch.rail}, ${reference}, ${batch.payoutIds.length}, ${batch.total},
                ${batch.createdBy}, ${batch.createdAt})`;
      await sql`
        INSERT INTO payout_batch_items (batch_id, payout_id)
        SELECT ${id}, unnest(${batch.payoutIds}::bigint[])`;
      const moved = await sql`
        UPDATE payouts SET status = 'processing'
        WHERE id = ANY(${batch.payoutIds}::bigint[]) AND status = 'pending' RETURNING id`;
      if (moved.length !== batch.payoutIds.length) {
        throw new Error(`batch ${reference}: some payouts were not pending`);
      }
      return { id: Number(id), reference };
    },

    async findForUpdate(id) {
      const locked =
        await sql`SELECT id FROM payout_batches WHERE id = ${id} FOR UPDATE`;
      if (!locked.length) return null;
      const [row] = await batches(sql`WHERE b.id = ${id}`);
      return toBatch(row);
    },

    async lockBatchPayouts(batchId, ids) {
      // Only the ids asked (a results job's batch of rows), or the whole batch.
      const only = ids === undefined
        ? sql``
        : sql`AND i.payout_id = ANY(${ids}::bigint[])`;
      await sql`
        SELECT p.id FROM payouts p JOIN payout_batch_items i ON i.payout_id = p.id
        WHERE i.batch_id = ${batchId} ${only} ORDER BY p.id FOR UPDATE OF p`;
      return await selectPayouts(
        sql,
        sql`WHERE p.id IN (SELECT i.payout_id FROM payout_batch_items i WHERE i.batch_id = ${batchId} ${only})
            ORDER BY p.id`,
      );
    },

    async recordResults(batchId, results, recorded) {
      if (!results.length) return;
      await sql`
        UPDATE payout_batch_items i SET result_status = r.status, result_recorded_by = ${recorded.by},
               result_recorded_at = ${recorded.at}
        FROM unnest(${results.map((r) => r.payoutId)}::bigint[], ${
        results.map((r) => r.status)
      }::text[]) AS r(payout_id, status)
        WHERE i.batch_id = ${batchId} AND i.payout_id = r.payout_id AND i.result_status IS NULL`;
    },

    async addLayout(layout, createdBy) {
      // Sent as text and cast, so the driver never encodes the JSON a second time.
      const columns = JSON.stringify(layout.columns);
      const [row] = await sql<LayoutRow[]>`
        INSERT INTO payout_file_layouts (name, kind, columns, date_format, amount_format, created_by)
        VALUES (${layout.name}, ${layout.kind}, ${columns}::text::jsonb, ${layout.dateFormat},
                ${layout.amountFormat}, ${createdBy})
        RETURNING id, name, kind, columns, date_format, amount_format, created_at`;
      return toLayout(row);
    },

    async list() {
      return (await batches(sql`ORDER BY b.created_at DESC, b.id DESC`)).map(
        toBatch,
      );
    },

    async get(id) {
      const rows = await batches(sql`WHERE b.id = ${id}`);
      return rows.length ? toBatch(rows[0]) : null;
    },

    async payoutsOf(batchId) {
      return await selectPayouts(
        sql,
        sql`WHERE p.id IN (SELECT payout_id FROM payout_batch_items WHERE batch_id = ${batchId}) ORDER BY p.id`,
      );
    },

    async listLayouts() {
      return (await layouts(sql`ORDER BY id`)).map(toLayout);
    },

    async findLayout(id) {
      const rows = await layouts(sql`WHERE id = ${id}`);
      return rows.length ? toLayout(rows[0]) : null;
    },
  };
}

interface BatchRow {
  id: number;
  rail: Rail;
  reference: string;
  payout_count: number;
  total_minor: number;
  created_by: number;
  created_by_email: string;
  created_at: Date;
  processing: number;
  paid: number;
  failed: number;
}

function toBatch(r: BatchRow): PayoutBatch {
  return {
    id: Number(r.id),
    rail: r.rail,
    reference: r.reference,
    count: Number(r.payout_count),
    total: money(Number(r.total_minor)),
    createdBy: Number(r.created_by),
    createdByEmail: r.created_by_email,
    createdAt: new Date(r.created_at),
    processing: Number(r.processing),
    paid: Number(r.paid),
    failed: Number(r.failed),
  };
}

interface LayoutRow {
  id: number;
  name: string;
  kind: LayoutKind;
  columns: LayoutColumn[];
  date_format: DateFormat;
  amount_format: AmountFormat;
  created_at: Date;
}

function toLayout(r: LayoutRow): CustomLayout {
  return {
    id: String(r.id),
    name: r.name,
    kind: r.kind,
    columns: r.columns,
    dateFormat: r.date_format,
    amountFormat: r.amount_format,
    builtIn: false,
    createdAt: new Date(r.created_at),
  };
}
