/** GET /api/admin/reports/margin on real databases, from margin rollup rows written by SQL as the earning path does. */
import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { forEachTestApp, TEST_ADMIN } from "../test_app.ts";
import { authHeaders, createUser, loginAs } from "../test_users.ts";
import { insertProduct } from "../../postgres/test_fixtures.ts";
import type { MarginReportJson } from "../../../wire/margin.ts";

/** Adds one delta to margin_daily the way the earning path does (insert, or add to the day's row). */
async function delta(
  sql: Sql,
  d: {
    date: string;
    product: number;
    goal: string;
    user: number;
    source: number;
    conversions: number;
    revenue: number;
    payout: number;
  },
) {
  await sql`
    INSERT INTO margin_daily AS m (stat_date, product_id, goal, user_id, source_id, conversions, revenue_minor,
                                   payout_minor)
    VALUES (${d.date}, ${d.product}, ${d.goal}, ${d.user}, ${d.source}, ${d.conversions}, ${d.revenue}, ${d.payout})
    ON CONFLICT (stat_date, product_id, goal, user_id, source_id) DO UPDATE SET
      conversions = m.conversions + EXCLUDED.conversions, revenue_minor = m.revenue_minor + EXCLUDED.revenue_minor,
      payout_minor = m.payout_minor + EXCLUDED.payout_minor`;
}

/** A paid payout that withheld `tax` minor units, paid at `paidAt`. */
async function paidWithTax(
  sql: Sql,
  user: number,
  paidAt: string,
  tax: number,
) {
  await sql`
    INSERT INTO payouts (user_id, amount_minor, method, status, transaction_id, requested_at, decided_at, tax_rate_bp,
                         tax_minor, tax_filer)
    VALUES (${user}, ${
    tax * 10
  }, 'jazzcash', 'paid', ${crypto.randomUUID()}, ${paidAt}, ${paidAt}, 1000, ${tax},
            true)`;
}

