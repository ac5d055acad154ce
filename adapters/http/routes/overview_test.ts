import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { setUpAffiliate } from "../test_affiliate.ts";
import { createUser, loginAs, type TestUser } from "../test_users.ts";
import { createFixedClock } from "../../../domain/shared/clock.ts";
import { signConversion } from "../../tracking/conversion_signature.ts";
import type { OverviewJson } from "../../../wire/insight.ts";
import type {
  DailyFiguresJson,
  ProductFiguresJson,
} from "../../../wire/insight.ts";

// Noon in Karachi (07:00 UTC) on the first day of the seeded month.
const clock = createFixedClock(new Date("2026-03-01T07:00:00Z"));
const at = (date: string) => clock.set(new Date(`${date}T07:00:00Z`));
const day = (n: number) => `2026-03-${String(n).padStart(2, "0")}`;

/** A signed POST /api/conversions, signed at the fixed clock's time. */
async function conversion(app: TestApp, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const res = await app.request("/api/conversions", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "kamai-signature": await signConversion(
        app.infra.secrets.conversionsSecret,
        raw,
        Math.floor(clock.now().getTime() / 1000),
      ),
    },
    body: raw,
  });
  const text = await res.text();
  assert.ok(res.status < 300, text);
}

/** `n` clicks by new visitors through a link, written at once; the last click's id. */
async function clicks(app: TestApp, code: string, n: number) {
  let last = "";
  for (let i = 0; i < n; i++) {
    const res = await app.request(`/go/${code}`, {
      redirect: "manual",
      headers: {
        "user-agent": `Mozilla/5.0 Chrome/126.0 ${crypto.randomUUID()}`,
      },
    });
    await res.body?.cancel();
    last = new URL(res.headers.get("location")!).searchParams.get(
      "click_id",
    )!;
  }
  await app.services.tracking.buffer.flush();
  return last;
}

/** Minor units from a display amount on the wire. */
const minor = (amount: number) => Math.round(amount * 100);

