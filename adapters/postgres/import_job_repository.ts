/** Postgres storage of import jobs (migrations 0058, 0078, 0083, 0084): the job's rows in a transaction, and the
 * worker's pool store. */
import type { Sql } from "postgres";
import type {
  ImportJob,
  ImportJobKind,
  ImportJobReader,
  ImportJobRepository,
  ImportJobStatus,
} from "../../domain/sources/import_job.ts";
import type { SqlClient } from "./unit_of_work.ts";
import { readFileParts, writeFileParts } from "./import_job_file_parts.ts";

interface JobRow {
  id: number;
  kind: ImportJobKind;
  source_id: number | null;
  batch_id: number | null;
  admin_id: number;
  file_name: string;
  dry_run: boolean;
  status: ImportJobStatus;
  batches_done: number;
  rows_read: number;
  rows_total: number | null;
  rows_applied: number;
  summary: ImportJob["summary"];
  error: string | null;
}

const toJob = (r: JobRow): ImportJob => ({
  id: r.id,
  kind: r.kind,
  sourceId: r.source_id,
  batchId: r.batch_id,
  adminId: r.admin_id,
  fileName: r.file_name,
  dryRun: r.dry_run,
  status: r.status,
  batchesDone: r.batches_done,
  rowsRead: r.rows_read,
  rowsTotal: r.rows_total,
  rowsApplied: r.rows_applied,
  summary: r.summary ?? {},
  error: r.error,
});

const JOB_COLUMNS = (sql: SqlClient) =>
  sql`id, kind, source_id, batch_id, admin_id, file_name, dry_run, status, batches_done, rows_read, rows_total, rows_applied, summary, error`;

/** The job's rows inside a unit of work. */
export function createPostgresImportJobRepository(
  sql: SqlClient,
): ImportJobRepository {
  return {
    async create(job) {
      const [row] = await sql<{ id: number }[]>`
        INSERT INTO import_jobs (kind, source_id, batch_id, admin_id, file_name, options, dry_run)
        VALUES (${job.kind}, ${job.kind === "sales" ? job.sourceId : null},
                ${
        job.kind === "batch_results" ? job.batchId : null
      }, ${job.adminId}, ${job.fileName}, ${
        JSON.stringify(job.options)
      }::text::jsonb, ${job.dryRun})
        RETURNING id`;
      await writeFileParts(sql, row.id, job.file);
      return row.id;
    },
    async lock(id) {
      const [row] = await sql<JobRow[]>`
        SELECT ${
        JOB_COLUMNS(sql)
      } FROM import_jobs WHERE id = ${id} FOR UPDATE`;
      return row ? toJob(row) : null;
    },
    async recordBatch(id, batchNo, rows, progress) {
      if (rows.length > 0) {
        await sql`
          INSERT INTO import_job_batches (job_id, batch_no, rows)
          VALUES (${id}, ${batchNo}, ${JSON.stringify(rows)}::text::jsonb)`;
      }
      await sql`
        UPDATE import_jobs
        SET batches_done = ${
        batchNo + 1
      }, rows_applied = ${progress.rowsApplied},
            rows_read = GREATEST(rows_read, ${progress.rowsApplied}),
            summary = ${JSON.stringify(progress.summary)}::text::jsonb,
            status = 'running', attempts = 0
        WHERE id = ${id}`;
    },
    async finish(id, status, error) {
      await sql`
        UPDATE import_jobs
        SET status = ${status}, error = ${error}, file = NULL, file_text = NULL, finished_at = now(), lease_until = NULL
        WHERE id = ${id}`;
      await sql`DELETE FROM import_job_file_parts WHERE job_id = ${id}`;
    },
  };
}

/** A job as the worker claims it: the job and how to read its file (its kind's options, as queued). Without the
 * file, so an instance that runs the job in an isolate of its own never holds it (adapters/sources/job_isolate.ts). */
export interface LeasedImportJob {
  job: ImportJob;
  options: unknown;
}

