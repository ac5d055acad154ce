import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { createUser } from "../test_users.ts";
import { signConversion } from "../../tracking/conversion_signature.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

/** Posts a conversion signed with the app's secret (or a given one / time). */
async function postConversion(
  app: TestApp,
  body: Record<string, unknown>,
  options: { secret?: string; t?: number } = {},
) {
  const raw = JSON.stringify(body);
  const t = options.t ?? Math.floor(Date.now() / 1000);
  const signature = await signConversion(
    options.secret ?? app.infra.secrets.conversionsSecret,
    raw,
    t,
  );
  return app.json("/api/conversions", {
    body: raw,
    headers: {
      "content-type": "application/json",
      "kamai-signature": signature,
    },
  });
}

async function visit(
  app: TestApp,
  code: string,
  agent: string | null,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = { ...extra };
  if (agent) headers["user-agent"] = agent;
  const res = await app.request(`/go/${code}`, { redirect: "manual", headers });
  await res.body?.cancel();
  return res;
}

/** The rollup must equal the sums of the raw events it is built from. */
export async function assertRollupConsistent(app: TestApp): Promise<void> {
  const drift = await app.infra.sql`
    WITH raw AS (
      SELECT user_id, product_id, stat_date, count(*)::bigint AS clicks, 0::bigint AS sales, 0::bigint AS earnings
      FROM clicks GROUP BY 1, 2, 3
      UNION ALL
      SELECT user_id, product_id, stat_date, 0, SUM(sales_delta), SUM(earnings_minor) FROM conversions GROUP BY 1, 2, 3
      UNION ALL
      SELECT user_id, product_id, stat_date, SUM(clicks), SUM(sales), SUM(earnings_minor) FROM stat_entries
      GROUP BY 1, 2, 3
    ), summed AS (
      SELECT user_id, product_id, stat_date, SUM(clicks)::bigint AS clicks, SUM(sales)::bigint AS sales,
             SUM(earnings)::bigint AS earnings
      FROM raw GROUP BY 1, 2, 3
    )
    SELECT * FROM summed s FULL JOIN daily_stats d USING (user_id, product_id, stat_date)
    WHERE s.clicks IS DISTINCT FROM d.clicks OR s.sales IS DISTINCT FROM d.sales
       OR s.earnings IS DISTINCT FROM d.earnings_minor`;
  assert.equal(drift.length, 0, `rollup drift: ${JSON.stringify(drift)}`);
  // The per-day totals the admin stats page reads must equal the rollup they are kept from.
  const totalsDrift = await app.infra.sql`
    WITH summed AS (
      SELECT stat_date, count(*)::bigint AS row_count, SUM(clicks)::bigint AS clicks, SUM(sales)::bigint AS sales,
             SUM(earnings_minor)::bigint AS earnings_minor
      FROM daily_stats GROUP BY stat_date
    )
    SELECT * FROM summed s FULL JOIN (SELECT * FROM daily_stat_totals WHERE row_count <> 0) t USING (stat_date)
    WHERE s.row_count IS DISTINCT FROM t.row_count OR s.clicks IS DISTINCT FROM t.clicks
       OR s.sales IS DISTINCT FROM t.sales OR s.earnings_minor IS DISTINCT FROM t.earnings_minor`;
  assert.equal(
    totalsDrift.length,
    0,
    `daily_stat_totals drift: ${JSON.stringify(totalsDrift)}`,
  );
}