forEachTestApp(
  "margin report: rows, totals, withholding, series and CSV per groupBy, from the rollups",
  async (t, app) => {
    const sql = app.infra.sql;
    const admin = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    const ali = await createUser(app.infra, {
      name: "Ali Raza",
      email: "ali@kamai.test",
    });
    const bina = await createUser(app.infra, {
      name: "Bina Shah",
      email: "bina@kamai.test",
    });
    const cyrus = await createUser(app.infra, {
      name: "Cyrus Khan",
      email: "cyrus@kamai.test",
    });
    const lawn = await insertProduct(sql, { title: "Lawn suit" });
    const phone = await insertProduct(sql, { title: "Phone" });
    await sql`
      INSERT INTO offer_goals (product_id, goal, name, payout_type, payout_value)
      VALUES (${lawn}, 'lead', 'Lead form', 'flat', 15000), (${lawn}, 'sale', 'Sale', 'percent', 5000)
      ON CONFLICT DO NOTHING`;
    const [api] = await sql<
      { id: number }[]
    >`SELECT id FROM sources WHERE kind = 'api'`;
    const [net] = await sql<{ id: number }[]>`
      INSERT INTO sources (name, kind, secret, currency) VALUES ('Daraz network', 'postback', 'sixteen-char-secret', 'PKR')
      RETURNING id`;
    const A = Number(api.id);
    const N = Number(net.id);
    const row = (
      date: string,
      product: number,
      goal: string,
      user: number,
      source: number,
      conversions: number,
      revenue: number,
      payout: number,
    ) =>
      delta(sql, {
        date,
        product,
        goal,
        user,
        source,
        conversions,
        revenue,
        payout,
      });
    await row("2026-02-28", lawn, "sale", ali.id, A, 5, 999999, 1);
    await row("2026-03-01", lawn, "sale", ali.id, A, 2, 100000, 60000);
    await row("2026-03-01", lawn, "sale", ali.id, A, 1, 10000, 5000); // the day's row updated
    await row("2026-03-02", lawn, "lead", ali.id, N, 3, 30000, 15000);
    await row("2026-03-15", phone, "sale", bina.id, A, 1, 50000, 45000);
    await row("2026-04-01", phone, "sale", bina.id, A, 2, 20000, 10000);
    // Tax withheld in March (Karachi): Ali Rs 24, Cyrus Rs 5 (no conversions); Bina's is paid on 1 April in Karachi.
    await paidWithTax(sql, ali.id, "2026-03-20T10:00:00Z", 2400);
    await paidWithTax(sql, cyrus.id, "2026-03-31T18:59:00Z", 500);
    await paidWithTax(sql, bina.id, "2026-03-31T19:00:00Z", 1000);

    const report = async (query: string) => {
      const res = await app.json<MarginReportJson>(
        `/api/admin/reports/margin?${query}`,
        { token: admin },
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body;
    };
    const march = "from=2026-03-01&to=2026-03-31";
    const figures = (
      r: MarginReportJson["rows"][number] | MarginReportJson["totals"],
    ) => [
      r.conversions,
      r.revenue,
      r.affiliatePayout,
      r.withholdingTax,
      r.margin,
    ];

    await t.step(
      "by offer: names beside ids, withholding apportioned by payout, totals",
      async () => {
        const body = await report(`${march}&groupBy=offer`);
        assert.equal(body.groupBy, "offer");
        assert.deepEqual(
          body.rows.map((r) => [r.key, r.name, ...figures(r)]),
          [
            [String(lawn), "Lawn suit", 6, 1400, 800, 18.56, 600],
            [String(phone), "Phone", 1, 500, 450, 10.44, 50],
          ],
        );
        assert.deepEqual(figures(body.totals), [7, 1900, 1250, 29, 650]);
        assert.equal(body.days.length, 31);
        assert.deepEqual(body.days[0], {
          date: "2026-03-01",
          conversions: 3,
          revenue: 1100,
          affiliatePayout: 650,
          margin: 450,
        });
        assert.deepEqual(body.days[2], {
          date: "2026-03-03",
          conversions: 0,
          revenue: 0,
          affiliatePayout: 0,
          margin: 0,
        });
      },
    );

    await t.step("groupBy defaults to offer", async () => {
      const body = await report(march);
      assert.equal(body.groupBy, "offer");
      assert.equal(body.rows.length, 2);
    });

    await t.step(
      "by affiliate: each affiliate's own withholding, a row for tax without conversions",
      async () => {
        const body = await report(`${march}&groupBy=affiliate`);
        assert.deepEqual(
          body.rows.map((r) => [r.key, r.name, r.email, ...figures(r)]),
          [
            [
              String(ali.id),
              "Ali Raza",
              "ali@kamai.test",
              6,
              1400,
              800,
              24,
              600,
            ],
            [
              String(bina.id),
              "Bina Shah",
              "bina@kamai.test",
              1,
              500,
              450,
              0,
              50,
            ],
            [String(cyrus.id), "Cyrus Khan", "cyrus@kamai.test", 0, 0, 0, 5, 0],
          ],
        );
        assert.deepEqual(figures(body.totals), [7, 1900, 1250, 29, 650]);
      },
    );

    await t.step(
      "across months: whole months and edge days (affiliate, offer, goal)",
      async () => {
        const body = await report(
          "from=2026-02-15&to=2026-03-02&groupBy=affiliate",
        );
        assert.deepEqual(
          body.rows.map((
            r,
          ) => [r.key, r.conversions, r.revenue, r.affiliatePayout]),
          [
            [String(ali.id), 11, 11399.99, 800.01],
          ],
        );
        const offers = await report(
          "from=2026-02-15&to=2026-03-02&groupBy=offer",
        );
        assert.deepEqual(
          offers.rows.map((
            r,
          ) => [r.key, r.conversions, r.revenue, r.affiliatePayout]),
          [
            [String(lawn), 11, 11399.99, 800.01],
          ],
        );
        const goals = await report(
          "from=2026-01-01&to=2026-12-31&groupBy=goal",
        );
        assert.deepEqual(
          goals.rows.map((r) => [r.key, r.conversions, r.revenue]),
          [
            ["sale", 11, 11799.99],
            ["lead", 3, 300],
          ],
        );
        const year = await report(
          "from=2026-01-01&to=2026-12-31&groupBy=affiliate",
        );
        assert.deepEqual(
          year.rows.map((r) => [r.key, r.conversions, r.revenue]).slice(0, 2),
          [
            [String(ali.id), 11, 11399.99],
            [String(bina.id), 3, 700],
          ],
        );
      },
    );

    await t.step("by source and by goal", async () => {
      const sources = await report(`${march}&groupBy=source`);
      assert.deepEqual(
        sources.rows.map((r) => [r.key, r.name, ...figures(r)]),
        [
          [String(A), "API", 4, 1600, 1100, 25.52, 500],
          [String(N), "Daraz network", 3, 300, 150, 3.48, 150],
        ],
      );
      const goals = await report(`${march}&groupBy=goal`);
      assert.deepEqual(
        goals.rows.map((r) => [r.key, r.name, r.conversions, r.margin]),
        [
          ["sale", "Sale", 4, 500],
          ["lead", "Lead form", 3, 150],
        ],
      );
    });

    await t.step("format=csv: the same rows and the total", async () => {
      const res = await app.request(
        `/api/admin/reports/margin?${march}&groupBy=affiliate&format=csv`,
        {
          headers: authHeaders(admin),
        },
      );
      assert.equal(res.status, 200);
      assert.match(res.headers.get("content-type")!, /^text\/csv/);
      assert.match(
        res.headers.get("content-disposition")!,
        /margin_affiliate_2026-03-01_2026-03-31\.csv/,
      );
      const lines = (await res.text()).trimEnd().split("\r\n");
      assert.deepEqual(lines, [
        '"Affiliate ID","Affiliate","Email","Conversions","Revenue (USD)","Affiliate payout (USD)","Withholding tax (USD)","Margin (USD)"',
        `"${ali.id}","Ali Raza","ali@kamai.test","6","1400.00","800.00","24.00","600.00"`,
        `"${bina.id}","Bina Shah","bina@kamai.test","1","500.00","450.00","0.00","50.00"`,
        `"${cyrus.id}","Cyrus Khan","cyrus@kamai.test","0","0.00","0.00","5.00","0.00"`,
        '"Total","2026-03-01 to 2026-03-31","","7","1900.00","1250.00","29.00","650.00"',
      ]);
    });

    await t.step(
      "an empty period answers empty rows, zero totals and every day",
      async () => {
        const body = await report(
          "from=2025-01-01&to=2025-01-07&groupBy=source",
        );
        assert.deepEqual(body.rows, []);
        assert.deepEqual(figures(body.totals), [0, 0, 0, 0, 0]);
        assert.equal(body.days.length, 7);
      },
    );

    await t.step(
      "refuses a user token (403) and no token (401); bad input is 400",
      async () => {
        const none = await app.json(`/api/admin/reports/margin?${march}`);
        assert.equal(none.status, 401);
        const user = await app.json(`/api/admin/reports/margin?${march}`, {
          token: ali.token,
        });
        assert.equal(user.status, 403);
        for (
          const q of [
            `${march}&groupBy=product`,
            "from=2026-03-31&to=2026-03-01",
            "to=2026-03-01",
            `${march}&format=xml`,
          ]
        ) {
          const bad = await app.json(`/api/admin/reports/margin?${q}`, {
            token: admin,
          });
          assert.equal(bad.status, 400, q);
          assert.equal(bad.body.code, "VALIDATION_ERROR");
        }
      },
    );
  },
);
