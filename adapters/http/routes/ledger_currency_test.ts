/**
 * One ledger currency (docs/money.md "Ledger currency"): a new install's api source and new sources take the ledger
 * currency, an operator choosing PKR before any money sees rupees in the batch file, and the currency locks (409
 * CURRENCY_LOCKED, with the reason in GET /api/admin/settings) once money is recorded.
 */
import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { clickId, setUpAffiliate } from "../test_affiliate.ts";

/** Parses the quoted CSV a batch file is. */
function rowsOf(text: string): string[][] {
  return text.trim().split("\r\n").map((line) =>
    [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) =>
      m[1].replaceAll('""', '"')
    )
  );
}

forEachTestApp(
  "ledger currency: sources take it, PKR before money reads rupees everywhere, locked once money is recorded",
  async (t, app) => {
    const { admin, ali, product, code } = await setUpAffiliate(app);
    const settings = async () =>
      (await app.json("/api/admin/settings", { token: admin.token })).body;
    const patch = (body: unknown) =>
      app.json("/api/admin/settings", {
        method: "PATCH",
        body,
        token: admin.token,
      });
    const sources = async () =>
      (await app.json("/api/admin/sources", { token: admin.token })).body as {
        id: number;
        kind: string;
        currency: string;
        endpointUrl: string;
      }[];
    const newSource = async (body: Record<string, unknown>) => {
      const res = await app.json("/api/admin/sources", {
        token: admin.token,
        body,
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return res.body as { id: number; currency: string; endpointUrl: string };
    };
    const auditDetails = async () =>
      (await app.infra.sql<{ details: string }[]>`
        SELECT details FROM audit_logs WHERE action = 'Update Settings' ORDER BY id`)
        .map((r) => r.details);

    await t.step(
      "a new install: USD ledger, not locked; the api source and a source created without currency take it",
      async () => {
        const s = await settings();
        assert.equal(s.currency, "USD");
        assert.equal(s.currencyLocked, false);
        assert.equal(s.currencyLockReason, null);
        const [api] = await sources();
        assert.equal(api.kind, "api");
        assert.equal(api.currency, "USD");
        const net = await newSource({ name: "Network", kind: "postback" });
        assert.equal(net.currency, "USD");
        // Another currency stays the admin's choice (its amounts are converted at dated rates).
        const eur = await newSource({
          name: "Euro shop",
          kind: "woocommerce",
          currency: "eur",
        });
        assert.equal(eur.currency, "EUR");
      },
    );

    let shop: { id: number; currency: string; endpointUrl: string };
    await t.step(
      "the operator chooses PKR before any money: the api source follows, new sources take PKR",
      async () => {
        const res = await patch({ currency: "PKR" });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.equal(res.body.settings.currency, "PKR");
        assert.equal(res.body.settings.currencyLocked, false);
        assert.deepEqual(await auditDetails(), ["Ledger currency USD → PKR"]);
        const [api, net] = await sources();
        assert.equal(api.currency, "PKR");
        // A source keeps the currency it was given (the USD network stays USD).
        assert.equal(net.currency, "USD");
        shop = await newSource({
          name: "Rupee network",
          kind: "postback",
          params: { click_id: "aff_sub" },
        });
        assert.equal(shop.currency, "PKR");
        assert.equal(
          (await app.json("/api/settings/public")).body.currency,
          "PKR",
        );
      },
    );

    await t.step(
      "a PKR sale is credited in rupees; from then on the ledger currency is locked, with its reason",
      async () => {
        const click = await clickId(app, code);
        const path = new URL(shop.endpointUrl).pathname;
        const sale = await app.request(
          `${path}?aff_sub=${click}&order_id=PK-1&amount=18.00&currency=PKR&status=approved`,
        );
        assert.equal(sale.status, 200);
        assert.match(await sale.text(), /attributed/);
        const s = await settings();
        assert.equal(s.currencyLocked, true);
        assert.equal(s.currencyLockReason, "ledger_entries");
        const refused = await patch({ currency: "USD", minimumPayout: 5 });
        assert.equal(refused.status, 409);
        assert.deepEqual(refused.body, {
          code: "CURRENCY_LOCKED",
          message:
            "The ledger currency is PKR and cannot change: the ledger has entries.",
          field: "currency",
          reason: "ledger_entries",
        });
        // Nothing of the refused PATCH was written.
        const after = await settings();
        assert.equal(after.currency, "PKR");
        assert.equal(after.minimumPayout, 0);
        assert.equal((await auditDetails()).length, 1);
        assert.equal((await sources())[0].currency, "PKR");
        // The same currency is no change: the settings page sends it with every save.
        const same = await patch({ currency: "PKR", makerChecker: false });
        assert.equal(same.status, 200);
        assert.equal(same.body.settings.currencyLocked, true);
      },
    );

    await t.step(
      "the batch file names the ledger currency over the rupees it pays",
      async () => {
        const requested = await app.json("/api/payouts", {
          token: ali.token,
          body: {
            amount: "9.00",
            productId: product.id,
            method: "jazzcash",
            accountName: "Ali",
            accountNumber: "03001234567",
          },
        });
        assert.equal(requested.status, 201, JSON.stringify(requested.body));
        const created = await app.json("/api/payouts/admin/batches", {
          token: admin.token,
          body: { payoutIds: [requested.body.payout.id] },
        });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        const [batch] = created.body.batches;
        const file = await app.request(batch.fileUrl, {
          headers: { authorization: `Bearer ${admin.token}` },
        });
        assert.equal(file.status, 200);
        const [header, row] = rowsOf(await file.text());
        assert.deepEqual(header, [
          "Mobile Number",
          "Account Title",
          "Amount (PKR)",
          "Reference",
        ]);
        assert.equal(row[2], "9.00");
      },
    );
  },
);
