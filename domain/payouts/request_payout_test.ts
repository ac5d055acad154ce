import assert from "node:assert/strict";
import { createPayoutTestWorld } from "../../adapters/postgres/test_payout_world.ts";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";
import { requestPayout } from "./request_payout.ts";

const test = databaseSuite("payouts: requestPayout");

const body = {
  amount: "25.50",
  productId: 1,
  method: "easypaisa",
  accountName: "Ali Khan",
  accountNumber: "+92 345 1234567",
};

test("requestPayout reserves the amount at once", async ({ sql }) => {
  const world = await createPayoutTestWorld(sql);
  await world.earn(1, 10_000);
  const result = await requestPayout(world, {
    userId: 1,
    idempotencyKey: null,
    body,
  });
  assert.ok(result.ok);
  assert.equal(result.value.payout.status, "pending");
  assert.equal(result.value.payout.amount, 2_550);
  assert.equal(result.value.payout.accountNumber, "03451234567");
  assert.equal(result.value.payout.productTitle, "Course");
  assert.equal(
    await world.ledger.availableBalance(1, "2026-01-15"),
    10_000 - 2_550,
  );
  const reserved = (await world.ledgerEntries()).filter((e) =>
    e.kind === "payout_reserved"
  );
  assert.deepEqual(reserved.map((e) => [e.amount, e.availableOn, e.sourceId]), [
    [-2_550, "2026-01-15", result.value.payout.id],
  ]);
});

test("requestPayout refuses more than the available balance with the spec message", async ({ sql }) => {
  const world = await createPayoutTestWorld(sql);
  await world.earn(1, 2_000);
  await world.earn(1, 50_000, "2026-02-14");
  const result = await requestPayout(world, {
    userId: 1,
    idempotencyKey: null,
    body: { ...body, amount: 20.01 },
  });
  assert.deepEqual(result, {
    ok: false,
    error: {
      code: "INSUFFICIENT_BALANCE",
      message: "Insufficient balance. Available: 20.00",
      available: 2_000,
    },
  });
  assert.equal((await world.payouts.list(null)).length, 0);
  // Exactly the balance is fine.
  assert.ok(
    (await requestPayout(world, {
      userId: 1,
      idempotencyKey: null,
      body: { ...body, amount: 20 },
    })).ok,
  );
});

test("requestPayout: earnings on hold become payable on their date", async ({ sql }) => {
  const world = await createPayoutTestWorld(sql);
  await world.earn(1, 5_000, "2026-01-16");
  const before = await requestPayout(world, {
    userId: 1,
    idempotencyKey: null,
    body: { ...body, amount: 10 },
  });
  assert.equal(before.ok, false);
  assert.equal(
    !before.ok && before.error.message,
    "Insufficient balance. Available: 0.00",
  );
  world.clock.set(new Date("2026-01-15T19:00:00Z")); // 00:00 on the 16th in Karachi
  assert.ok(
    (await requestPayout(world, {
      userId: 1,
      idempotencyKey: null,
      body: { ...body, amount: 10 },
    })).ok,
  );
});

test("requestPayout: the same Idempotency-Key counts once; with another body it is refused", async ({ sql }) => {
  const world = await createPayoutTestWorld(sql);
  await world.earn(1, 10_000);
  const first = await requestPayout(world, {
    userId: 1,
    idempotencyKey: "k-1",
    body,
  });
  const again = await requestPayout(world, {
    userId: 1,
    idempotencyKey: "k-1",
    body: { ...body, accountNumber: "03451234567" },
  });
  assert.ok(first.ok && again.ok);
  assert.equal(again.value.replayed, true);
  assert.equal(again.value.payout.id, first.value.payout.id);
  assert.equal((await world.payouts.list(null)).length, 1);
  const other = await requestPayout(world, {
    userId: 1,
    idempotencyKey: "k-1",
    body: { ...body, amount: 30 },
  });
  assert.equal(!other.ok && other.error.code, "IDEMPOTENCY_KEY_REUSED");
  // Keys are per user: another user's same key is a new request.
  await world.earn(2, 10_000);
  const sara = await requestPayout(world, {
    userId: 2,
    idempotencyKey: "k-1",
    body,
  });
  assert.ok(sara.ok && !sara.value.replayed);
});

test("requestPayout: an unknown product and broken rules are refused before anything is written", async ({ sql }) => {
  const world = await createPayoutTestWorld(sql);
  await world.earn(1, 10_000);
  const product = await requestPayout(world, {
    userId: 1,
    idempotencyKey: null,
    body: { ...body, productId: 77 },
  });
  assert.equal(!product.ok && product.error.code, "PRODUCT_NOT_FOUND");
  const rule = await requestPayout(world, {
    userId: 1,
    idempotencyKey: null,
    body: { ...body, accountName: "" },
  });
  assert.equal(
    !rule.ok && rule.error.message,
    "Please add Account Name for JazzCash/EasyPaisa.",
  );
  assert.equal((await world.ledgerEntries()).length, 1);
});

test("requestPayout: without the setting no product is needed; with it, the spec's message at the product", async ({ sql }) => {
  const world = await createPayoutTestWorld(sql);
  await world.earn(1, 10_000);
  const { productId: _, ...noProduct } = body;
  const free = await requestPayout(world, {
    userId: 1,
    idempotencyKey: "k-free",
    body: noProduct,
  });
  assert.ok(free.ok);
  assert.equal(free.value.payout.productId, null);
  assert.equal(free.value.payout.productTitle, null);
  const reserved = (await world.ledgerEntries()).filter((e) =>
    e.kind === "payout_reserved"
  );
  assert.deepEqual(reserved.map((e) => [e.productId, e.amount]), [
    [null, -2_550],
  ]);

  await sql`UPDATE payout_settings SET payout_requires_product = true`;
  const refused = await requestPayout(world, {
    userId: 1,
    idempotencyKey: null,
    body: { ...noProduct, amount: "not a number" },
  });
  assert.deepEqual(refused, {
    ok: false,
    error: {
      code: "VALIDATION_ERROR",
      message: "All fields are required",
      field: "productId",
    },
  });
  // Accepted before the switch: its retry still replays, and counts once.
  const replay = await requestPayout(world, {
    userId: 1,
    idempotencyKey: "k-free",
    body: noProduct,
  });
  assert.ok(replay.ok && replay.value.replayed);
  assert.equal(replay.value.payout.id, free.value.payout.id);
  const named = await requestPayout(world, {
    userId: 1,
    idempotencyKey: null,
    body,
  });
  assert.ok(named.ok && named.value.payout.productTitle === "Course");
  assert.equal((await world.payouts.list(null)).length, 2);
});
