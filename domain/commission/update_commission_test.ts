import assert from "node:assert/strict";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";
import {
  auditRows,
  insertUser,
} from "../../adapters/postgres/test_fixtures.ts";
import { createPostgresUnitOfWork } from "../../adapters/postgres/unit_of_work.ts";
import { createPostgresCommissionRepository } from "../../adapters/postgres/commission_repository.ts";
import { createPostgresAuditRepository } from "../../adapters/postgres/audit_repository.ts";
import {
  COMMISSION_RANGE_MESSAGE,
  updateCommission,
} from "./update_commission.ts";

const test = databaseSuite("commission: updateCommission");

test("updateCommission stores 0-100 in basis points and audits; refuses other values", async ({ sql }) => {
  const adminId = await insertUser(sql, { email: "a@k.test", role: "admin" });
  const uow = createPostgresUnitOfWork(sql, (tx) => ({
    commission: createPostgresCommissionRepository(tx),
    audit: createPostgresAuditRepository(tx),
  }));
  const storedBp = () => createPostgresCommissionRepository(sql).getGlobalBp();
  assert.deepEqual(
    await updateCommission({ uow }, {
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
    const r = await updateCommission({ uow }, {
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
});
