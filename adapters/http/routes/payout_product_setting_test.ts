/**
 * The setting "payout requests need a product" (payoutRequiresProduct, issue 31 item 4): off by default, a request
 * without a product is accepted and every reader shows none; on, the spec's rule ("All fields are required").
 */
import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN, type TestApp } from "../test_app.ts";
import { createUser, loginAs } from "../test_users.ts";
import { testLedger } from "../test_ledger.ts";
import { startTestReceiver } from "../test_receiver.ts";
import { pdfTextPieces } from "../../pdf/pdf_text.ts";
import { money } from "../../../domain/shared/money.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";

const jazzcash = {
  method: "jazzcash",
  accountName: "Ali Khan",
  accountNumber: "03001234567",
};

/** The admin, and an affiliate with $1,000.00 available today from sales of "Course". */
async function setUp(app: TestApp) {
  const adminToken = await loginAs(
    app.infra,
    TEST_ADMIN.email,
    TEST_ADMIN.password,
  );
  const user = await createUser(app.infra, { name: "Ali Khan" });
  const [product] = await app.infra.sql`
    INSERT INTO products (title, description, commission_bp) VALUES ('Course', 'A course', 5000) RETURNING id`;
  await testLedger(app.infra).append({
    userId: user.id,
    productId: product.id,
    kind: "earning",
    amount: money(100_000),
    availableOn: karachiDate(app.infra.clock.now()),
    sourceType: "sale",
    sourceId: 1,
  });
  const patch = (body: unknown) =>
    app.json("/api/admin/settings", {
      method: "PATCH",
      token: adminToken,
      body,
    });
  const request = (body: unknown, headers: Record<string, string> = {}) =>
    app.json("/api/payouts", { token: user.token, body, headers });
  return {
    adminToken,
    user,
    productId: Number(product.id),
    patch,
    request,
  };
}

/** The audit details of settings changes, oldest first. */
async function settingsAudit(app: TestApp): Promise<string[]> {
  const rows = await app.infra.sql<{ details: string }[]>`
    SELECT details FROM audit_logs WHERE action = 'Update Settings' ORDER BY id`;
  return rows.map((r) => r.details);
}

