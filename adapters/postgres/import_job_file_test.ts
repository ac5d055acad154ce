/** An import job's file is stored in parts of at most 256 KB, written from the chunks it arrived in (migration 0084):
 * UTF-8 text as its text, any other file as its exact bytes; a job queued before keeps its file in its row. */
import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import {
  createPostgresImportJobRepository,
  createPostgresImportJobStore,
} from "./import_job_repository.ts";
import { FILE_PART_BYTES } from "./import_job_file_parts.ts";
import { csvText } from "../sources/csv_batches.ts";
import type { Sql } from "postgres";

/** `bytes` cut into chunks of the given sizes, in turn (the last takes the rest). */
function chunked(bytes: Uint8Array, sizes: number[]): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  let at = 0;
  for (let i = 0; at < bytes.length; i++) {
    const size = sizes[i % sizes.length];
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  return chunks;
}

forEachDatabase(
  "import job file: kept in parts, as text when it is text, else as its bytes",
  async (t, db) => {
    const [admin] = await db.sql<{ id: number }[]>`
      INSERT INTO users (name, email, password_hash, role)
      VALUES ('Admin', 'job-file@example.com', 'x', 'admin') RETURNING id`;
    const [source] = await db.sql<{ id: number }[]>`
      INSERT INTO sources (name, kind, secret, currency)
      VALUES ('Report', 'postback', 'sixteen-char-secret', 'PKR') RETURNING id`;
    const jobs = createPostgresImportJobRepository(db.sql);
    const store = createPostgresImportJobStore(db.sql as Sql);
    const job = {
      kind: "sales" as const,
      sourceId: source.id,
      adminId: admin.id,
      fileName: "f.csv",
      options: {
        mapping: { order_id: "Order ID" },
        preset: null,
        statusMap: {},
        today: "2026-11-28",
      },
      dryRun: true,
    };
    const partsOf = async (id: number) =>
      await db.sql<{ part_no: number; size: number; kind: string }[]>`
        SELECT part_no, octet_length(coalesce(bytes, convert_to(text, 'UTF8'))) AS size,
               CASE WHEN bytes IS NULL THEN 'text' ELSE 'bytes' END AS kind
        FROM import_job_file_parts
        WHERE job_id = ${id} ORDER BY part_no`;

    await t.step(
      "UTF-8 text in uneven chunks (a byte order mark, letters cut between chunks and parts): kept and read as its text",
      async () => {
        const line = "A-1,10.00,Ödeme ✓ پاکستان\r\n";
        const text = "Order ID,Amount,Note\r\n" + line.repeat(20_000);
        const bytes = new Uint8Array([
          0xef,
          0xbb,
          0xbf,
          ...new TextEncoder().encode(text),
        ]);
        assert.ok(bytes.length > 2 * FILE_PART_BYTES);
        const id = await jobs.create({
          ...job,
          file: chunked(bytes, [65_536, 7, 300_001, 1]),
        });
        const parts = await partsOf(id);
        assert.equal(parts.length, Math.ceil(bytes.length / FILE_PART_BYTES));
        assert.deepEqual(parts.map((p) => p.part_no), parts.map((_, i) => i));
        assert.ok(parts.every((p) => p.kind === "text"));
        const [row] = await db.sql<{ kept: boolean }[]>`
          SELECT file IS NOT NULL OR file_text IS NOT NULL AS kept
          FROM import_jobs WHERE id = ${id}`;
        assert.equal(row.kept, false);
        assert.equal((await store.claim(30_000))?.job.id, id);
        const file = await store.file(id);
        assert.equal(file, text);
        assert.equal(csvText(file), csvText(bytes));
        await jobs.finish(id, "done", null);
        assert.equal((await partsOf(id)).length, 0);
      },
    );

    await t.step(
      "a file that is not UTF-8, or holds a NUL: kept and read as its bytes, exactly",
      async () => {
        const text = new TextEncoder().encode(
          "Order ID,Note\n" + "A-1,Ödeme\n".repeat(40_000),
        );
        for (const tail of [[0xff, 0x0a], [0x00, 0x0a]]) {
          const bytes = new Uint8Array([...text, ...tail]);
          const id = await jobs.create({
            ...job,
            file: chunked(bytes, [65_536, 3, 100_000]),
          });
          const parts = await partsOf(id);
          assert.ok(parts.length > 1);
          assert.ok(parts.every((p) => p.kind === "bytes"));
          const file = await store.file(id);
          assert.ok(file instanceof Uint8Array);
          assert.equal(file.length, bytes.length);
          assert.ok(file.every((b, i) => b === bytes[i]));
          await jobs.finish(id, "done", null);
        }
      },
    );

    await t.step("a file given whole is cut the same way", async () => {
      const bytes = new Uint8Array(FILE_PART_BYTES + 3).fill(0x41);
      const id = await jobs.create({ ...job, file: bytes });
      assert.deepEqual(
        (await partsOf(id)).map((p) => p.size),
        [FILE_PART_BYTES, 3],
      );
      assert.equal(await store.file(id), "A".repeat(FILE_PART_BYTES + 3));
      await jobs.finish(id, "failed", "stopped");
      assert.equal((await partsOf(id)).length, 0);
    });

    await t.step(
      "a job queued before migration 0084: its text or bytes in its row, read as before and dropped when it ends",
      async () => {
        const [old] = await db.sql<{ id: number }[]>`
          INSERT INTO import_jobs (kind, source_id, admin_id, file_name, file_text, options, dry_run)
          VALUES ('sales', ${source.id}, ${admin.id}, 'old.csv', ${"Order ID\nA-1\n"},
                  ${JSON.stringify(job.options)}::text::jsonb, true)
          RETURNING id`;
        assert.equal(await store.file(old.id), "Order ID\nA-1\n");
        const bytes = new Uint8Array([0x4f, 0x72, 0xff, 0x0a]);
        const [oldBytes] = await db.sql<{ id: number }[]>`
          INSERT INTO import_jobs (kind, source_id, admin_id, file_name, file, options, dry_run)
          VALUES ('sales', ${source.id}, ${admin.id}, 'old.csv', ${bytes},
                  ${JSON.stringify(job.options)}::text::jsonb, true)
          RETURNING id`;
        assert.deepEqual([...(await store.file(oldBytes.id))], [...bytes]);
        await jobs.finish(old.id, "done", null);
        await jobs.finish(oldBytes.id, "done", null);
        const [row] = await db.sql<{ n: number }[]>`
          SELECT count(*)::int AS n FROM import_jobs
          WHERE file IS NOT NULL OR file_text IS NOT NULL`;
        assert.equal(row.n, 0);
      },
    );
  },
);
