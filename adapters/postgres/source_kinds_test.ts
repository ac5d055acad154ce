import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import { SOURCE_KINDS } from "../../domain/sources/source_kinds.ts";

forEachDatabase(
  "source kinds: the database accepts exactly the domain's source kinds",
  async (t, db) => {
    await t.step("sources.kind's CHECK lists the table's kinds", async () => {
      const [row] = await db.sql<{ def: string }[]>`
        SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE conrelid = 'sources'::regclass AND conname = 'sources_kind_check'`;
      assert.ok(row, "sources_kind_check exists");
      const accepted = [...row.def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
      assert.deepEqual(
        accepted.sort(),
        [...SOURCE_KINDS].sort(),
        "widen sources_kind_check in a migration (docs/CONVENTIONS.md)",
      );
    });
  },
);