forEachTestApp(
  "payouts without a product (the default): accepted, and every reader shows none",
  async (t, app) => {
    const { adminToken, user, productId, request } = await setUp(app);
    const receiver = startTestReceiver();
    try {
      const hook = await app.json("/api/admin/webhooks", {
        token: adminToken,
        body: {
          url: `${receiver.url}/hook`,
          events: ["payout.requested", "payout.paid"],
          enabled: true,
        },
      });
      assert.equal(hook.status, 201, JSON.stringify(hook.body));

      await t.step("the setting is off and public", async () => {
        const admin = await app.json("/api/admin/settings", {
          token: adminToken,
        });
        assert.equal(admin.body.payoutRequiresProduct, false);
        const pub = await app.json("/api/settings/public");
        assert.equal(pub.body.payoutRequiresProduct, false);
      });

      let payoutId = 0;
      await t.step(
        "a request with no productId (left out, null or blank) is accepted and stores no product",
        async () => {
          const res = await request({ ...jazzcash, amount: 40 });
          assert.equal(res.status, 201, JSON.stringify(res.body));
          assert.equal(res.body.message, "Payout request submitted.");
          const p = res.body.payout;
          payoutId = p.id;
          assert.equal(p.productId, null);
          assert.equal(p.product, null);
          assert.equal(p.amount, 40);
          for (const none of [null, "", "  "]) {
            const again = await request({
              ...jazzcash,
              amount: 1,
              productId: none,
            });
            assert.equal(again.status, 201, JSON.stringify(none));
            assert.equal(again.body.payout.productId, null);
          }
          const rows = await app.infra.sql<{ product_id: string | null }[]>`
            SELECT product_id FROM payouts WHERE id = ${payoutId}`;
          assert.equal(rows[0].product_id, null);
          const ledger = await app.infra.sql<
            { kind: string; product_id: string | null; amount: string }[]
          >`
            SELECT kind, product_id, amount_minor::text AS amount FROM ledger_entries
            WHERE source_type = 'payout' AND source_id = ${payoutId}`;
          assert.deepEqual(
            ledger.map((r) => [r.kind, r.product_id, r.amount]),
            [
              ["payout_reserved", null, "-4000"],
            ],
          );
          const balance = await app.json("/api/payouts/balance", {
            token: user.token,
          });
          assert.equal(balance.body.balance, 1000 - 40 - 3);
          assert.equal(balance.body.reserved, 43);
        },
      );

      await t.step(
        "a product that is given is still checked; the amount is still required",
        async () => {
          const unknown = await request({
            ...jazzcash,
            amount: 5,
            productId: 999999,
          });
          assert.equal(unknown.status, 404);
          assert.equal(unknown.body.code, "PRODUCT_NOT_FOUND");
          const bad = await request({
            ...jazzcash,
            amount: 5,
            productId: "abc",
          });
          assert.equal(bad.status, 400);
          assert.deepEqual(
            [bad.body.message, bad.body.field],
            ["Please choose a valid product.", "productId"],
          );
          const noAmount = await request({ ...jazzcash, productId });
          assert.equal(noAmount.status, 400);
          assert.deepEqual(
            [noAmount.body.code, noAmount.body.message, noAmount.body.field],
            ["VALIDATION_ERROR", "All fields are required", "amount"],
          );
          const named = await request({ ...jazzcash, amount: 5, productId });
          assert.equal(named.status, 201);
          assert.equal(named.body.payout.productId, productId);
          assert.equal(named.body.payout.product, "Course");
        },
      );

      await t.step(
        "the affiliate's history, the admin's lists (whole and paged), the full profile and the report read it",
        async () => {
          const mine = await app.json("/api/payouts", { token: user.token });
          const own = mine.body.find((p: { id: number }) => p.id === payoutId);
          assert.deepEqual([own.productId, own.product], [null, null]);
          for (
            const path of [
              "/api/payouts/admin?status=pending",
              "/api/payouts/admin",
              "/api/payouts/admin?status=pending&page=1&pageSize=10",
            ]
          ) {
            const list = await app.json(path, { token: adminToken });
            assert.equal(list.status, 200, path);
            const row = list.body.find((p: { id: number }) =>
              p.id === payoutId
            );
            assert.ok(row, path);
            assert.deepEqual([row.productId, row.product], [null, null], path);
          }
          const full = await app.json(
            `/api/admin/users/${user.id}/full-profile`,
            { token: adminToken },
          );
          assert.equal(full.status, 200);
          const history = full.body.payoutHistory.find((p: { id: number }) =>
            p.id === payoutId
          );
          assert.deepEqual([history.productId, history.product], [null, null]);
          const today = karachiDate(app.infra.clock.now());
          const report = await app.json(
            `/api/user/reports?startDate=${today}&endDate=${today}&dateOnly=1`,
            { token: user.token },
          );
          assert.equal(report.status, 200);
          // The four requests (40 + 3 × 1 + 5) left the balance today, product or not.
          assert.deepEqual(
            report.body.map((r: Record<string, unknown>) => [
              r.date,
              r.payouts,
              r.balance,
            ]),
            [[today, 48, 952]],
          );
        },
      );

      await t.step(
        "paid: the invoice (HTML and PDF) shows a dash for the product; a batch takes such payouts",
        async () => {
          const paid = await app.json(`/api/payouts/admin/pay/${payoutId}`, {
            token: adminToken,
            body: { transactionId: "JC-NOPRODUCT" },
          });
          assert.equal(paid.status, 200, JSON.stringify(paid.body));
          assert.equal(paid.body.payout.product, null);
          const html = await app.request(`/api/payouts/${payoutId}/invoice`, {
            headers: { authorization: `Bearer ${user.token}` },
          });
          assert.equal(html.status, 200);
          assert.match(
            await html.text(),
            /<th scope="row">Product<\/th><td><bdi[^>]*>-<\/bdi><\/td>/,
          );
          const pdf = await app.request(
            `/api/payouts/${payoutId}/invoice/pdf`,
            { headers: { authorization: `Bearer ${user.token}` } },
          );
          assert.equal(pdf.status, 200);
          const pieces = await pdfTextPieces(
            new Uint8Array(await pdf.arrayBuffer()),
          );
          assert.ok(pieces.includes("JC-NOPRODUCT"), JSON.stringify(pieces));
          assert.ok(
            pieces.some((p) => p.startsWith("Product")),
            JSON.stringify(pieces),
          );

          const pending = await app.json("/api/payouts/admin?status=pending", {
            token: adminToken,
          });
          const productless = pending.body.filter((p: { productId: null }) =>
            p.productId === null
          ).map((p: { id: number }) => p.id);
          assert.equal(productless.length, 3);
          const batch = await app.json("/api/payouts/admin/batches", {
            token: adminToken,
            body: { payoutIds: productless },
          });
          assert.equal(batch.status, 201, JSON.stringify(batch.body));
          const [made] = batch.body.batches;
          assert.equal(made.count, 3);
          const file = await app.request(made.fileUrl, {
            headers: { authorization: `Bearer ${adminToken}` },
          });
          assert.equal(file.status, 200);
          const lines = (await file.text()).trim().split(/\r?\n/);
          // Header, one row per payout, totals.
          assert.equal(lines.length, 5);
          assert.ok(lines.some((l) => l.includes("KAMAI-P")), lines.join("\n"));
        },
      );

      await t.step(
        "webhooks carry the payout with productId and product null",
        async () => {
          await receiver.waitFor((calls) =>
            calls.some((c) => {
              const body = JSON.parse(c.body);
              return body.type === "payout.paid" && body.data.id === payoutId;
            })
          );
          const events = receiver.calls.map((c) => JSON.parse(c.body)).filter((
            b,
          ) => b.data.id === payoutId);
          assert.deepEqual(
            events.map((b) => [b.type, b.data.productId, b.data.product])
              .sort(),
            [["payout.paid", null, null], ["payout.requested", null, null]],
          );
        },
      );
    } finally {
      await receiver.close();
    }
  },
  {
    config: { outboundAllowPrivate: true },
    outbox: { pollMs: 50, retryBaseMs: 100 },
  },
);

