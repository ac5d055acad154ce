import assert from "node:assert/strict";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";
import {
  auditRows,
  insertUser,
} from "../../adapters/postgres/test_fixtures.ts";
import { createPostgresUnitOfWork } from "../../adapters/postgres/unit_of_work.ts";
import { createPostgresCommissionRepository } from "../../adapters/postgres/commission_repository.ts";
import { createPostgresAuditRepository } from "../../adapters/postgres/audit_repository.ts";
import { createPostgresPayoutRuleRepository } from "../../adapters/postgres/payout_rule_repository.ts";
import { createFixedClock } from "../shared/clock.ts";
import {
  COMMISSION_RANGE_MESSAGE,
  updateCommission,
} from "./update_commission.ts";

const test = databaseSuite("commission: updateCommission");

test("updateCommission stores 0-100 in basis points and audits; refuses other values", async ({ sql }) => {
  const adminId = await insertUser(sql, { email: "a@k.test", role: "admin" });
  const uow = createPostgresUnitOfWork(sql, (tx) => ({
    commission: createPostgresCommissionRepository(tx),
    rules: createPostgresPayoutRuleRepository(tx),
    audit: createPostgresAuditRepository(tx),
  }));
  const clock = createFixedClock(new Date("2026-05-01T10:00:00Z"));
  const storedBp = () => createPostgresCommissionRepository(sql).getGlobalBp();
  assert.deepEqual(
    await updateCommission({ uow, clock }, {
      adminId,
      globalCommissionPercent: 37.5,
    }),
    {
      ok: true,
      value: { globalCommissionPercent: 37.5 },
    },
  );
  assert.equal(await storedBp(), 3750);
  assert.equal((await auditRows(sql))[0].action, "Update Commission");
  assert.equal(
    (await auditRows(sql))[0].details,
    "Global commission 50% → 37.5%",
  );
  for (const bad of [-1, 100.01, "abc", "", null, undefined]) {
    const r = await updateCommission({ uow, clock }, {
      adminId,
      globalCommissionPercent: bad,
    });
    assert.deepEqual(r, {
      ok: false,
      error: { code: "VALIDATION_ERROR", message: COMMISSION_RANGE_MESSAGE },
    });
  }
  assert.equal(await storedBp(), 3750);
  assert.equal((await auditRows(sql)).length, 1);
  // The change appended a global rule from now; the first global rule stays (history is never rewritten).
  const globals = await sql<{ payout_value: number; starts_at: Date }[]>`
    SELECT payout_value, starts_at FROM payout_rules WHERE product_id IS NULL ORDER BY id`;
  assert.deepEqual(
    globals.map((
      r,
    ) => [Number(r.payout_value), new Date(r.starts_at).toISOString()]),
    [[5000, "2000-01-01T00:00:00.000Z"], [3750, "2026-05-01T10:00:00.000Z"]],
  );
});
