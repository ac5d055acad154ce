import assert from "node:assert/strict";
import type { TestApp } from "../test_app.ts";
import { appSuite } from "../test_app_suite.ts";
import { setUpAffiliate } from "../test_affiliate.ts";
import { databaseChecksum } from "../database_checksum.ts";
import { signBase64 } from "../../sources/hmac_signature.ts";

const fixture = (name: string) =>
  Deno.readTextFileSync(
    new URL(`../../sources/fixtures/${name}`, import.meta.url),
  );

interface Row {
  line: number;
  outcome: string;
  reason?: string;
  orderId?: string;
  amount?: number;
  earning?: number;
  pending?: boolean;
  userId?: number;
  affiliate?: string;
}

/** The multipart form of a preset import. */
function presetForm(
  csv: string,
  preset: string,
  { dryRun = false, statusMap, mapping }: {
    dryRun?: boolean;
    statusMap?: unknown;
    mapping?: unknown;
  } = {},
): FormData {
  const form = new FormData();
  form.set("file", new File([csv], "orders_export.csv", { type: "text/csv" }));
  form.set("preset", preset);
  if (mapping !== undefined) form.set("mapping", JSON.stringify(mapping));
  if (statusMap !== undefined) {
    form.set(
      "statusMap",
      typeof statusMap === "string" ? statusMap : JSON.stringify(statusMap),
    );
  }
  if (dryRun) form.set("dryRun", "1");
  return form;
}

async function storeSetUp(
  app: TestApp,
  kind: "shopify" | "woocommerce",
  currency = "PKR",
) {
  const setup = await setUpAffiliate(app);
  // The store's currency is the ledger's (another would be converted at an exchange rate: docs/money.md).
  const ledger = await app.json("/api/admin/settings", {
    token: setup.admin.token,
    method: "PATCH",
    body: { currency },
  });
  assert.equal(ledger.status, 200, JSON.stringify(ledger.body));
  const coupon = await app.json("/api/admin/coupons", {
    token: setup.admin.token,
    body: { userId: setup.ali.id, productId: setup.product.id, code: "ALI10" },
  });
  assert.equal(coupon.status, 201);
  const source = (await app.json("/api/admin/sources", {
    token: setup.admin.token,
    body: { name: `${kind} store`, kind, currency },
  })).body as { id: number };
  const upload = (form: FormData) =>
    app.json(`/api/admin/sources/${source.id}/import`, {
      token: setup.admin.token,
      body: form,
    });
  const balance = async () =>
    (await app.json("/api/payouts/balance", { token: setup.ali.token }))
      .body as { balance: number; pendingApproval: number };
  return { ...setup, source, upload, balance };
}

const byLine = (rows: Row[]) => new Map(rows.map((r) => [r.line, r]));

// One app per backend for the file's tests: each starts from the tables as the app started.
const test = appSuite("CSV import presets");