forEachTestApp(
  "payoutRequiresProduct on: the spec's rule and message, audited, a replay still counts once",
  async (t, app) => {
    const { user, productId, patch, request } = await setUp(app);

    // Asked with the setting off: its retry must still replay after the setting turns on.
    const early = await request({ ...jazzcash, amount: 10 }, {
      "idempotency-key": "before-the-switch",
    });
    assert.equal(early.status, 201);

    await t.step(
      "turning it on is audited in the same change, and read by the payout form",
      async () => {
        const bad = await patch({ payoutRequiresProduct: "yes" });
        assert.equal(bad.status, 400);
        assert.equal(bad.body.field, "payoutRequiresProduct");
        assert.deepEqual(await settingsAudit(app), []);
        const res = await patch({ payoutRequiresProduct: true });
        assert.equal(res.status, 200);
        assert.equal(res.body.settings.payoutRequiresProduct, true);
        assert.deepEqual(await settingsAudit(app), [
          "Payout requests need a product off → on",
        ]);
        const [row] = await app.infra.sql<{ on: boolean }[]>`
          SELECT payout_requires_product AS on FROM payout_settings`;
        assert.equal(row.on, true);
        const pub = await app.json("/api/settings/public");
        assert.equal(pub.body.payoutRequiresProduct, true);
        // Saving it again changes nothing and audits nothing.
        assert.equal(
          (await patch({ payoutRequiresProduct: true })).status,
          200,
        );
        assert.equal((await settingsAudit(app)).length, 1);
      },
    );

    await t.step(
      "a request without a product is refused with the spec's message, at the product",
      async () => {
        for (const none of [undefined, null, ""]) {
          const res = await request({
            ...jazzcash,
            amount: 10,
            ...(none === undefined ? {} : { productId: none }),
          });
          assert.equal(res.status, 400, JSON.stringify(none));
          assert.deepEqual(res.body, {
            code: "VALIDATION_ERROR",
            message: "All fields are required",
            field: "productId",
          });
        }
        // The spec's order: both present before the amount's format is judged.
        const both = await request({ ...jazzcash, amount: "ten" });
        assert.deepEqual(
          [both.status, both.body.message, both.body.field],
          [400, "All fields are required", "productId"],
        );
        const noAmount = await request({ ...jazzcash, productId });
        assert.deepEqual(
          [noAmount.status, noAmount.body.message, noAmount.body.field],
          [400, "All fields are required", "amount"],
        );
        const ok = await request({ ...jazzcash, amount: 10, productId });
        assert.equal(ok.status, 201);
        assert.equal(ok.body.payout.product, "Course");
        const mine = await app.json("/api/payouts", { token: user.token });
        assert.equal(mine.body.length, 2);
      },
    );

    await t.step(
      "a retry of a request accepted before the switch replays it; a new one is refused",
      async () => {
        const retry = await request({ ...jazzcash, amount: 10 }, {
          "idempotency-key": "before-the-switch",
        });
        assert.equal(retry.status, 201);
        assert.equal(retry.headers.get("idempotency-replayed"), "true");
        assert.equal(retry.body.payout.id, early.body.payout.id);
        const fresh = await request({ ...jazzcash, amount: 10 }, {
          "idempotency-key": "after-the-switch",
        });
        assert.equal(fresh.status, 400);
        assert.equal(fresh.body.message, "All fields are required");
        const balance = await app.json("/api/payouts/balance", {
          token: user.token,
        });
        assert.equal(balance.body.reserved, 20);
      },
    );

    await t.step("turning it off again is audited", async () => {
      assert.equal((await patch({ payoutRequiresProduct: false })).status, 200);
      assert.deepEqual(await settingsAudit(app), [
        "Payout requests need a product off → on",
        "Payout requests need a product on → off",
      ]);
      const res = await request({ ...jazzcash, amount: 1 });
      assert.equal(res.status, 201);
    });
  },
);