forEachTestApp(
  "affiliate links, click tracking, conversions, stats and reports API",
  async (t, app) => {
    const admin = await createUser(app.infra, { role: "admin" });
    const ali = await createUser(app.infra, { name: "Ali" });
    const sara = await createUser(app.infra, { name: "Sara" });
    const today = karachiDate(new Date());
    const product = (await app.json("/api/products", {
      token: admin.token,
      body: {
        title: "Course",
        description: "Learn",
        commissionPercent: 50,
        refundPolicy: "none",
      },
    })).body.product;
    const held = (await app.json("/api/products", {
      token: admin.token,
      body: {
        title: "Ebook",
        description: "Read",
        commissionPercent: 10,
        refundPolicy: "30_day_guarantee",
      },
    })).body.product;

    let code = "";
    await t.step(
      "assign: validation messages, admin only, one link per user and product",
      async () => {
        const assign = (body: unknown, token = admin.token) =>
          app.json("/api/admin/affiliate-links/assign", { token, body });
        const badUrl = await assign({
          userId: ali.id,
          productId: product.id,
          customLink: "shop.pk/course",
        });
        assert.deepEqual(badUrl.body, {
          message:
            "Please enter a valid URL (include the full URL with https://).",
          code: "VALIDATION_ERROR",
        });
        const noUser = await assign({
          productId: product.id,
          customLink: "https://shop.pk",
        });
        assert.equal(noUser.body.message, "User and product are required.");
        const unknownProduct = await assign({
          userId: ali.id,
          productId: 9999,
          customLink: "https://shop.pk",
        });
        assert.deepEqual([unknownProduct.status, unknownProduct.body.message], [
          404,
          "Product not found.",
        ]);
        assert.equal(
          (await assign({
            userId: ali.id,
            productId: product.id,
            customLink: "https://a.pk",
          }, ali.token)).status,
          403,
        );
        const created = await assign({
          userId: ali.id,
          productId: product.id,
          customLink: "https://shop.pk/course",
        });
        assert.equal(created.status, 201);
        assert.equal(
          created.body.message,
          "Affiliate link successfully assigned!",
        );
        code = created.body.link.code;
        assert.equal(created.body.link.trackedLink, `${app.url}/go/${code}`);
        const again = await assign({
          userId: ali.id,
          productId: product.id,
          customLink: "https://shop.pk/c?ref={click_id}",
        });
        assert.equal(again.status, 200);
        assert.equal(again.body.link.code, code);
        await assign({
          userId: ali.id,
          productId: held.id,
          customLink: "https://shop.pk/ebook",
        });
        await assign({
          userId: sara.id,
          productId: product.id,
          customLink: "https://shop.pk/sara",
        });
        const all = await app.json(
          "/api/affiliate-links/admin/affiliate-links/all",
          { token: admin.token },
        );
        assert.equal(all.body.length, 3);
        const mine = all.body.find((l: { code: string }) => l.code === code);
        assert.equal(mine.user, ali.email);
        assert.equal(mine.product, "Course");
        assert.equal(mine.customLink, "https://shop.pk/c?ref={click_id}");
        assert.equal(
          (await app.json("/api/affiliate-links/admin/affiliate-links/all", {
            token: ali.token,
          })).status,
          403,
        );
        const audits = await app.infra
          .sql`SELECT count(*)::int AS n FROM audit_logs WHERE action = 'Assign Link'`;
        assert.equal(audits[0].n, 4);
      },
    );

    let clickId = "";
    await t.step(
      "GET /go: 302 with the click id; bots, previews and repeats are not counted",
      async () => {
        const first = await visit(app, code, CHROME);
        assert.equal(first.status, 302);
        const location = new URL(first.headers.get("location")!);
        assert.equal(location.origin + location.pathname, "https://shop.pk/c");
        clickId = location.searchParams.get("ref")!;
        assert.match(clickId, /^[0-9a-f]{48}$/);
        const repeat = await visit(app, code, CHROME);
        assert.equal(
          new URL(repeat.headers.get("location")!).searchParams.get("ref"),
          clickId,
        );
        const other = await visit(app, code, CHROME + " Edg/126.0");
        assert.notEqual(
          new URL(other.headers.get("location")!).searchParams.get("ref"),
          clickId,
        );
        const bot = await visit(app, code, "facebookexternalhit/1.1");
        assert.equal(bot.status, 302);
        assert.equal(bot.headers.get("location"), "https://shop.pk/c?ref=");
        await visit(
          app,
          code,
          "Googlebot/2.1 (+http://www.google.com/bot.html)",
        );
        await visit(app, code, null);
        await visit(app, code, CHROME + " Firefox", {
          "sec-purpose": "prefetch",
        });
        const unknown = await app.request("/go/nope1234", {
          redirect: "manual",
        });
        assert.equal(unknown.status, 404);
        assert.match(await unknown.text(), /Link not found/);
        // No explicit flush: the buffer writes on its own within a second.
        await new Promise((r) => setTimeout(r, 1300));
        const rows = await app.infra
          .sql`SELECT visitor_hash FROM clicks ORDER BY clicked_at, click_id`;
        assert.equal(rows.length, 2);
        assert.ok(
          rows.every((r) =>
            /^[0-9a-f]{32}$/.test(r.visitor_hash) &&
            !r.visitor_hash.includes("127.0.0.1")
          ),
        );
      },
    );

    await t.step(
      "affiliates see only their own links, with stats",
      async () => {
        const assigned = await app.json("/api/affiliate-links/assigned", {
          token: ali.token,
        });
        assert.equal(assigned.body.length, 2);
        const course = assigned.body.find((l: { product: { title: string } }) =>
          l.product.title === "Course"
        );
        assert.equal(course.link, `${app.url}/go/${code}`);
        assert.deepEqual(course.stats, { clicks: 2, sales: 0, earnings: 0 });
        const withStats = await app.json(
          "/api/affiliate-links/user-products-with-stats",
          { token: sara.token },
        );
        assert.equal(withStats.body.length, 1);
        assert.deepEqual(withStats.body[0].stats, {
          clicks: 0,
          sales: 0,
          earnings: 0,
        });
        // The spec's fields, plus the affiliate's coupon codes for the product (issue 11; none given here), and the
        // link's id and the product's allowed domains for deep links (issue 26), and its goals' payouts (issue 25).
        assert.deepEqual(Object.keys(withStats.body[0]).sort(), [
          "allowedDomains",
          "coupons",
          "goals",
          "link",
          "linkId",
          "product",
          "stats",
        ]);
        assert.deepEqual(withStats.body[0].coupons, []);
        assert.equal(
          (await app.json("/api/affiliate-links/assigned")).status,
          401,
        );
      },
    );

    let saleBody: unknown;
    await t.step(
      "conversions: signed sale by click id earns commission once per order",
      async () => {
        const body = {
          clickId,
          orderId: "order-1",
          amount: 100.5,
          status: "sale",
        };
        const first = await postConversion(app, body);
        assert.equal(first.status, 201);
        assert.equal(first.body.earnings, 50.25);
        assert.equal(first.body.availableOn, today);
        saleBody = first.body;
        const repeat = await postConversion(app, body);
        assert.equal(repeat.status, 200);
        assert.deepEqual(repeat.body, saleBody);
        const heldSale = await postConversion(app, {
          linkCode:
            (await app.json("/api/affiliate-links/admin/affiliate-links/all", {
              token: admin.token,
            })).body
              .find((l: { product: string }) => l.product === "Ebook").code,
          orderId: "order-2",
          amount: "20.00",
          status: "sale",
        });
        assert.equal(heldSale.status, 201);
        assert.equal(heldSale.body.earnings, 2);
        const ledger = await app.infra.sql`
      SELECT kind, amount_minor, available_on::text AS available_on FROM ledger_entries ORDER BY id`;
        assert.equal(ledger.length, 2);
        assert.deepEqual({ ...ledger[0] }, {
          kind: "earning",
          amount_minor: 5025,
          available_on: today,
        });
        assert.equal(ledger[1].amount_minor, 200);
        assert.ok(ledger[1].available_on > today);
      },
    );

    await t.step(
      "conversions: bad, missing and stale signatures are refused",
      async () => {
        const body = {
          linkCode: code,
          orderId: "order-x",
          amount: 5,
          status: "sale",
        };
        const wrong = await postConversion(app, body, {
          secret: "not-the-secret",
        });
        assert.deepEqual([wrong.status, wrong.body.code], [
          401,
          "INVALID_SIGNATURE",
        ]);
        const stale = await postConversion(app, body, {
          t: Math.floor(Date.now() / 1000) - 301,
        });
        assert.deepEqual([stale.status, stale.body.code], [
          401,
          "SIGNATURE_EXPIRED",
        ]);
        const unsigned = await app.json("/api/conversions", { body });
        assert.equal(unsigned.status, 401);
        assert.ok(typeof unsigned.body.message === "string");
        const invalid = await postConversion(app, {
          linkCode: code,
          orderId: "o",
          amount: -1,
          status: "sale",
        });
        assert.equal(invalid.status, 400);
        const count = await app.infra
          .sql`SELECT count(*)::int AS n FROM conversions`;
        assert.equal(count[0].n, 2);
      },
    );

    await t.step(
      "stats and report show the click, the sale and its earnings",
      async () => {
        const stats = await app.json(
          `/api/stats?startDate=${today}&endDate=${today}`,
          { token: ali.token },
        );
        assert.deepEqual(stats.body, { clicks: 2, sales: 2, earnings: 52.25 });
        const period = await app.json(
          "/api/stats/user/date-range?filter=Today",
          { token: ali.token },
        );
        assert.equal(period.body.clicks, 2);
        assert.equal(period.body.earnings, 52.25);
        const badPeriod = await app.json(
          "/api/stats/user/date-range?filter=Forever",
          { token: ali.token },
        );
        assert.equal(badPeriod.status, 400);
        const saraStats = await app.json("/api/stats", { token: sara.token });
        assert.deepEqual(saraStats.body, { clicks: 0, sales: 0, earnings: 0 });
        const report = await app.json(
          `/api/user/reports?startDate=${today}&endDate=${today}&dateOnly=1`,
          {
            token: ali.token,
          },
        );
        assert.deepEqual(report.body, [{
          date: today,
          clicks: 2,
          sales: 2,
          earnings: 52.25,
          payouts: 0,
          balance: 50.25,
        }]);
        const balance = await app.json("/api/payouts/balance", {
          token: ali.token,
        });
        if (balance.status === 200) assert.equal(balance.body.balance, 50.25);
        const reversed = await app.json(
          `/api/user/reports?startDate=${today}&endDate=2000-01-01`,
          { token: ali.token },
        );
        assert.deepEqual([reversed.status, reversed.body.message], [
          400,
          "End date cannot be before start date.",
        ]);
        assert.equal(
          (await app.json("/api/stats/all", { token: ali.token })).status,
          403,
        );
        const all = await app.json(
          `/api/stats/all?startDate=${today}&endDate=${today}`,
          { token: admin.token },
        );
        const aliCourse = all.body.find((
          r: { userId: number; productId: number },
        ) => r.userId === ali.id && r.productId === product.id);
        assert.deepEqual(
          {
            user: aliCourse.user,
            product: aliCourse.product,
            clicks: aliCourse.clicks,
            date: aliCourse.date,
          },
          { user: "Ali", product: "Course", clicks: 2, date: today },
        );
      },
    );

    await t.step(
      "a refund reverses the sale's earnings and is idempotent too",
      async () => {
        const refund = await postConversion(app, {
          clickId,
          orderId: "order-1",
          amount: 100.5,
          status: "refund",
        });
        assert.equal(refund.status, 201);
        assert.equal(refund.body.earnings, -50.25);
        assert.equal(
          (await postConversion(app, {
            clickId,
            orderId: "order-1",
            amount: 100.5,
            status: "refund",
          })).status,
          200,
        );
        const sale = await postConversion(app, {
          clickId,
          orderId: "order-1",
          amount: 100.5,
          status: "sale",
        });
        assert.deepEqual(sale.body, saleBody);
        const stats = await app.json("/api/stats", { token: ali.token });
        assert.deepEqual(stats.body, { clicks: 2, sales: 1, earnings: 2 });
        const ledger = await app.infra
          .sql`SELECT kind, amount_minor FROM ledger_entries WHERE kind = 'earning_reversal'`;
        assert.deepEqual(ledger.map((r) => [r.kind, r.amount_minor]), [[
          "earning_reversal",
          -5025,
        ]]);
        const unknown = await postConversion(app, {
          linkCode: code,
          orderId: "never-sold",
          amount: 1,
          status: "refund",
        });
        // A refund before its sale waits for it (issue 29 item 1; docs/tracking-api.md), where it used to be 404.
        assert.equal(unknown.status, 202, JSON.stringify(unknown.body));
        assert.equal(unknown.body.outcome, "waiting");
      },
    );

    await t.step(
      "the daily rollup equals the sums of the raw events",
      async () => {
        await app.services.tracking.buffer.flush();
        // Manual stats: one onto a day with clicks and a sale (an update), one onto a new day (an insert).
        for (const date of [today, "2024-02-29"]) {
          const manual = await app.json("/api/stats", {
            token: admin.token,
            body: {
              userId: ali.id,
              productId: product.id,
              date,
              clicks: 3,
              sales: 1,
              earnings: "7.25",
            },
          });
          assert.equal(manual.status, 201);
        }
        await assertRollupConsistent(app);
        // The admin page's totals (read from daily_stat_totals) equal the rollup's own sums.
        const page = await app.json(
          "/api/stats/all?startDate=2000-01-01&endDate=2100-01-01&page=1&pageSize=1",
          { token: admin.token },
        );
        const [sum] = await app.infra.sql`
          SELECT count(*)::int AS n, SUM(clicks)::int AS clicks, SUM(sales)::int AS sales,
                 SUM(earnings_minor)::int AS earnings FROM daily_stats`;
        assert.deepEqual(
          ["X-Total-Count", "X-Total-Clicks", "X-Total-Sales"].map((h) =>
            page.headers.get(h)
          ),
          [String(sum.n), String(sum.clicks), String(sum.sales)],
        );
      },
    );
  },
);
