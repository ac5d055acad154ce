import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { startKamai } from "../adapters/bootstrap.ts";
import { TEST_ADMIN, testAppConfig } from "../adapters/http/test_app.ts";
import { connectUrl } from "../adapters/postgres/connect.ts";
import { startEmbeddedPglite } from "../adapters/postgres/embedded_pglite.ts";
import {
  backupDatabase,
  restoreDatabase,
} from "../adapters/postgres/backup.ts";
import {
  migratedSnapshot,
  openTestDatabase,
  testDatabaseUrl,
} from "../adapters/postgres/test_databases.ts";
import { seedDemo } from "./demo/seed_demo.ts";

/** Every table's rows (as JSON text, sorted) and every sequence's position: what a restore must bring back. */
async function contents(sql: Sql): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`;
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await sql.unsafe<{ r: string }[]>(
      `SELECT to_jsonb(t)::text AS r FROM "${name}" t ORDER BY 1`,
    );
    out[name] = rows.map((row) => row.r);
  }
  const sequences = await sql<{ name: string; last: string | null }[]>`
    SELECT sequencename AS name, last_value::text AS last FROM pg_sequences
    WHERE schemaname = 'public' ORDER BY 1`;
  out["(sequences)"] = sequences.map((s) => `${s.name}=${s.last}`);
  return out;
}

/** Asserts the two databases hold the same rows in every table, and that the seed reached the tables that matter. */
function assertSame(
  restored: Record<string, string[]>,
  original: Record<string, string[]>,
): void {
  assert.deepEqual(Object.keys(restored), Object.keys(original));
  for (const table of Object.keys(original)) {
    assert.deepEqual(restored[table], original[table], `table ${table}`);
  }
  for (
    const table of [
      "users",
      "profiles",
      "clicks",
      "conversions",
      "daily_stats",
      "ledger_entries",
      "payouts",
      "audit_logs",
    ]
  ) {
    assert.ok(original[table].length > 0, `the seed wrote ${table}`);
  }
}

async function pgliteContents(dataDir: string) {
  const embedded = await startEmbeddedPglite(dataDir);
  const sql = connectUrl(embedded.url, 1);
  try {
    return await contents(sql);
  } finally {
    await sql.end({ timeout: 5 });
    await embedded.stop();
  }
}

Deno.test({
  name: "backup and restore round trip of the embedded database [pglite]",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const root = await Deno.makeTempDir({ prefix: "kamai_backup_" });
    const source = `${root}/data`;
    const restored = `${root}/restored`;
    const file = `${root}/kamai.tar.gz`;
    try {
      const kamai = await startKamai(testAppConfig({ dataDir: source }), {
        publicUrlFromPort: true,
        pgliteSnapshot: await migratedSnapshot(),
      });
      try {
        await seedDemo(kamai, { adminEmail: TEST_ADMIN.email, days: 3 });
        await t.step("refused while the app holds DATA_DIR", async () => {
          await assert.rejects(
            backupDatabase({ kind: "pglite", dataDir: source }, file),
            /in use by another Kamai process/,
          );
        });
      } finally {
        await kamai.close();
      }

      await t.step("backs up and restores into a new folder", async () => {
        await backupDatabase({ kind: "pglite", dataDir: source }, file);
        const message = await restoreDatabase(
          { kind: "pglite", dataDir: restored },
          file,
        );
        assert.match(message, /restored/);
        assertSame(
          await pgliteContents(restored),
          await pgliteContents(source),
        );
      });

      await t.step(
        "refuses to overwrite a database unless forced",
        async () => {
          await assert.rejects(
            restoreDatabase({ kind: "pglite", dataDir: restored }, file),
            /already holds a database/,
          );
          const message = await restoreDatabase(
            { kind: "pglite", dataDir: restored },
            file,
            { force: true },
          );
          assert.match(message, /moved to .*before-restore/);
        },
      );

      await t.step("refuses a file of the other kind", async () => {
        await Deno.writeTextFile(`${root}/bogus.dump`, "PGDMP not really");
        await assert.rejects(
          restoreDatabase(
            { kind: "pglite", dataDir: `${root}/x` },
            `${root}/bogus.dump`,
          ),
          /not a backup of the embedded database/,
        );
      });

      await t.step("the app starts on the restored folder", async () => {
        const again = await startKamai(testAppConfig({ dataDir: restored }), {
          publicUrlFromPort: true,
        });
        try {
          const res = await fetch(`${again.url}/api/health`);
          assert.equal(res.status, 200);
          await res.body?.cancel();
          const [{ n }] = await again.infra.sql<{ n: number }[]>`
            SELECT count(*)::int AS n FROM users WHERE email LIKE '%@demo.kamai.pk'`;
          assert.ok(n > 5);
        } finally {
          await again.close();
        }
      });
    } finally {
      await Deno.remove(root, { recursive: true });
    }
  },
});

if (testDatabaseUrl()) {
  Deno.test({
    name: "backup and restore round trip with pg_dump [postgres]",
    sanitizeOps: false,
    sanitizeResources: false,
    fn: async (t) => {
      const root = await Deno.makeTempDir({ prefix: "kamai_backup_" });
      const file = `${root}/kamai.dump`;
      const source = await openTestDatabase("postgres");
      const target = await openTestDatabase("postgres", { migrate: false });
      try {
        const kamai = await startKamai(
          testAppConfig({ databaseUrl: source.url }),
          { publicUrlFromPort: true },
        );
        try {
          await seedDemo(kamai, { adminEmail: TEST_ADMIN.email, days: 3 });
        } finally {
          await kamai.close();
        }

        await t.step(
          "pg_dump, then pg_restore into an empty database",
          async () => {
            await backupDatabase(
              { kind: "postgres", databaseUrl: source.url },
              file,
            );
            const head = new TextDecoder().decode(
              (await Deno.readFile(file)).slice(0, 5),
            );
            assert.equal(head, "PGDMP");
            await restoreDatabase(
              { kind: "postgres", databaseUrl: target.url },
              file,
            );
            assertSame(await contents(target.sql), await contents(source.sql));
          },
        );

        await t.step(
          "refuses to overwrite unless forced, then replaces",
          async () => {
            await assert.rejects(
              restoreDatabase(
                { kind: "postgres", databaseUrl: target.url },
                file,
              ),
              /already holds a Kamai database/,
            );
            await target.sql`DELETE FROM setup_links`;
            await target
              .sql`INSERT INTO setup_links (token_hash) VALUES ('stray')`;
            await restoreDatabase(
              { kind: "postgres", databaseUrl: target.url },
              file,
              { force: true },
            );
            assertSame(await contents(target.sql), await contents(source.sql));
          },
        );

        await t.step("refuses an embedded backup", async () => {
          await Deno.writeFile(
            `${root}/x.tar.gz`,
            new Uint8Array([0x1f, 0x8b, 8, 0]),
          );
          await assert.rejects(
            restoreDatabase(
              { kind: "postgres", databaseUrl: target.url },
              `${root}/x.tar.gz`,
            ),
            /not a pg_dump custom-format backup/,
          );
        });
      } finally {
        await source.close();
        await target.close();
        await Deno.remove(root, { recursive: true });
      }
    },
  });
}