/** A claimed job with its file, as its kind reads it. */
export interface ClaimedImportJob extends LeasedImportJob {
  /** The file's text (as csvText reads it), or its bytes when they are not text without a NUL (csvText reads both). */
  file: Uint8Array | string;
}

/** The worker's side on the pool: claim a due job under a lease, renew it, count rows read, count a failure. */
export interface ImportJobStore extends ImportJobReader {
  /** The oldest queued or running job whose lease has run out (or that has none), leased for `leaseMs`. */
  claim(leaseMs: number): Promise<LeasedImportJob | null>;
  /** A job's file (empty once the job ended: its file is dropped). */
  file(id: number): Promise<Uint8Array | string>;
  /** Renews the lease and sets the rows read so far (and the file's rows, once counted). */
  progress(
    id: number,
    rows: { read: number; total?: number },
    leaseMs: number,
  ): Promise<void>;
  /** Counts a failed attempt at the next batch (lease released); answers the attempts so far. */
  attemptFailed(id: number): Promise<number>;
  /** Lets the job go (lease released), as at shutdown: any instance may resume it. */
  release(id: number): Promise<void>;
}

/** The pool store of import jobs. */
export function createPostgresImportJobStore(sql: Sql): ImportJobStore {
  return {
    async claim(leaseMs) {
      const [row] = await sql<(JobRow & { options: unknown })[]>`
        UPDATE import_jobs
        SET status = 'running', lease_until = now() + ${leaseMs} * interval '1 millisecond',
            rows_read = rows_applied
        WHERE id = (
          SELECT id FROM import_jobs
          WHERE status IN ('queued', 'running') AND (lease_until IS NULL OR lease_until < now())
          ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING ${JOB_COLUMNS(sql)}, options`;
      return row ? { job: toJob(row), options: row.options } : null;
    },
    async file(id) {
      const parts = await readFileParts(sql, id);
      if (parts !== null) return parts;
      // A job queued before migration 0084 keeps its file in the job's row.
      const [row] = await sql<
        { file: Uint8Array | null; file_text: string | null }[]
      >`SELECT file, file_text FROM import_jobs WHERE id = ${id}`;
      // The driver's Buffer is a Uint8Array already: not copied (the file is up to 5 MB).
      return row?.file_text ??
        (row?.file instanceof Uint8Array
          ? row.file
          : new Uint8Array(row?.file ?? []));
    },
    async progress(id, rows, leaseMs) {
      await sql`
        UPDATE import_jobs
        SET rows_read = GREATEST(rows_applied, ${rows.read}),
            rows_total = COALESCE(${rows.total ?? null}::int, rows_total),
            lease_until = now() + ${leaseMs} * interval '1 millisecond'
        WHERE id = ${id} AND status = 'running'`;
    },
    async attemptFailed(id) {
      const [row] = await sql<{ attempts: number }[]>`
        UPDATE import_jobs SET attempts = attempts + 1, lease_until = NULL
        WHERE id = ${id} RETURNING attempts`;
      return row?.attempts ?? 0;
    },
    async release(id) {
      await sql`UPDATE import_jobs SET lease_until = NULL WHERE id = ${id} AND status = 'running'`;
    },
    async get(id) {
      const [row] = await sql<JobRow[]>`
        SELECT ${JOB_COLUMNS(sql)} FROM import_jobs WHERE id = ${id}`;
      return row ? toJob(row) : null;
    },
    async reportRows<Row>(id: number, limit: number) {
      // Batch by batch until the limit: a finished job of a big file never loads its whole report.
      const rows: Row[] = [];
      let batchNo = 0;
      while (rows.length < limit) {
        const [batch] = await sql<{ batch_no: number; rows: Row[] }[]>`
          SELECT batch_no, rows FROM import_job_batches
          WHERE job_id = ${id} AND batch_no >= ${batchNo} ORDER BY batch_no LIMIT 1`;
        if (!batch) break;
        rows.push(...batch.rows.slice(0, limit - rows.length));
        batchNo = batch.batch_no + 1;
      }
      return rows;
    },
  };
}
