import assert from "node:assert/strict";
import { createInMemoryLedgerRepository } from "./ledger_repository.ts";
import { money } from "../../domain/shared/money.ts";

Deno.test("in-memory ledger: append refuses a repeated cause and sums per user", async () => {
  const ledger = createInMemoryLedgerRepository();
  const base = {
    productId: null,
    availableOn: "2026-01-01",
    sourceType: "sale" as const,
  };
  assert.equal(
    await ledger.append({
      ...base,
      userId: 1,
      kind: "earning",
      amount: money(500),
      sourceId: 1,
    }),
    true,
  );
  assert.equal(
    await ledger.append({
      ...base,
      userId: 1,
      kind: "earning",
      amount: money(500),
      sourceId: 1,
    }),
    false,
  );
  assert.equal(
    await ledger.append({
      ...base,
      userId: 2,
      kind: "earning",
      amount: money(900),
      sourceId: 2,
    }),
    true,
  );
  assert.equal(
    await ledger.append({
      ...base,
      userId: 1,
      kind: "earning",
      amount: money(300),
      sourceId: 3,
      availableOn: "2026-03-01",
    }),
    true,
  );
  assert.equal(await ledger.availableBalance(1, "2026-02-01"), 500);
  assert.equal(await ledger.availableBalance(2, "2026-02-01"), 900);
  const summary = await ledger.balanceSummary(1, "2026-02-01");
  assert.deepEqual(summary.pending, [{
    availableOn: "2026-03-01",
    amount: 300,
  }]);
  assert.equal(ledger.entries().length, 3);
});
