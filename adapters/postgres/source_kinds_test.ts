import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import { SOURCE_KINDS } from "../../domain/sources/source_kinds.ts";

forEachDatabase(
  "source kinds: the database accepts exactly the domain's source kinds",
  async (t, db) => {
    await t.step("source_kinds holds the table's kinds", async () => {
      const rows = await db.sql<{ id: string }[]>`
        SELECT id FROM source_kinds ORDER BY id`;
      assert.deepEqual(
        rows.map((r) => r.id),
        [...SOURCE_KINDS].sort(),
        "add the kind to migrations as INSERT INTO source_kinds (docs/CONVENTIONS.md)",
      );
    });

    await t.step(
      "sources.kind references source_kinds, with no CHECK list",
      async () => {
        const refs = await db.sql<{ name: string }[]>`
        SELECT c.conrelid::regclass::text || '.' || a.attname AS name
        FROM pg_constraint c
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND c.confrelid = 'source_kinds'::regclass
        ORDER BY 1`;
        assert.deepEqual(refs.map((r) => r.name), ["sources.kind"]);
        const checks = await db.sql<{ name: string }[]>`
        SELECT conname AS name FROM pg_constraint
        WHERE contype = 'c' AND pg_get_constraintdef(oid) LIKE '%woocommerce%'`;
        assert.deepEqual(checks.map((r) => r.name), []);
      },
    );

    await t.step("a kind outside the table is refused", async () => {
      await assert.rejects(
        db.sql`INSERT INTO sources (name, kind, secret, currency)
               VALUES ('Nope', 'magento', 'secret-secret-secret', 'PKR')`,
        (e: { code?: string; constraint_name?: string }) =>
          e.code === "23503" && e.constraint_name === "sources_kind_fkey",
      );
    });
  },
);
