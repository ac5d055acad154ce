import assert from "node:assert/strict";
import { commissionBasis, parseCommissionBase } from "./commission_base.ts";

Deno.test("parseCommissionBase: sale by default, sale or payout, nothing else", () => {
  assert.deepEqual(parseCommissionBase(undefined), { ok: true, value: "sale" });
  assert.deepEqual(parseCommissionBase("payout"), {
    ok: true,
    value: "payout",
  });
  assert.equal(parseCommissionBase("Payout").ok, false);
  assert.equal(parseCommissionBase(1).ok, false);
});

Deno.test("commissionBasis: sale pays on the amount, payout on the payout, which it then requires", () => {
  const sale = { amountMinor: 10_000, payoutMinor: 800 };
  assert.deepEqual(commissionBasis(sale, "sale"), { ok: true, value: 10_000 });
  assert.deepEqual(commissionBasis(sale, "payout"), { ok: true, value: 800 });
  assert.deepEqual(commissionBasis({ amountMinor: 10_000 }, "sale"), {
    ok: true,
    value: 10_000,
  });
  assert.equal(commissionBasis({ amountMinor: 10_000 }, "payout").ok, false);
});