test(
  "CSV import, Shopify preset: an order export as exported (line items once, refunds, voids, COD pending, currency)",
  async (t, app) => {
    const { ali, upload, balance } = await storeSetUp(app, "shopify");
    const csv = fixture("shopify_orders_export.csv");
    let dry: Row[] = [];

    await t.step(
      "the dry run says per row what would happen, with the money, and writes nothing",
      async () => {
        const before = await databaseChecksum(app.infra.sql);
        const res = await upload(presetForm(csv, "shopify", { dryRun: true }));
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.deepEqual(await databaseChecksum(app.infra.sql), before);
        dry = res.body.rows;
        assert.equal(dry.length, 21);
        const rows = byLine(dry);
        const sale = (
          line: number,
          orderId: string,
          amount: number,
          earning: number,
          pending = false,
        ) => {
          const r = rows.get(line)!;
          assert.deepEqual(
            {
              outcome: r.outcome,
              orderId: r.orderId,
              amount: r.amount,
              earning: r.earning,
              pending: r.pending,
              userId: r.userId,
              affiliate: r.affiliate,
            },
            {
              outcome: "attributed",
              orderId,
              amount,
              earning,
              pending,
              userId: ali.id,
              affiliate: ali.email,
            },
            `line ${line}`,
          );
        };
        // The export's Id, exact (above 2^53), is the order id: the one webhooks carry.
        sale(2, "5871234567890123401", 1000, 500);
        sale(4, "5871234567890123402", 3000, 1500);
        // pending (cash on delivery), authorized, partially_paid: counted, not payable.
        sale(7, "5871234567890123403", 1000, 500, true);
        sale(8, "5871234567890123404", 800, 400, true);
        sale(17, "5871234567890123411", 2400, 1200, true);
        // partially_refunded: 550.00 refunded of the 2,200.00 total is a quarter; 1,000.00 earned less 250.00.
        sale(9, "5871234567890123405", 2000, 750);
        sale(18, "587123456789012341", 1600, 800);
        sale(20, "5871234567890123413", 500, 250);
        // Its Note Attributes cell spans two lines: the next row starts on line 23.
        sale(21, "5871234567890123414", 2500, 1250);
        // Later line items of an order: once.
        for (const line of [3, 5, 6, 10, 12, 19, 23]) {
          const r = rows.get(line)!;
          assert.equal(r.outcome, "ignored", `line ${line}`);
          assert.match(r.reason!, /line item of order .* counted once on line/);
          assert.equal(r.earning, undefined);
        }
        // refunded and voided: the order reversed, nothing credited.
        for (const line of [11, 13]) {
          const r = rows.get(line)!;
          assert.ok(
            ["ignored", "waiting"].includes(r.outcome),
            `line ${line}: ${r.outcome}`,
          );
          assert.ok(!r.earning, `line ${line} credits nothing`);
        }
        assert.equal(rows.get(14)!.outcome, "rejected");
        assert.match(rows.get(14)!.reason!, /USD.*PKR/);
        assert.equal(rows.get(15)!.outcome, "ignored");
        assert.match(rows.get(15)!.reason!, /test order/);
        assert.equal(rows.get(16)!.outcome, "unattributed");
        assert.equal(rows.get(16)!.amount, 700);
        assert.equal(res.body.summary.error, undefined);
      },
    );

    await t.step(
      "the real run does what the dry run said; refunded, voided and unpaid orders are not payable",
      async () => {
        const res = await upload(presetForm(csv, "shopify"));
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.deepEqual(res.body.rows, dry);
        const b = await balance();
        assert.equal(b.balance, 500 + 1500 + 750 + 800 + 250 + 1250);
        assert.equal(b.pendingApproval, 500 + 400 + 1200);
        const [row] = await app.infra.sql`
          SELECT count(*)::int AS n FROM source_events WHERE outcome = 'rejected'`;
        assert.equal(
          row.n,
          1,
          "the currency mismatch is recorded as a delivery's is",
        );
      },
    );

    await t.step(
      "importing the export again moves nothing; a later export with a paid COD order and a larger refund",
      async () => {
        const again = await upload(presetForm(csv, "shopify"));
        assert.equal(again.status, 200);
        const money = again.body.rows.filter((r: Row) => r.earning);
        assert.deepEqual(money, []);
        const before = await balance();
        // #1003 paid on delivery; #1005 refunded 330.00 more (880.00 of 2,200.00 so far).
        const later = csv
          .replace(
            "#1003,ayesha@example.pk,pending,,",
            "#1003,ayesha@example.pk,paid,2026-10-20 12:00:00 +0500,",
          )
          .replace(",550.00,Kamai", ",880.00,Kamai");
        const res = await upload(presetForm(later, "shopify"));
        assert.equal(res.status, 200, JSON.stringify(res.body));
        const rows = byLine(res.body.rows);
        assert.equal(rows.get(7)!.outcome, "attributed");
        assert.equal(rows.get(7)!.pending, false);
        // 330.00 of 2,200.00 is 15 % of the 1,000.00 earned.
        assert.equal(rows.get(9)!.earning, -150);
        const after = await balance();
        assert.equal(after.balance, before.balance + 500 - 150);
        assert.equal(after.pendingApproval, before.pendingApproval - 500);
      },
    );
  },
);

