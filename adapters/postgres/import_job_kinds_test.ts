/** The database's import_job_kinds equals the domain's IMPORT_JOB_KINDS, import_jobs.kind references it, and a job
 * names exactly one subject (a source or a batch). */
import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import { IMPORT_JOB_KINDS } from "../../domain/sources/import_job.ts";

forEachDatabase(
  "import job kinds: the database holds exactly the domain's kinds",
  async (t, db) => {
    await t.step("import_job_kinds holds the domain's kinds", async () => {
      const rows = await db.sql<{ id: string }[]>`
        SELECT id FROM import_job_kinds ORDER BY id`;
      assert.deepEqual(
        rows.map((r) => r.id),
        [...IMPORT_JOB_KINDS].sort(),
        "add the kind to migrations as INSERT INTO import_job_kinds (docs/CONVENTIONS.md)",
      );
    });

    await t.step(
      "import_jobs.kind references import_job_kinds, with no CHECK list of kinds",
      async () => {
        const refs = await db.sql<{ name: string }[]>`
          SELECT c.conrelid::regclass::text || '.' || a.attname AS name
          FROM pg_constraint c
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
          WHERE c.contype = 'f' AND c.confrelid = 'import_job_kinds'::regclass`;
        assert.deepEqual(refs.map((r) => r.name), ["import_jobs.kind"]);
        const checks = await db.sql<{ name: string }[]>`
          SELECT conname AS name FROM pg_constraint
          WHERE contype = 'c' AND pg_get_constraintdef(oid) LIKE '%''batch_results''%'`;
        assert.deepEqual(checks.map((r) => r.name), []);
      },
    );

    await t.step(
      "a job of an unknown kind, or without a subject, is refused",
      async () => {
        const [admin] = await db.sql<{ id: number }[]>`
          INSERT INTO users (name, email, password_hash, role)
          VALUES ('Admin', 'kinds@example.com', 'x', 'admin') RETURNING id`;
        await assert.rejects(
          db.sql`INSERT INTO import_jobs (kind, batch_id, admin_id, file_name, options, dry_run)
                 VALUES ('refunds', NULL, ${admin.id}, 'f.csv', '{}', false)`,
          (e: { code?: string }) => e.code === "23503" || e.code === "23514",
        );
        await assert.rejects(
          db.sql`INSERT INTO import_jobs (kind, admin_id, file_name, options, dry_run)
                 VALUES ('batch_results', ${admin.id}, 'f.csv', '{}', false)`,
          (e: { code?: string; constraint_name?: string }) =>
            e.code === "23514" &&
            e.constraint_name === "import_jobs_one_subject",
        );
      },
    );
  },
);
