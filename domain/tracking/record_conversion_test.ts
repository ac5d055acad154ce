import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";
import {
  dailyStat,
  insertLink,
  insertProduct,
  insertUser,
  ledgerRows,
} from "../../adapters/postgres/test_fixtures.ts";
import { createPostgresUnitOfWork } from "../../adapters/postgres/unit_of_work.ts";
import { createPostgresConversionRepository } from "../../adapters/postgres/conversion_repository.ts";
import { createClickIdCodec } from "../../adapters/tracking/click_id.ts";
import { createPostgresStatsRepository } from "../../adapters/postgres/stats_repository.ts";
import { createPostgresLedgerRepository } from "../../adapters/postgres/ledger_repository.ts";
import { createPostgresRiskRepository } from "../../adapters/postgres/risk_repository.ts";
import { createPostgresClickStore } from "../../adapters/postgres/click_store.ts";
import { createFixedClock } from "../shared/clock.ts";
import { createPostgresOfferTermsLookup } from "../../adapters/postgres/offer_terms_lookup.ts";
import { createPostgresOfferConversionRepository } from "../../adapters/postgres/offer_conversion_repository.ts";
import { createPostgresCapUsageRepository } from "../../adapters/postgres/cap_usage_repository.ts";
import { createPostgresMarginRepository } from "../../adapters/postgres/margin_repository.ts";
import { createPostgresEventOutbox } from "../../adapters/postgres/event_outbox.ts";
import { recordConversion } from "./record_conversion.ts";

const test = databaseSuite("tracking: recordConversion");

// Ali (user 2) has link 1 "abc" to product 1 at 50% commission.
async function setup(sql: Sql, refundPolicy: "none" | "30_day_guarantee") {
  await insertUser(sql, { id: 2, name: "Ali", email: "ali@x.pk" });
  await insertProduct(sql, {
    id: 1,
    title: "Course",
    description: "D",
    commissionBp: 5000,
    refundHoldDays: refundPolicy === "none" ? 0 : 30,
  });
  await insertLink(sql, {
    id: 1,
    userId: 2,
    productId: 1,
    destinationUrl: "https://shop.pk",
    code: "abc",
  });
  // 19:30 UTC is already the next day in Karachi.
  const clock = createFixedClock(new Date("2025-03-10T19:30:00Z"));
  const uow = createPostgresUnitOfWork(sql, (tx) => ({
    conversions: createPostgresConversionRepository(
      tx,
      createClickIdCodec("test"),
    ),
    stats: createPostgresStatsRepository(tx),
    ledger: createPostgresLedgerRepository(tx),
    risk: createPostgresRiskRepository(tx),
    offerTerms: createPostgresOfferTermsLookup(tx),
    offerConversions: createPostgresOfferConversionRepository(tx),
    capUsage: createPostgresCapUsageRepository(tx),
    margin: createPostgresMarginRepository(tx),
    outbox: createPostgresEventOutbox(tx),
  }));
  return { deps: { uow, clock } };
}

test("a sale by click id earns commission, held for the product's guarantee, counted once per order", async ({ sql }) => {
  const { deps } = await setup(sql, "30_day_guarantee");
  await createPostgresClickStore(sql).save([
    {
      clickId: "c1",
      linkId: 1,
      userId: 2,
      productId: 1,
      visitorHash: "h",
      clickedAt: new Date("2025-03-10T19:00:00Z"),
    },
  ]);
  const body = { clickId: "c1", orderId: "o-1", amount: 100.5, status: "sale" };
  const first = await recordConversion(deps, body);
  assert.ok(first.ok && first.value.created);
  assert.equal(first.value.conversion.earnings, 5025);
  assert.equal(first.value.conversion.statDate, "2025-03-11");
  const repeat = await recordConversion(deps, body);
  assert.ok(repeat.ok && !repeat.value.created);
  assert.deepEqual(repeat.value.conversion, first.value.conversion);
  assert.deepEqual(await ledgerRows(sql), [{
    userId: 2,
    productId: 1,
    kind: "earning",
    amount: 5025,
    availableOn: "2025-04-10",
    sourceType: "sale",
    sourceId: first.value.conversion.id,
  }]);
  assert.deepEqual(await dailyStat(sql, 2, 1, "2025-03-11"), {
    userId: 2,
    productId: 1,
    date: "2025-03-11",
    clicks: 1,
    sales: 1,
    earnings: 5025,
  });
});

test("a refund reverses the sale's earnings with the same available date, once", async ({ sql }) => {
  const { deps } = await setup(sql, "none");
  const sale = await recordConversion(deps, {
    linkCode: "abc",
    orderId: "o-2",
    amount: "40.00",
    status: "sale",
  });
  assert.ok(sale.ok);
  const refund = await recordConversion(deps, {
    linkCode: "abc",
    orderId: "o-2",
    amount: "40.00",
    status: "refund",
  });
  assert.ok(refund.ok && refund.value.created);
  await recordConversion(deps, {
    linkCode: "abc",
    orderId: "o-2",
    amount: "40.00",
    status: "refund",
  });
  const rows = await ledgerRows(sql);
  assert.deepEqual(rows.map((r) => [r.kind, r.amount, r.availableOn]), [
    ["earning", 2000, "2025-03-11"],
    ["earning_reversal", -2000, "2025-03-11"],
  ]);
  assert.deepEqual((await dailyStat(sql, 2, 1, "2025-03-11"))?.sales, 0);
  assert.deepEqual((await dailyStat(sql, 2, 1, "2025-03-11"))?.earnings, 0);
});

test("conversions are validated and need a known click, code or sale", async ({ sql }) => {
  const { deps } = await setup(sql, "none");
  const cases: [Record<string, unknown>, string][] = [
    [
      { orderId: "o", amount: 1, status: "sale" },
      "One of clickId or linkCode is required.",
    ],
    [
      { linkCode: "abc", amount: 1, status: "sale" },
      "orderId is required (at most 200 characters).",
    ],
    [
      { linkCode: "abc", orderId: "o", amount: 1, status: "paid" },
      "status must be sale or refund.",
    ],
    [
      { linkCode: "abc", orderId: "o", amount: 1.234, status: "sale" },
      "amount must be a number of at least 0 with at most 2 decimals.",
    ],
    [
      { linkCode: "zzz", orderId: "o", amount: 1, status: "sale" },
      "Unknown linkCode.",
    ],
    [
      { clickId: "nope", orderId: "o", amount: 1, status: "sale" },
      "Unknown clickId.",
    ],
    [
      { linkCode: "abc", orderId: "o9", amount: 1, status: "refund" },
      "No sale found for this orderId.",
    ],
  ];
  for (const [body, message] of cases) {
    const r = await recordConversion(deps, body);
    assert.equal(r.ok, false, message);
    assert.equal(!r.ok && r.error.message, message);
  }
});