test(
  "CSV import, WooCommerce preset: statuses, cash on delivery, refunds, statusMap, currency, repeated item rows",
  async (t, app) => {
    const { upload, balance } = await storeSetUp(app, "woocommerce");
    const csv = fixture("woocommerce_orders_export.csv");

    await t.step(
      "an unknown status word is an error that names statusMap",
      async () => {
        const res = await upload(presetForm(csv, "woocommerce", {
          dryRun: true,
        }));
        assert.equal(res.status, 200, JSON.stringify(res.body));
        const last = res.body.rows.at(-1) as Row;
        assert.equal(last.outcome, "error");
        assert.match(last.reason!, /Unknown status "shipped".*statusMap/);
      },
    );

    await t.step(
      "with statusMap, dry run then real run give the same rows and money",
      async () => {
        const statusMap = { Shipped: "approved" };
        const dry = await upload(presetForm(csv, "woocommerce", {
          dryRun: true,
          statusMap,
        }));
        assert.equal(dry.status, 200, JSON.stringify(dry.body));
        const real = await upload(presetForm(csv, "woocommerce", {
          statusMap,
        }));
        assert.deepEqual(real.body, dry.body);
        const rows = byLine(real.body.rows);
        const money = (line: number) => {
          const r = rows.get(line)!;
          return [r.outcome, r.orderId, r.amount, r.earning, r.pending];
        };
        // Processing paid by cash on delivery: pending. Subtotal 1,200.00 less the 120.00 cart discount.
        assert.deepEqual(money(2), ["attributed", "727", 1080, 540, true]);
        assert.deepEqual(money(3), ["attributed", "728", 1000, 500, false]);
        assert.equal(rows.get(4)!.outcome, "ignored");
        // Cancelled, refunded: nothing credited.
        for (const line of [5, 6]) {
          assert.ok(["ignored", "waiting"].includes(rows.get(line)!.outcome));
          assert.ok(!rows.get(line)!.earning);
        }
        // Processing paid by card: approved.
        assert.deepEqual(money(7), ["attributed", "731", 2000, 1000, false]);
        assert.equal(rows.get(8)!.outcome, "ignored");
        // On hold: pending.
        assert.deepEqual(money(9), ["attributed", "732", 500, 250, true]);
        // Completed with 110.00 refunded of the 1,100.00 total: a tenth of 500.00 taken back.
        assert.deepEqual(money(10), ["attributed", "733", 1000, 450, false]);
        assert.equal(rows.get(11)!.outcome, "rejected");
        assert.match(rows.get(11)!.reason!, /USD.*PKR/);
        // Shipped, mapped to approved.
        assert.deepEqual(money(12), ["attributed", "735", 400, 200, false]);
        const b = await balance();
        assert.equal(b.balance, 500 + 1000 + 450 + 200);
        assert.equal(b.pendingApproval, 540 + 250);
      },
    );

    await t.step(
      "statusMap ignore: reported ignored, never written; bad statusMap and preset answer 400",
      async () => {
        const events = async () =>
          (await app.infra.sql`SELECT count(*)::int AS n FROM source_events`)[0]
            .n;
        const eventsBefore = await events();
        const csv2 = [
          "Order Number,Order Status,Order Date,Order Subtotal Amount,Coupon Code",
          "900,Trash,2026-10-20 10:00:00,100.00,ali10",
        ].join("\n");
        const res = await upload(presetForm(csv2, "woocommerce", {
          statusMap: { trash: "ignore" },
        }));
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.deepEqual(res.body.summary, { ignored: 1 });
        assert.match(res.body.rows[0].reason, /"trash" is mapped to ignore/);
        assert.equal(await events(), eventsBefore);
        const before = await databaseChecksum(app.infra.sql);
        for (
          const form of [
            presetForm(csv2, "magento"),
            presetForm(csv2, "woocommerce", { statusMap: "{oops" }),
            presetForm(csv2, "woocommerce", { statusMap: { trash: "paid" } }),
            presetForm(csv2, "woocommerce", { statusMap: ["x"] }),
          ]
        ) {
          const bad = await upload(form);
          assert.equal(bad.status, 400, JSON.stringify(bad.body));
          assert.equal(bad.body.code, "VALIDATION_ERROR");
          assert.match(bad.body.message, /preset|statusMap/);
        }
        assert.deepEqual(await databaseChecksum(app.infra.sql), before);
      },
    );

    await t.step(
      "a given mapping adjusts the preset's; without a preset statusMap maps words too",
      async () => {
        const csv3 = [
          "Order Number,Order Status,Order Date,Net sales,Order Subtotal Amount,Coupon Code",
          "901,Completed,2026-10-21,80.00,100.00,ali10",
        ].join("\n");
        const res = await upload(presetForm(csv3, "woocommerce", {
          dryRun: true,
          mapping: { amount: "Order Subtotal Amount" },
        }));
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.equal(res.body.rows[0].amount, 100);
        const plain = new FormData();
        plain.set(
          "file",
          new File(["Order,Amount,State\nP-1,10,ok\n"], "x.csv"),
        );
        plain.set(
          "mapping",
          JSON.stringify({
            order_id: "Order",
            amount: "Amount",
            status: "State",
          }),
        );
        plain.set("statusMap", JSON.stringify({ OK: "pending" }));
        plain.set("dryRun", "1");
        const mapped = await upload(plain);
        assert.equal(mapped.status, 200, JSON.stringify(mapped.body));
        assert.equal(mapped.body.rows[0].outcome, "unattributed");
      },
    );
  },
);

