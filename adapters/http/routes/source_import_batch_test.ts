/**
 * Issue 32: an import applies a batch of rows with a few set-based statements (docs/sources.md "Imports in bulk").
 * The same file applied as one batch and row by row (each row its own batch and transaction) must give the same
 * report and the same writes: new sales, duplicates within the file and of an earlier import, a refund and an
 * approval of an order of the same batch, a reversal waiting for its sale, a payout cap and a conversions cap
 * crossed mid-batch, an unattributed row; the conversion.* events name the conversions' real ids.
 */
import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { setUpAffiliate } from "../test_affiliate.ts";
import { parseCsvFile } from "../../sources/csv_file.ts";
import { readImportRows } from "../../sources/csv_import.ts";
import { applyImportRows } from "../../../domain/sources/apply_import_rows.ts";
import type { ImportReport } from "../../../domain/sources/import_row.ts";

const MAPPING = {
  order_id: "Order ID",
  link_code: "Link",
  coupon_code: "Coupon",
  amount: "Amount",
  status: "Status",
  date: "Date",
  goal: "Goal",
};

/** The file, for the link `link` and the coupon `coupon` of one product. */
const file = (link: string, coupon: string) =>
  [
    "Order ID,Link,Coupon,Amount,Status,Date,Goal",
    `O-1,${link},,100.00,approved,2025-03-01,sale`,
    `O-2,,${coupon},100.00,pending,2025-03-01,sale`,
    // Past the payout cap of 120.00 a day: recorded over_cap, crediting nothing.
    `O-3,${link},,100.00,approved,2025-03-01,sale`,
    `O-1,,,20.00,refund,2025-03-05,sale`,
    // A reversal before its sale waits for it; the sale then applies it.
    `O-9,,,,rejected,2025-03-02,sale`,
    `O-9,${link},,80.00,approved,2025-03-02,sale`,
    `O-2,,${coupon},100.00,approved,2025-03-01,sale`,
    // Five leads of one day against a cap of three, then one of another day.
    ...[1, 2, 3, 4, 5].map((i) => `L-${i},${link},,,approved,2025-03-01,lead`),
    `L-6,${link},,,approved,2025-03-02,lead`,
    // The same sale again within the file, and a row nothing attributes.
    `O-1,${link},,100.00,approved,2025-03-01,sale`,
    `X-1,,,10.00,approved,2025-03-01,sale`,
  ].join("\n");

