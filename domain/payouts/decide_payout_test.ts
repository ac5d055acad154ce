import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { createPayoutTestWorld } from "../../adapters/postgres/test_payout_world.ts";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";
import { money } from "../shared/money.ts";
import { requestPayout } from "./request_payout.ts";
import { payPayout } from "./pay_payout.ts";
import { rejectPayout } from "./reject_payout.ts";
import { getPayoutInvoice } from "./get_payout_invoice.ts";
import { getPayoutBalance } from "./get_payout_balance.ts";

const test = databaseSuite("payouts: pay and reject");

const body = {
  amount: 40,
  productId: 1,
  accountName: "Ali <b>Khan</b>",
  accountNumber: "03001234567",
};

async function worldWithRequest(sql: Sql) {
  const world = await createPayoutTestWorld(sql);
  await world.earn(1, 10_000);
  const requested = await requestPayout(world, {
    userId: 1,
    idempotencyKey: null,
    body,
  });
  assert.ok(requested.ok);
  world.clock.advance(3_600_000);
  return { world, payout: requested.value.payout };
}

test("payPayout: paid with the transaction id, ledger, invoice, audit row and email", async ({ sql }) => {
  const { world, payout } = await worldWithRequest(sql);
  const result = await payPayout(world, {
    adminId: 9,
    payoutId: payout.id,
    transactionId: " TX-991 ",
  });
  assert.ok(result.ok);
  assert.equal(result.value.status, "paid");
  assert.equal(result.value.transactionId, "TX-991");
  const kinds = (await world.ledgerEntries()).filter((e) =>
    e.sourceType === "payout"
  )
    .map((e) => [e.kind, e.amount]);
  assert.deepEqual(kinds, [["payout_reserved", -4_000], [
    "payout_released",
    4_000,
  ], ["payout_paid", -4_000]]);
  const balance = await getPayoutBalance(world, 1);
  assert.equal(balance.available, 6_000);
  assert.equal(balance.totalPaid, 4_000);
  assert.equal(balance.reserved, 0);
  assert.deepEqual(
    (await world.auditEntries()).map((e) => [e.adminId, e.action]),
    [[
      9,
      "Payout Paid",
    ]],
  );
  assert.match((await world.auditEntries())[0].details, /TX-991/);
  assert.deepEqual(world.notices.map((n) => [n.kind, n.payout.id]), [[
    "paid",
    payout.id,
  ]]);

  const invoice = await getPayoutInvoice(
    world,
    { userId: 1, role: "user" },
    payout.id,
  );
  assert.ok(invoice.ok);
  assert.equal(
    invoice.value.invoiceNumber,
    `KAM-20260115-${String(payout.id).padStart(6, "0")}`,
  );
  assert.match(invoice.value.html, /Ali &lt;b&gt;Khan&lt;\/b&gt;/);
  assert.match(invoice.value.html, /\$40\.00/);
  assert.doesNotMatch(invoice.value.html, /<b>Khan/);
  const stranger = await getPayoutInvoice(
    world,
    { userId: 2, role: "user" },
    payout.id,
  );
  assert.equal(!stranger.ok && stranger.error.code, "NOT_FOUND");
  assert.ok(
    (await getPayoutInvoice(world, { userId: 9, role: "admin" }, payout.id)).ok,
  );
});

test("payPayout: an empty transaction id is refused and paying twice is a conflict", async ({ sql }) => {
  const { world, payout } = await worldWithRequest(sql);
  const empty = await payPayout(world, {
    adminId: 9,
    payoutId: payout.id,
    transactionId: "  ",
  });
  assert.equal(!empty.ok && empty.error.message, "Transaction ID is required.");
  assert.ok(
    (await payPayout(world, {
      adminId: 9,
      payoutId: payout.id,
      transactionId: "T1",
    })).ok,
  );
  const twice = await payPayout(world, {
    adminId: 9,
    payoutId: payout.id,
    transactionId: "T2",
  });
  assert.deepEqual(!twice.ok && twice.error, {
    code: "PAYOUT_ALREADY_DECIDED",
    message: "This payout has already been paid.",
  });
  const reject = await rejectPayout(world, {
    adminId: 9,
    payoutId: payout.id,
    rejectionReason: "late",
  });
  assert.equal(!reject.ok && reject.error.code, "PAYOUT_ALREADY_DECIDED");
  assert.equal((await world.auditEntries()).length, 1);
  const missing = await payPayout(world, {
    adminId: 9,
    payoutId: 999,
    transactionId: "T",
  });
  assert.equal(!missing.ok && missing.error.code, "NOT_FOUND");
});

test("payPayout: a refund after the request can leave the balance short of the payout", async ({ sql }) => {
  const { world, payout } = await worldWithRequest(sql);
  await world.ledger.append({
    userId: 1,
    productId: 1,
    kind: "earning_reversal",
    amount: money(-7_000),
    availableOn: "2026-01-15",
    sourceType: "sale",
    sourceId: 1,
  });
  const result = await payPayout(world, {
    adminId: 9,
    payoutId: payout.id,
    transactionId: "T1",
  });
  assert.deepEqual(!result.ok && result.error, {
    code: "PAYOUT_NOT_COVERED",
    message: "User has insufficient balance ($30.00) for this payout ($40.00)",
    balance: 3_000,
    amount: 4_000,
  });
  assert.equal((await world.payouts.list(null))[0].status, "pending");
});

test("rejectPayout: releases the reservation, keeps the reason, audits and emails", async ({ sql }) => {
  const { world, payout } = await worldWithRequest(sql);
  assert.equal(await world.ledger.availableBalance(1, "2026-01-15"), 6_000);
  const result = await rejectPayout(world, {
    adminId: 9,
    payoutId: payout.id,
    rejectionReason: " Wrong number ",
  });
  assert.ok(result.ok);
  assert.equal(result.value.rejectionReason, "Wrong number");
  assert.equal(await world.ledger.availableBalance(1, "2026-01-15"), 10_000);
  assert.deepEqual((await world.auditEntries()).map((e) => e.action), [
    "Reject Payout",
  ]);
  assert.match((await world.auditEntries())[0].details, /Wrong number/);
  assert.deepEqual(world.notices.map((n) => n.kind), ["rejected"]);
  const twice = await rejectPayout(world, {
    adminId: 9,
    payoutId: payout.id,
    rejectionReason: "",
  });
  assert.equal(
    !twice.ok && twice.error.message,
    "This payout has already been rejected.",
  );
  const invoice = await getPayoutInvoice(
    world,
    { userId: 1, role: "user" },
    payout.id,
  );
  assert.equal(invoice.ok, false);
});

test("rejectPayout: no reason is stored as none", async ({ sql }) => {
  const { world, payout } = await worldWithRequest(sql);
  const result = await rejectPayout(world, {
    adminId: 9,
    payoutId: payout.id,
    rejectionReason: undefined,
  });
  assert.ok(result.ok);
  assert.equal(result.value.rejectionReason, null);
});
