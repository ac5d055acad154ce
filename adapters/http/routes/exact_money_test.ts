import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import {
  EVERYTHING,
  postSignedConversion,
  setUpAffiliate,
} from "../test_affiliate.ts";

// Amounts are read from their JSON text: 9999999999999.99 is a valid two-decimal amount even though no double holds
// it, and 100.0000000000000001 has more than two decimals even though its nearest double is 100.

/** Posts raw JSON text as it is. */
async function postRaw(
  app: TestApp,
  path: string,
  raw: string,
  token?: string,
) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await app.request(path, { method: "POST", headers, body: raw });
  return { status: res.status, text: await res.text() };
}

forEachTestApp(
  "money on the wire is read exactly from its JSON text",
  async (t, app) => {
    const { admin, ali, product, code } = await setUpAffiliate(app, EVERYTHING);

    await t.step("conversion amount", async () => {
      const largest = await postSignedConversion(
        app,
        `{"linkCode":"${code}","orderId":"big","amount":9999999999999.99,"status":"sale"}`,
      );
      assert.equal(largest.status, 201, largest.text);
      assert.match(largest.text, /"amount":9999999999999\.99,/);
      const [row] = await app.infra
        .sql`SELECT amount_minor::text AS a FROM conversions WHERE order_id = 'big'`;
      assert.equal(row.a, "999999999999999");
      for (const amount of ["100.0000000000000001", "12.3400000000000001"]) {
        const noisy = await postSignedConversion(
          app,
          `{"linkCode":"${code}","orderId":"noisy","amount":${amount},"status":"sale"}`,
        );
        assert.equal(noisy.status, 400, noisy.text);
        assert.deepEqual(JSON.parse(noisy.text), {
          message:
            "amount must be a number of at least 0 with at most 2 decimals.",
          code: "VALIDATION_ERROR",
        });
      }
      const exponent = await postSignedConversion(
        app,
        `{"linkCode":"${code}","orderId":"exp","amount":1.5e2,"status":"sale"}`,
      );
      assert.equal(exponent.status, 201, exponent.text);
      assert.match(exponent.text, /"amount":150,/);
    });

    await t.step("payout amount", async () => {
      const post = (amount: string) =>
        postRaw(
          app,
          "/api/payouts",
          `{"amount":${amount},"productId":${product.id},"method":"jazzcash","accountName":"Ali",` +
            `"accountNumber":"03001234567"}`,
          ali.token,
        );
      const noisy = await post("100.0000000000000001");
      assert.equal(noisy.status, 400, noisy.text);
      assert.equal(
        JSON.parse(noisy.text).message,
        "Amount must be a number with at most 2 decimals.",
      );
      const largest = await post("9999999999999.99");
      assert.equal(largest.status, 201, largest.text);
      assert.match(largest.text, /"amount":9999999999999\.99,/);
    });

    await t.step("admin stat earnings", async () => {
      const post = (earnings: string) =>
        postRaw(
          app,
          "/api/stats",
          `{"userId":${ali.id},"productId":${product.id},"date":"2025-01-31","clicks":1,"sales":1,` +
            `"earnings":${earnings}}`,
          admin.token,
        );
      const noisy = await post("100.0000000000000001");
      assert.equal(noisy.status, 400, noisy.text);
      assert.equal(
        JSON.parse(noisy.text).message,
        "Earnings must be an amount of at least 0 with at most 2 decimals.",
      );
      const largest = await post("9999999999999.99");
      assert.equal(largest.status, 201, largest.text);
      const [row] = await app.infra
        .sql`SELECT earnings_minor::text AS e FROM stat_entries ORDER BY id DESC LIMIT 1`;
      assert.equal(row.e, "999999999999999");
    });

    await t.step(
      "commission percent is rounded from its written decimals",
      async () => {
        const global = await postRaw(
          app,
          "/api/admin/commission",
          `{"globalCommissionPercent":12.345}`,
          admin.token,
        );
        assert.equal(global.status, 200, global.text);
        assert.equal(JSON.parse(global.text).globalCommissionPercent, 12.35);
        const created = await postRaw(
          app,
          "/api/products",
          `{"title":"Half","description":"Up","commissionPercent":1.005,"refundPolicy":"none"}`,
          admin.token,
        );
        assert.equal(created.status, 201, created.text);
        assert.equal(JSON.parse(created.text).product.commissionPercent, 1.01);
        const outOfRange = await postRaw(
          app,
          "/api/admin/commission",
          `{"globalCommissionPercent":100.001}`,
          admin.token,
        );
        assert.deepEqual(JSON.parse(outOfRange.text), {
          message: "Commission must be a number between 0 and 100.",
          code: "VALIDATION_ERROR",
        });
      },
    );
  },
);