test(
  "CSV import, Shopify preset: the export's Id is the webhooks' order id, so a webhook's order and its export row are one order",
  async (t, app) => {
    const { admin, upload, balance, source } = await storeSetUp(
      app,
      "shopify",
      "USD",
    );
    const secret = "shpss_0123456789abcdef0123456789";
    const patched = await app.json(`/api/admin/sources/${source.id}`, {
      token: admin.token,
      method: "PATCH",
      body: { secret },
    });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
    const header =
      "Name,Email,Financial Status,Paid at,Currency,Subtotal,Shipping,Taxes,Total,Discount Code,Created at,Lineitem quantity,Lineitem name,Payment Method,Refunded Amount,Id";
    const exported = (status: string, refunded = "0.00") =>
      [
        header,
        `#1001,bob@example.com,${status},,USD,388.00,10.00,0.00,398.00,ALI10,2026-10-02 10:00:00 -0400,1,IPod Nano - 8GB,Cash on Delivery (COD),${refunded},820982911946154508`,
        `#1001,bob@example.com,,,,,,,,,2026-10-02 10:00:00 -0400,1,IPod Nano - 8GB,,,820982911946154508`,
      ].join("\n");

    await t.step(
      "the webhook's pending COD order, then the export says paid: approved, not a second sale",
      async () => {
        const body = fixture("shopify_orders_create.json");
        const res = await app.request(`/api/sources/${source.id}/webhook`, {
          method: "POST",
          body,
          headers: {
            "content-type": "application/json",
            "x-shopify-topic": "orders/create",
            "x-shopify-hmac-sha256": await signBase64(secret, body),
            "x-shopify-webhook-id": crypto.randomUUID(),
          },
        });
        assert.equal(res.status, 200, await res.clone().text());
        assert.equal((await res.json()).outcome, "attributed");
        const pending = await balance();
        assert.equal(pending.balance, 0);
        assert.equal(pending.pendingApproval, 194);
        const paid = await upload(presetForm(exported("paid"), "shopify"));
        assert.equal(paid.status, 200, JSON.stringify(paid.body));
        const [row, item] = paid.body.rows as Row[];
        assert.equal(row.outcome, "attributed");
        assert.equal(row.orderId, "820982911946154508");
        assert.equal(row.earning, 0, "the approval moves no earning");
        assert.equal(row.pending, false);
        assert.equal(item.outcome, "ignored");
        const b = await balance();
        assert.equal(b.balance, 194);
        assert.equal(b.pendingApproval, 0);
      },
    );

    await t.step(
      "a later export says refunded: the order's earnings are taken back",
      async () => {
        const res = await upload(
          presetForm(exported("refunded", "398.00"), "shopify"),
        );
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.equal(res.body.rows[0].outcome, "attributed");
        assert.equal(res.body.rows[0].earning, -194);
        assert.equal((await balance()).balance, 0);
      },
    );
  },
);
