import assert from "node:assert/strict";
import { createInMemoryTrackingStore } from "../../adapters/memory/tracking_store.ts";
import { createInMemoryCommissionRepository } from "../../adapters/memory/commission_repository.ts";
import { createInMemoryAuditRepository } from "../../adapters/memory/audit_repository.ts";
import { createInMemoryUnitOfWork } from "../../adapters/memory/unit_of_work.ts";
import {
  COMMISSION_RANGE_MESSAGE,
  updateCommission,
} from "./update_commission.ts";

Deno.test("updateCommission stores 0-100 in basis points and audits; refuses other values", async () => {
  const store = createInMemoryTrackingStore();
  const audit = createInMemoryAuditRepository();
  const uow = createInMemoryUnitOfWork({
    commission: createInMemoryCommissionRepository(store),
    audit,
  });
  assert.deepEqual(
    await updateCommission({ uow }, {
      adminId: 1,
      globalCommissionPercent: 37.5,
    }),
    {
      ok: true,
      value: { globalCommissionPercent: 37.5 },
    },
  );
  assert.equal(store.globalCommissionBp, 3750);
  assert.equal(audit.entries[0].action, "Update Commission");
  assert.equal(audit.entries[0].details, "Global commission 50% → 37.5%");
  for (const bad of [-1, 100.01, "abc", "", null, undefined]) {
    const r = await updateCommission({ uow }, {
      adminId: 1,
      globalCommissionPercent: bad,
    });
    assert.deepEqual(r, {
      ok: false,
      error: { code: "VALIDATION_ERROR", message: COMMISSION_RANGE_MESSAGE },
    });
  }
  assert.equal(store.globalCommissionBp, 3750);
  assert.equal(audit.entries.length, 1);
});
