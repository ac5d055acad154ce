import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import {
  EVERYTHING,
  postSignedConversion,
  setUpAffiliate,
} from "../test_affiliate.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";

// Ten sales of the largest amount a sale may have, at 100 %: each amount is capped, their sum (10^16 minor units)
// is beyond 2^53, so it must be read and written exactly rather than through a double.
const SALE = "9999999999999";
const SALES = 10;
const TOTAL = "99999999999990.00";

/** Reads a JSON answer with every number kept as its exact source text. */
async function exactJson(
  app: TestApp,
  path: string,
  token: string,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await app.request(path, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await res.text();
  const body = JSON.parse(
    text,
    (_key, value, context?: { source?: string }) =>
      typeof value === "number" ? context?.source : value,
  );
  return { status: res.status, body, headers: res.headers };
}

async function postSale(app: TestApp, linkCode: string, orderId: string) {
  const res = await postSignedConversion(
    app,
    `{"linkCode":"${linkCode}","orderId":"${orderId}","amount":${SALE},"status":"sale"}`,
  );
  return { status: res.status, body: JSON.parse(res.text) };
}

forEachTestApp(
  "totals beyond 2^53 minor units: every page that sums money answers them exactly",
  async (t, app) => {
    const { admin, ali, product, code } = await setUpAffiliate(app, EVERYTHING);
    const today = karachiDate(new Date());
    for (let i = 0; i < SALES; i++) {
      const sale = await postSale(app, code, `order-${i}`);
      assert.equal(sale.status, 201, JSON.stringify(sale.body));
    }

    await t.step("balance", async () => {
      const res = await exactJson(app, "/api/payouts/balance", ali.token);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body, {
        balance: TOTAL,
        pending: [],
        pendingTotal: "0",
        pendingApproval: "0",
        totalPaid: "0",
        reserved: "0",
      });
    });

    await t.step("affiliate stats by range and by period", async () => {
      const stats = await exactJson(
        app,
        `/api/stats?startDate=${today}&endDate=${today}`,
        ali.token,
      );
      assert.equal(stats.status, 200, JSON.stringify(stats.body));
      assert.deepEqual(stats.body, {
        clicks: "0",
        sales: String(SALES),
        earnings: TOTAL,
      });
      const period = await exactJson(
        app,
        "/api/stats/user/date-range?filter=Today",
        ali.token,
      );
      assert.equal(period.status, 200, JSON.stringify(period.body));
      assert.equal((period.body as { earnings: string }).earnings, TOTAL);
    });

    await t.step(
      "admin stats list, whole and paged with total headers",
      async () => {
        const all = await exactJson(app, "/api/stats/all", admin.token);
        assert.equal(all.status, 200, JSON.stringify(all.body));
        const rows = all.body as { earnings: string; sales: string }[];
        assert.deepEqual(rows.map((r) => [r.sales, r.earnings]), [[
          String(SALES),
          TOTAL,
        ]]);
        const paged = await exactJson(
          app,
          "/api/stats/all?page=1&pageSize=10",
          admin.token,
        );
        assert.equal(paged.status, 200, JSON.stringify(paged.body));
        assert.equal(paged.headers.get("x-total-count"), "1");
        assert.equal(paged.headers.get("x-total-sales"), String(SALES));
        assert.equal(paged.headers.get("x-total-earnings"), TOTAL);
      },
    );

    await t.step("report", async () => {
      const report = await exactJson(
        app,
        `/api/user/reports?startDate=${today}&endDate=${today}`,
        ali.token,
      );
      assert.equal(report.status, 200, JSON.stringify(report.body));
      assert.deepEqual(report.body, [{
        date: today,
        clicks: "0",
        sales: String(SALES),
        earnings: TOTAL,
        payouts: "0",
        balance: TOTAL,
      }]);
    });

    await t.step("the affiliate's links with their figures", async () => {
      for (
        const path of [
          "/api/affiliate-links/assigned",
          "/api/affiliate-links/user-products-with-stats",
        ]
      ) {
        const res = await exactJson(app, path, ali.token);
        assert.equal(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
        const [row] = res.body as { stats: { earnings: string } }[];
        assert.equal(row.stats.earnings, TOTAL, path);
      }
    });

    await t.step("admin full profile and metrics", async () => {
      const full = await exactJson(
        app,
        `/api/admin/users/${ali.id}/full-profile`,
        admin.token,
      );
      assert.equal(full.status, 200, JSON.stringify(full.body));
      assert.deepEqual(
        (full.body as { stats: unknown }).stats,
        { clicks: "0", sales: String(SALES), earnings: TOTAL, balance: TOTAL },
      );
      const metrics = await exactJson(app, "/api/admin/metrics", admin.token);
      assert.equal(metrics.status, 200, JSON.stringify(metrics.body));
    });

    await t.step(
      "a payout from such a balance is still checked against it",
      async () => {
        const res = await app.json("/api/payouts", {
          token: ali.token,
          body: {
            amount: 9999999999999.99,
            productId: product.id,
            method: "jazzcash",
            accountName: "Ali",
            accountNumber: "03001234567",
          },
        });
        assert.equal(res.status, 201, JSON.stringify(res.body));
        const balance = await exactJson(app, "/api/payouts/balance", ali.token);
        assert.equal(
          (balance.body as { balance: string }).balance,
          "89999999999990.01",
        );
      },
    );
  },
);
