/** An import job's file is stored as its text and claimed as that text (migration 0083: a 5 MB file then crosses the
 * driver as 5 MB each way, not 10 MB of hex); a file that is not UTF-8 or holds a NUL is kept as its bytes. */
import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import {
  createPostgresImportJobRepository,
  createPostgresImportJobStore,
} from "./import_job_repository.ts";
import { csvText } from "../sources/csv_batches.ts";
import type { Sql } from "postgres";

forEachDatabase(
  "import job file: kept as text when it is text, as bytes otherwise",
  async (t, db) => {
    const [admin] = await db.sql<{ id: number }[]>`
      INSERT INTO users (name, email, password_hash, role)
      VALUES ('Admin', 'job-file@example.com', 'x', 'admin') RETURNING id`;
    const [source] = await db.sql<{ id: number }[]>`
      INSERT INTO sources (name, kind, secret, currency)
      VALUES ('Report', 'postback', 'sixteen-char-secret', 'PKR') RETURNING id`;
    const jobs = createPostgresImportJobRepository(db.sql);
    const store = createPostgresImportJobStore(db.sql as Sql);
    const queueAndClaim = async (file: Uint8Array) => {
      const id = await jobs.create({
        kind: "sales",
        sourceId: source.id,
        adminId: admin.id,
        fileName: "f.csv",
        file,
        options: {
          mapping: { order_id: "Order ID" },
          preset: null,
          statusMap: {},
          today: "2026-11-28",
        },
        dryRun: true,
      });
      const [stored] = await db.sql<{ bytes: boolean; text: boolean }[]>`
        SELECT file IS NOT NULL AS bytes, file_text IS NOT NULL AS text
        FROM import_jobs WHERE id = ${id}`;
      const claimed = await store.claim(30_000);
      assert.equal(claimed?.job.id, id);
      const claimedFile = await store.file(id);
      await jobs.finish(id, "done", null);
      return { stored, file: claimedFile };
    };

    await t.step(
      "a UTF-8 file: its text, byte order mark dropped",
      async () => {
        const text = "Order ID,Amount\r\nA-1,10.00\r\nÖ-2,5\n";
        const bytes = new Uint8Array([
          0xef,
          0xbb,
          0xbf,
          ...new TextEncoder().encode(text),
        ]);
        const { stored, file } = await queueAndClaim(bytes);
        assert.deepEqual(stored, { bytes: false, text: true });
        assert.equal(file, text);
        assert.equal(csvText(file), csvText(bytes));
      },
    );

    await t.step(
      "a file that is not UTF-8, or holds a NUL: its bytes",
      async () => {
        for (
          const bytes of [
            new Uint8Array([0x4f, 0x72, 0xff, 0x0a]),
            new TextEncoder().encode("Order ID\nA\u00001\n"),
          ]
        ) {
          const { stored, file } = await queueAndClaim(bytes);
          assert.deepEqual(stored, { bytes: true, text: false });
          assert.ok(typeof file !== "string");
          assert.deepEqual([...file], [...bytes]);
        }
      },
    );

    await t.step("a finished job keeps neither", async () => {
      const [row] = await db.sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM import_jobs
        WHERE file IS NOT NULL OR file_text IS NOT NULL`;
      assert.equal(row.n, 0);
    });
  },
);
