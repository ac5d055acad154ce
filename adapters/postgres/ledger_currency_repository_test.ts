import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { databaseSuite } from "./test_databases.ts";
import { insertLink, insertProduct, insertUser } from "./test_fixtures.ts";
import { createPostgresLedgerCurrencyRepository } from "./ledger_currency_repository.ts";
import { testLedger } from "../http/test_ledger.ts";
import { money } from "../../domain/shared/money.ts";

const test = databaseSuite("ledger currency: the lock and the api source");

/** Admin 1, affiliate 2, product 1 with its link 1. */
async function people(sql: Sql) {
  await insertUser(sql, { id: 1, email: "admin@x.pk", role: "admin" });
  await insertUser(sql, { id: 2, name: "Ali", email: "ali@x.pk" });
  await insertProduct(sql, { id: 1, title: "Course", description: "D" });
  await insertLink(sql, {
    id: 1,
    userId: 2,
    productId: 1,
    destinationUrl: "https://shop.pk/course",
    code: "course1",
  });
}

test("no money: not locked, whatever else exists", async ({ sql }) => {
  await people(sql);
  // A manual stat of clicks and sales only records no money.
  await sql`
    INSERT INTO stat_entries (user_id, product_id, stat_date, clicks, sales, earnings_minor, admin_id)
    VALUES (2, 1, '2026-11-20', 5, 1, 0, 1)`;
  assert.equal(
    await createPostgresLedgerCurrencyRepository(sql).currencyLock(),
    null,
  );
});

test("manual earnings lock it", async ({ sql }) => {
  await people(sql);
  await sql`
    INSERT INTO stat_entries (user_id, product_id, stat_date, clicks, sales, earnings_minor, admin_id)
    VALUES (2, 1, '2026-11-20', 5, 1, 750, 1)`;
  assert.equal(
    await createPostgresLedgerCurrencyRepository(sql).currencyLock(),
    "manual_earnings",
  );
});

test("a recorded sale locks it: a source order, or a conversion", async ({ sql }) => {
  await people(sql);
  const repo = createPostgresLedgerCurrencyRepository(sql);
  await sql`
    INSERT INTO source_orders (source_id, order_id, user_id, product_id, status, sale_minor, earned_minor,
      refund_hold_days, sale_date)
    VALUES (1, '820982911946154508', 2, 1, 'pending', 1800, 180, 0, '2026-11-20')`;
  assert.equal(await repo.currencyLock(), "sales");
  await sql`DELETE FROM source_orders`;
  await sql`
    INSERT INTO conversions (order_id, status, link_id, user_id, product_id, amount_minor, commission_bp,
      sales_delta, earnings_minor, stat_date, available_on)
    VALUES ('A-1', 'sale', 1, 2, 1, 1800, 1000, 1, 180, '2026-11-20', '2026-11-20')`;
  assert.equal(await repo.currencyLock(), "sales");
});

test("a ledger entry locks it, and is the reason named first", async ({ sql }) => {
  await people(sql);
  await sql`
    INSERT INTO stat_entries (user_id, product_id, stat_date, clicks, sales, earnings_minor, admin_id)
    VALUES (2, 1, '2026-11-20', 0, 0, 750, 1)`;
  await testLedger({ sql }).append({
    userId: 2,
    productId: 1,
    kind: "earning",
    amount: money(750),
    availableOn: "2026-11-20",
    sourceType: "manual_stat",
    sourceId: 1,
  });
  assert.equal(
    await createPostgresLedgerCurrencyRepository(sql).currencyLock(),
    "ledger_entries",
  );
});

test("the api source follows the ledger currency; other sources keep theirs", async ({ sql }) => {
  await sql`
    INSERT INTO sources (id, name, kind, secret, currency) OVERRIDING SYSTEM VALUE
    VALUES (2, 'Shop', 'shopify', 'shpss_0123456789abcdef', 'USD')`;
  await createPostgresLedgerCurrencyRepository(sql).moveApiSource("PKR");
  const rows = await sql<{ kind: string; currency: string }[]>`
    SELECT kind, currency FROM sources ORDER BY id`;
  assert.deepEqual(rows.map((r) => [r.kind, r.currency]), [
    ["api", "PKR"],
    ["shopify", "USD"],
  ]);
});

test("migration 0037 gave a new install's api source the ledger currency (USD), not 0015's PKR", async ({ sql }) => {
  const [api] = await sql<{ currency: string }[]>`
    SELECT currency FROM sources WHERE kind = 'api'`;
  assert.equal(api.currency, "USD");
});