forEachTestApp(
  "admin overview: a seeded month's figures equal the raw tables' sums; affiliate trends",
  async (t, app) => {
    at(day(1));
    const { admin, ali, product, code } = await setUpAffiliate(app);
    const sara = await createUser(app.infra, { name: "Sara" });
    const held = await app.json("/api/products", {
      token: admin.token,
      body: {
        title: "Held Course",
        description: "Thirty-day guarantee",
        commissionPercent: 20,
        refundPolicy: "30_day_guarantee",
      },
    });
    assert.equal(held.status, 201);
    const saraLink = await app.json("/api/admin/affiliate-links/assign", {
      token: admin.token,
      body: {
        userId: sara.id,
        productId: held.body.product.id,
        customLink: "https://shop.pk/held",
      },
    });
    const saraCode = saraLink.body.link.code as string;
    const net = await app.json("/api/admin/sources", {
      token: admin.token,
      body: {
        name: "Network",
        kind: "postback",
        currency: "USD",
        params: {},
      },
    });
    assert.equal(net.status, 201, JSON.stringify(net.body));
    const postback = new URL(net.body.endpointUrl).pathname;
    const postbackCall = async (query: string) => {
      const res = await app.request(`${postback}?${query}`);
      const text = await res.text();
      assert.equal(res.status, 200, text);
      assert.doesNotMatch(text, /unattributed|rejected/);
    };

    // A month: clicks most days, API sales and a partial refund, network sales (pending, approved, reversed),
    // one manual entry, and a sale outside the month that must not count.
    for (let d = 1; d <= 28; d += 3) {
      at(day(d));
      await clicks(app, code, 2 + (d % 4));
      await clicks(app, saraCode, 1 + (d % 3));
      await conversion(app, {
        linkCode: code,
        orderId: `A-${d}`,
        amount: 10 + d,
        status: "sale",
      });
      if (d % 2 === 0) {
        await conversion(app, {
          linkCode: saraCode,
          orderId: `S-${d}`,
          amount: "99.99",
          status: "sale",
        });
      }
    }
    at(day(20));
    const aliClick = await clicks(app, code, 1);
    const saraClick = await clicks(app, saraCode, 1);
    await conversion(app, {
      linkCode: code,
      orderId: "A-4",
      amount: 5,
      status: "refund",
    });
    await postbackCall(
      `click_id=${aliClick}&order_id=N-1&amount=200&status=pending`,
    );
    await postbackCall(
      `click_id=${saraClick}&order_id=N-2&amount=50&status=approved`,
    );
    await postbackCall(
      `click_id=${aliClick}&order_id=N-3&amount=80&status=approved`,
    );
    // Session tokens expire: sign in again after the clock's moves.
    const fresh = (u: TestUser) => loginAs(app.infra, u.email, u.password);
    at(day(22));
    admin.token = await fresh(admin);
    await postbackCall(`order_id=N-3&amount=80&status=reversed`);
    const manual = await app.json("/api/stats", {
      token: admin.token,
      body: {
        userId: ali.id,
        productId: product.id,
        date: day(15),
        clicks: 7,
        sales: 1,
        earnings: "3.25",
      },
    });
    assert.equal(manual.status, 201);
    at("2026-04-02");
    await clicks(app, code, 3);
    await conversion(app, {
      linkCode: code,
      orderId: "A-april",
      amount: 500,
      status: "sale",
    });
    at(day(31));
    admin.token = await fresh(admin);
    ali.token = await fresh(ali);
    sara.token = await fresh(sara);

    const overview = await app.json<OverviewJson>(
      `/api/admin/overview?from=${day(1)}&to=${day(31)}`,
      { token: admin.token },
    );
    assert.equal(overview.status, 200, JSON.stringify(overview.body));
    const o = overview.body;

    await t.step(
      "the period's figures equal sums over the raw tables",
      async () => {
        const sql = app.infra.sql;
        const range = sql`BETWEEN ${day(1)}::date AND ${day(31)}::date`;
        const [raw] = await sql`
        SELECT
          (SELECT count(*) FROM clicks WHERE stat_date ${range})
            + (SELECT COALESCE(SUM(clicks), 0) FROM stat_entries WHERE stat_date ${range}) AS clicks,
          (SELECT COALESCE(SUM(sales_delta), 0) FROM conversions WHERE stat_date ${range})
            + (SELECT count(*) FROM source_orders WHERE sale_date ${range} AND status <> 'reversed')
            + (SELECT COALESCE(SUM(sales), 0) FROM stat_entries WHERE stat_date ${range}) AS sales,
          (SELECT COALESCE(SUM(CASE WHEN status = 'sale' THEN amount_minor ELSE -amount_minor END), 0)
             FROM conversions WHERE stat_date ${range})
            + (SELECT COALESCE(SUM(sale_minor - refunded_minor), 0) FROM source_orders
               WHERE sale_date ${range} AND status <> 'reversed') AS revenue,
          (SELECT COALESCE(SUM(earnings_minor), 0) FROM conversions WHERE stat_date ${range})
            + (SELECT COALESCE(SUM(earned_minor - reversed_minor), 0) FROM source_orders WHERE sale_date ${range})
            + (SELECT COALESCE(SUM(earnings_minor), 0) FROM stat_entries WHERE stat_date ${range}) AS commission,
          (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries WHERE available_on <= ${
          day(31)
        }::date)
            AS available,
          (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries
             WHERE kind IN ('earning', 'earning_reversal') AND available_on > ${
          day(31)
        }::date) AS held,
          (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries WHERE kind LIKE 'pending_%') AS pending,
          (SELECT COALESCE(SUM(amount_minor), 0) FROM payouts WHERE status = 'pending') AS requested`;
        const n = (v: unknown) => Number(v);
        assert.ok(
          n(raw.clicks) > 40 && n(raw.sales) > 10,
          "the month is seeded",
        );
        assert.ok(
          n(raw.held) > 0 && n(raw.pending) > 0 && n(raw.available) > 0,
        );
        assert.deepEqual(
          {
            clicks: o.totals.clicks,
            sales: o.totals.sales,
            revenue: minor(o.totals.revenue),
            commission: minor(o.totals.commission),
            available: minor(o.owed.available),
            held: minor(o.owed.held),
            pending: minor(o.owed.pending),
            requested: minor(o.owed.requested),
          },
          {
            clicks: n(raw.clicks),
            sales: n(raw.sales),
            revenue: n(raw.revenue),
            commission: n(raw.commission),
            available: n(raw.available),
            held: n(raw.held),
            pending: n(raw.pending),
            requested: n(raw.requested),
          },
        );
        assert.equal(
          o.totals.conversionRate,
          Math.round((o.totals.sales * 10000) / o.totals.clicks) / 100,
        );
        assert.equal(
          minor(o.totals.earningsPerClick),
          Math.round(n(raw.commission) / n(raw.clicks)),
        );
        // Every day of the month, each day's clicks as the clicks table (plus the manual entry) holds them.
        assert.equal(o.days.length, 31);
        const byDay = await sql<{ date: string; n: number }[]>`
        SELECT stat_date::text AS date, count(*)::int AS n FROM clicks WHERE stat_date ${range} GROUP BY 1`;
        for (const d of o.days) {
          const expected = (byDay.find((r) => r.date === d.date)?.n ?? 0) +
            (d.date === day(15) ? 7 : 0);
          assert.equal(d.clicks, expected, d.date);
        }
        assert.equal(
          o.days.reduce((s, d) => s + minor(d.revenue), 0),
          n(raw.revenue),
        );
      },
    );

    await t.step(
      "rankings and shares: affiliates, products and sources",
      () => {
        assert.deepEqual(
          o.topAffiliates.map((a) => a.userId).sort(),
          [ali.id, sara.id].sort(),
        );
        const commissions = o.topAffiliates.map((a) => minor(a.commission));
        assert.deepEqual(commissions, [...commissions].sort((a, b) => b - a));
        assert.equal(
          commissions.reduce((s, c) => s + c, 0),
          minor(o.totals.commission),
        );
        for (const a of o.topAffiliates) {
          assert.ok(
            Math.abs(a.share - a.commission / o.totals.commission) < 1e-4,
          );
        }
        assert.deepEqual(o.topProducts.map((p) => p.title).sort(), [
          "Course",
          "Held Course",
        ]);
        const names = o.topSources.map((s) => s.name).sort();
        assert.deepEqual(names, ["API", "Manual entries", "Network"]);
        const network = o.topSources.find((s) => s.name === "Network")!;
        // N-1 pending 200 and N-2 approved 50 count; N-3 was reversed.
        assert.deepEqual([network.sales, network.revenue], [2, 250]);
        assert.equal(
          o.topSources.reduce((s, x) => s + minor(x.revenue), 0),
          minor(o.totals.revenue),
        );
      },
    );

    await t.step("the period and its bounds are checked", async () => {
      const bad = await app.json(
        `/api/admin/overview?from=${day(5)}&to=${day(1)}`,
        { token: admin.token },
      );
      assert.deepEqual([bad.status, bad.body.code], [400, "VALIDATION_ERROR"]);
      const empty = await app.json<OverviewJson>(
        "/api/admin/overview?from=2025-01-01&to=2025-01-07",
        { token: admin.token },
      );
      assert.equal(empty.body.days.length, 7);
      assert.deepEqual(
        [empty.body.totals.clicks, empty.body.topAffiliates.length],
        [0, 0],
      );
    });

    await t.step(
      "an affiliate's daily line and per-product breakdown",
      async () => {
        const daily = await app.json<DailyFiguresJson>(
          "/api/stats/daily?filter=This%20Month",
          { token: ali.token },
        );
        assert.equal(daily.status, 200);
        assert.equal(daily.body.days.length, 31);
        const mine = o.topAffiliates.find((a) => a.userId === ali.id)!;
        assert.equal(
          daily.body.days.reduce((s, d) => s + d.clicks, 0),
          mine.clicks,
        );
        assert.equal(
          daily.body.days.reduce((s, d) => s + minor(d.earnings), 0),
          minor(mine.commission),
        );
        const products = await app.json<ProductFiguresJson>(
          "/api/stats/products?filter=This%20Month",
          { token: ali.token },
        );
        assert.deepEqual(products.body.products.map((p) => p.product), [
          "Course",
        ]);
        assert.equal(products.body.products[0].sales, mine.sales);
        const sarasOwn = await app.json<ProductFiguresJson>(
          "/api/stats/products?filter=This%20Month",
          { token: sara.token },
        );
        assert.deepEqual(sarasOwn.body.products.map((p) => p.product), [
          "Held Course",
        ]);
      },
    );
  },
  { clock },
);
