/** The database's payout_types equals the domain's PAYOUT_TYPES, and every payout or revenue type column references it. */
import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import { PAYOUT_TYPES } from "../../domain/offers/goal.ts";

forEachDatabase(
  "payout types: the database accepts exactly the domain's payout types",
  async (t, db) => {
    await t.step("payout_types holds the domain's types", async () => {
      const rows = await db.sql<{ id: string }[]>`
        SELECT id FROM payout_types ORDER BY id`;
      assert.deepEqual(
        rows.map((r) => r.id),
        [...PAYOUT_TYPES].sort(),
        "add the type to migrations as INSERT INTO payout_types (docs/CONVENTIONS.md)",
      );
    });

    await t.step(
      "each payout and revenue type column references payout_types, with no CHECK list",
      async () => {
        const refs = await db.sql<{ name: string }[]>`
          SELECT c.conrelid::regclass::text || '.' || a.attname AS name
          FROM pg_constraint c
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
          WHERE c.contype = 'f' AND c.confrelid = 'payout_types'::regclass
          ORDER BY 1`;
        assert.deepEqual(refs.map((r) => r.name), [
          "offer_goals.payout_type",
          "offer_goals.revenue_type",
          "payout_rules.payout_type",
        ]);
        const checks = await db.sql<{ name: string }[]>`
          SELECT conname AS name FROM pg_constraint
          WHERE contype = 'c' AND pg_get_constraintdef(oid) LIKE '%''flat''%'`;
        assert.deepEqual(checks.map((r) => r.name), []);
      },
    );

    await t.step("a type outside the table is refused", async () => {
      await assert.rejects(
        db.sql`INSERT INTO payout_rules (goal, payout_type, payout_value, starts_at)
               VALUES ('sale', 'tiered', 100, now())`,
        (e: { code?: string; constraint_name?: string }) =>
          e.code === "23503" &&
          e.constraint_name === "payout_rules_payout_type_fkey",
      );
    });
  },
);
