import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import {
  PAYOUT_METHOD_TABLE,
  PAYOUT_RAIL_KINDS,
} from "../../domain/payouts/payout_methods.ts";

forEachDatabase(
  "payout methods: the database accepts exactly the domain's method table",
  async (t, db) => {
    await t.step("payout_methods holds the table's ids and kinds", async () => {
      const rows = await db.sql<{ id: string; kind: string }[]>`
        SELECT id, kind FROM payout_methods ORDER BY id`;
      const domain = PAYOUT_METHOD_TABLE.map((m) => ({
        id: m.id,
        kind: m.kind,
      }))
        .sort((a, b) => a.id.localeCompare(b.id));
      assert.deepEqual(
        rows.map((r) => ({ id: r.id, kind: r.kind })),
        domain,
        "add the method to migrations as INSERT INTO payout_methods (docs/CONVENTIONS.md)",
      );
    });

    await t.step(
      "every column holding a method references payout_methods",
      async () => {
        const refs = await db.sql<{ name: string }[]>`
          SELECT c.conrelid::regclass::text || '.' || a.attname AS name
          FROM pg_constraint c
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
          WHERE c.contype = 'f' AND c.confrelid = 'payout_methods'::regclass
          ORDER BY 1`;
        assert.deepEqual(refs.map((r) => r.name), [
          "payout_accounts.method",
          "payout_batches.rail",
          "payouts.method",
        ]);
      },
    );

    await t.step(
      "payout_rail_kinds holds the rail kinds, and the kind columns reference it",
      async () => {
        const rows = await db.sql<{ id: string }[]>`
          SELECT id FROM payout_rail_kinds ORDER BY id`;
        assert.deepEqual(
          rows.map((r) => r.id),
          [...PAYOUT_RAIL_KINDS].sort(),
          "add the rail kind to migrations as INSERT INTO payout_rail_kinds (docs/CONVENTIONS.md)",
        );
        const refs = await db.sql<{ name: string }[]>`
          SELECT c.conrelid::regclass::text || '.' || a.attname AS name
          FROM pg_constraint c
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
          WHERE c.contype = 'f' AND c.confrelid = 'payout_rail_kinds'::regclass
          ORDER BY 1`;
        assert.deepEqual(refs.map((r) => r.name), [
          "payout_file_layouts.kind",
          "payout_methods.kind",
        ]);
      },
    );

    await t.step(
      "no CHECK constraint lists methods or rail kinds any more",
      async () => {
        const checks = await db.sql<{ name: string }[]>`
        SELECT conname AS name FROM pg_constraint
        WHERE contype = 'c' AND (pg_get_constraintdef(oid) LIKE '%jazzcash%'
          OR pg_get_constraintdef(oid) LIKE '%''bank''%')`;
        assert.deepEqual(checks.map((r) => r.name), []);
      },
    );

    await t.step("a method outside the table is refused", async () => {
      await assert.rejects(
        db.sql.begin(async (tx) => {
          // No admin exists here: lift the admin reference for this rolled-back transaction only.
          await tx`ALTER TABLE payout_batches DROP CONSTRAINT payout_batches_created_by_fkey`;
          await tx`
            INSERT INTO payout_batches (rail, reference, payout_count, total_minor, created_by)
            VALUES ('binance', 'B-TEST', 1, 100, 1)`;
        }),
        (e: { code?: string; constraint_name?: string }) =>
          e.code === "23503" &&
          e.constraint_name === "payout_batches_rail_fkey",
      );
    });
  },
);
