import assert from "node:assert/strict";
import { createInMemoryTrackingStore } from "../../adapters/memory/tracking_store.ts";
import { createInMemoryProductRepository } from "../../adapters/memory/product_repository.ts";
import { createInMemoryAffiliateLinkRepository } from "../../adapters/memory/affiliate_link_repository.ts";
import { createInMemoryStatsRepository } from "../../adapters/memory/stats_repository.ts";
import { createInMemoryLedgerRepository } from "../../adapters/memory/ledger_repository.ts";
import { createInMemoryAuditRepository } from "../../adapters/memory/audit_repository.ts";
import { createInMemoryUnitOfWork } from "../../adapters/memory/unit_of_work.ts";
import { addStatEntry } from "./add_stat_entry.ts";

function setup() {
  const store = createInMemoryTrackingStore([{
    id: 2,
    name: "Ali",
    email: "ali@x.pk",
    role: "user",
  }]);
  store.products.push({
    id: 1,
    title: "Course",
    description: "D",
    commissionBp: 5000,
    refundPolicy: "30_day_guarantee",
    image: null,
    deleted: false,
  });
  const ledger = createInMemoryLedgerRepository();
  const audit = createInMemoryAuditRepository();
  const stats = createInMemoryStatsRepository(store);
  const uow = createInMemoryUnitOfWork({
    stats,
    ledger,
    audit,
    links: createInMemoryAffiliateLinkRepository(store),
    products: createInMemoryProductRepository(store),
  });
  return { store, ledger, audit, stats, uow };
}

Deno.test("addStatEntry adds to the day's figures, earnings to the ledger after the hold, audited", async () => {
  const { ledger, audit, stats, uow } = setup();
  const input = { adminId: 1, userId: "2", productId: "1", date: "2025-05-01" };
  const r = await addStatEntry({ uow }, {
    ...input,
    clicks: "10",
    sales: "",
    earnings: "12.5",
  });
  assert.deepEqual(r, { ok: true, value: { id: 1 } });
  await addStatEntry({ uow }, { ...input, clicks: 5, sales: 2 });
  assert.deepEqual(
    await stats.totals(2, { startDate: "2025-05-01", endDate: "2025-05-01" }),
    {
      clicks: 15,
      sales: 2,
      earnings: 1250,
    },
  );
  assert.deepEqual(
    ledger.entries().map((
      e,
    ) => [e.kind, e.amount, e.availableOn, e.sourceType, e.sourceId]),
    [
      ["earning", 1250, "2025-05-31", "manual_stat", 1],
    ],
  );
  assert.deepEqual(audit.entries.map((e) => e.action), [
    "Add Stat",
    "Add Stat",
  ]);
});

Deno.test("addStatEntry validates its fields", async () => {
  const { uow, audit } = setup();
  const base = { adminId: 1, userId: 2, productId: 1, date: "2025-05-01" };
  const cases: [Record<string, unknown>, string][] = [
    [{ ...base, date: "" }, "User, product and date are required."],
    [{ ...base, userId: "" }, "User, product and date are required."],
    [{ ...base, date: "01/05/2025" }, "Date must be in YYYY-MM-DD format."],
    [{ ...base, clicks: -1 }, "Clicks must be a whole number of at least 0."],
    [{ ...base, sales: 1.5 }, "Sales must be a whole number of at least 0."],
    [
      { ...base, earnings: "-2" },
      "Earnings must be an amount of at least 0 with at most 2 decimals.",
    ],
    [{ ...base, userId: 99 }, "User not found."],
    [{ ...base, productId: 99 }, "Product not found."],
  ];
  for (const [body, message] of cases) {
    const r = await addStatEntry({ uow }, body as never);
    assert.equal(!r.ok && r.error.message, message);
  }
  assert.equal(audit.entries.length, 0);
});