/** One product with its lead goal, rules and caps, Ali's link and coupon for it, and a source to import into. */
async function offer(
  app: TestApp,
  admin: { token: string },
  ali: { id: number },
  productId: number,
  link: string,
  n: number,
) {
  const sql = app.infra.sql;
  await sql`
    INSERT INTO offer_goals (product_id, goal, name, payout_type, payout_value, revenue_type, revenue_value)
    VALUES (${productId}, 'lead', 'Lead', 'flat', 1500, 'flat', 2000)`;
  await sql`
    INSERT INTO payout_rules (product_id, goal, payout_type, payout_value, starts_at)
    VALUES (${productId}, 'lead', 'flat', 1500, timestamptz '2000-01-01T00:00:00Z')`;
  await sql`
    INSERT INTO offer_caps (product_id, goal, period, unit, cap_limit)
    VALUES (${productId}, 'lead', 'day', 'conversions', 3),
           (${productId}, 'sale', 'day', 'payout', 12000)`;
  const coupon = `BATCH${n}`;
  const made = await app.json("/api/admin/coupons", {
    token: admin.token,
    body: { userId: ali.id, productId, code: coupon },
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const source = (await app.json("/api/admin/sources", {
    token: admin.token,
    body: { name: `Report ${n}`, kind: "postback" },
  })).body;
  return { productId, link, coupon, sourceId: source.id as number };
}

type Offer = Awaited<ReturnType<typeof offer>>;

/** Imports the offer's file into its source: all rows in one batch, or each row in a batch (transaction) of its own. */
async function importFile(
  app: TestApp,
  o: Offer,
  oneBatch: boolean,
): Promise<ImportReport> {
  const source = (await app.services.sources.reader.get(o.sourceId))!;
  const csv = parseCsvFile(new TextEncoder().encode(file(o.link, o.coupon)));
  assert.ok(csv.ok);
  const today = "2025-06-01";
  const rows = readImportRows(csv.value, MAPPING, source, today);
  assert.ok(rows.ok);
  const batches = oneBatch ? [rows.value] : rows.value.map((r) => [r]);
  const report: ImportReport = { rows: [], summary: {} };
  for (const batch of batches) {
    const part = await app.services.sources.deliveryUow.run((repos) =>
      applyImportRows(repos, {
        source,
        rows: batch,
        today,
        now: new Date("2025-06-01T10:00:00Z"),
      })
    );
    report.rows.push(...part.rows);
    for (const [k, v] of Object.entries(part.summary)) {
      const key = k as keyof ImportReport["summary"];
      report.summary[key] = (report.summary[key] ?? 0) + (v ?? 0);
    }
  }
  return report;
}

/** What an import wrote for one offer, without ids that differ between offers. */
async function written(app: TestApp, o: Offer) {
  const sql = app.infra.sql;
  const orders = await sql`
    SELECT order_id, goal, status, sale_minor::int, earned_minor::int, reversed_minor::int,
           refunded_minor::int, sale_date::text, available_on::text
    FROM source_orders WHERE source_id = ${o.sourceId} ORDER BY order_id, goal`;
  const conversions = await sql<
    { id: number; order_id: string; status: string }[]
  >`
    SELECT c.id::int, c.order_id, c.goal, c.status, c.earning_minor::int, c.reversed_minor::int,
           c.revenue_minor::int, c.stat_date::text, k.period, k.unit
    FROM offer_conversions c LEFT JOIN offer_caps k ON k.id = c.cap_id
    WHERE c.source_id = ${o.sourceId} ORDER BY c.order_id, c.goal`;
  const usage = await sql`
    SELECT k.goal, k.unit, u.period_start::text, u.used::int
    FROM offer_cap_usage u JOIN offer_caps k ON k.id = u.cap_id
    WHERE k.product_id = ${o.productId} AND u.used > 0 ORDER BY k.goal, u.period_start`;
  const ledger = await sql`
    SELECT e.kind, e.amount_minor::int, e.available_on::text, s.key
    FROM ledger_entries e JOIN source_keys s ON s.id = e.source_id
    WHERE e.source_type = 'source_step' AND e.product_id = ${o.productId} ORDER BY e.id`;
  const stats = await sql`
    SELECT stat_date::text, sales::int, earnings_minor::int FROM daily_stats
    WHERE product_id = ${o.productId} ORDER BY stat_date`;
  const margin = await sql`
    SELECT stat_date::text, goal, conversions::int, revenue_minor::int, payout_minor::int FROM margin_daily
    WHERE product_id = ${o.productId} ORDER BY stat_date, goal`;
  const events = await sql<
    { type: string; id: number; order_id: string; status: string }[]
  >`
    SELECT type, (data->>'id')::int AS id, data->>'orderId' AS order_id, data->>'status' AS status
    FROM outbox_events WHERE product_id = ${o.productId} AND type LIKE 'conversion.%'
    ORDER BY created_at, id`;
  // Every event names its conversion's real id.
  const idOf = new Map(conversions.map((c) => [c.order_id, c.id]));
  for (const e of events) {
    assert.equal(e.id, idOf.get(e.order_id), `${e.type} of ${e.order_id}`);
  }
  return {
    orders: [...orders],
    conversions: conversions.map(({ id: _, ...c }) => c),
    usage: [...usage],
    ledger: [...ledger],
    stats: [...stats],
    margin: [...margin],
    events: events.map(({ id: _, ...e }) => e).sort((a, b) =>
      `${a.order_id} ${a.type}`.localeCompare(`${b.order_id} ${b.type}`)
    ),
  };
}

const reportOf = (r: ImportReport) =>
  r.rows.map((
    { line, outcome, reason, amountMinor, earningMinor, pending },
  ) => ({
    line,
    outcome,
    reason,
    amountMinor,
    earningMinor,
    pending,
  }));

forEachTestApp(
  "import in bulk: one batch gives what row by row gives (new, duplicate, refund, waiting, caps crossed, events)",
  async (t, app) => {
    const { admin, ali, product, code } = await setUpAffiliate(app);
    const second = await app.json("/api/products", {
      token: admin.token,
      body: {
        title: "Course two",
        description: "Learn",
        commissionPercent: 50,
        refundPolicy: "none",
      },
    });
    assert.equal(second.status, 201, JSON.stringify(second.body));
    const assigned = await app.json("/api/admin/affiliate-links/assign", {
      token: admin.token,
      body: {
        userId: ali.id,
        productId: second.body.product.id,
        customLink: "https://shop.pk/two",
      },
    });
    assert.ok(assigned.status < 300, JSON.stringify(assigned.body));
    // A webhook asking for every conversion event, so the outbox keeps them.
    await app.infra.sql`
      INSERT INTO event_receivers (kind, user_id, url, events, secret)
      VALUES ('webhook', ${admin.id}, 'https://hooks.example.com/kamai',
        ARRAY['conversion.created', 'conversion.pending', 'conversion.approved', 'conversion.reversed'],
        'a-secret-of-sixteen-chars')`;
    const bulk = await offer(app, admin, ali, product.id, code, 1);
    const single = await offer(
      app,
      admin,
      ali,
      second.body.product.id,
      assigned.body.link.code,
      2,
    );

    await t.step("the first import: the same report and writes", async () => {
      const a = await importFile(app, bulk, true);
      const b = await importFile(app, single, false);
      assert.deepEqual(reportOf(a), reportOf(b));
      assert.deepEqual(a.summary, b.summary);
      assert.deepEqual(a.summary, {
        attributed: 12,
        waiting: 1,
        duplicate: 1,
        unattributed: 1,
      });
      const wa = await written(app, bulk);
      assert.deepEqual(wa, await written(app, single));
      // The caps held: 100.00 of 120.00 paid out on 1 March (O-3 over), three leads of five, one of 2 March.
      assert.deepEqual(
        wa.conversions.filter((c) => c.status === "over_cap").map((c) =>
          c.order_id
        ),
        ["L-4", "L-5", "O-3"],
      );
      assert.deepEqual(wa.usage, [
        {
          goal: "lead",
          unit: "conversions",
          period_start: "2025-03-01",
          used: 3,
        },
        {
          goal: "lead",
          unit: "conversions",
          period_start: "2025-03-02",
          used: 1,
        },
        {
          goal: "sale",
          unit: "payout",
          period_start: "2025-03-01",
          used: 10000,
        },
        {
          goal: "sale",
          unit: "payout",
          period_start: "2025-03-02",
          used: 4000,
        },
      ]);
      const o9 = wa.orders.find((o) => o.order_id === "O-9")!;
      assert.equal(o9.status, "reversed");
    });

    await t.step(
      "the same file again: only duplicates, nothing written",
      async () => {
        const before = await written(app, bulk);
        const a = await importFile(app, bulk, true);
        const b = await importFile(app, single, false);
        assert.deepEqual(reportOf(a), reportOf(b));
        // The pending sale told again after its approval is ignored (a stale repeat), every other row a duplicate.
        assert.deepEqual(a.summary, { duplicate: 14, ignored: 1 });
        assert.deepEqual(await written(app, bulk), before);
        assert.deepEqual(await written(app, single), before);
      },
    );
  },
);
