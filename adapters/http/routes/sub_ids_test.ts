/**
 * Issue 26, item 1: sub-ids on /go are stored with the click, fill the destination's {s1}…{s5}, travel to the
 * click's conversions (API and store sales) and give GET /api/stats/breakdown?by=s1..s5 from the daily rollup.
 */
import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { postSignedConversion, setUpAffiliate } from "../test_affiliate.ts";
import {
  addSource,
  sendShopify,
  shopifyOrder,
  shopifyRefund,
} from "../test_source_senders.ts";
import { createPostgresCreditLookup } from "../../postgres/credit_lookup.ts";

/** A new visitor's redirect of `path`: its location. */
async function go(app: TestApp, path: string): Promise<URL> {
  const res = await app.request(path, {
    redirect: "manual",
    headers: {
      "user-agent": `Mozilla/5.0 Chrome/126.0 ${crypto.randomUUID()}`,
    },
  });
  await res.body?.cancel();
  assert.equal(res.status, 302);
  return new URL(res.headers.get("location")!);
}

const sale = (app: TestApp, clickId: string, orderId: string, amount = 100) =>
  postSignedConversion(
    app,
    JSON.stringify({ clickId, orderId, amount, status: "sale" }),
  );

forEachTestApp(
  "sub-ids reach the click, the destination, the conversion and the breakdown",
  async (_t, app) => {
    const { admin, ali, code } = await setUpAffiliate(app, {
      customLink: "https://shop.pk/course?src={s1}&grp={s2}",
    });
    const first = await go(
      app,
      `/go/${code}?s1=fb-ad-3&sub2=grp_7&s3=%3Cscript%3E&s4=${"x".repeat(101)}`,
    );
    assert.equal(first.searchParams.get("src"), "fb-ad-3");
    assert.equal(first.searchParams.get("grp"), "grp_7");
    const firstId = first.searchParams.get("click_id")!;
    assert.ok(firstId);
    // sN wins over subN; a value outside the allowed characters or too long is dropped whole.
    const second = await go(app, `/go/${code}?s1=tiktok&sub1=ignored`);
    assert.equal(second.searchParams.get("src"), "tiktok");
    assert.equal(second.searchParams.get("grp"), "");
    const plain = await go(app, `/go/${code}`);
    assert.equal(plain.searchParams.get("src"), "");
    await app.services.tracking.buffer.flush();

    const [row] = await app.infra.sql<
      { s1: string; s2: string; s3: string | null; s4: string | null }[]
    >`SELECT s1, s2, s3, s4 FROM clicks WHERE click_id = ${firstId}`;
    assert.deepEqual({ ...row }, {
      s1: "fb-ad-3",
      s2: "grp_7",
      s3: null,
      s4: null,
    });

    // The credit lookup a store's sale goes through hands the click's sub-ids on (issue 25's offer_conversions).
    const credit = createPostgresCreditLookup(
      app.infra.sql,
      app.services.tracking.clickIds,
    );
    const target = await credit.byClickId(firstId);
    assert.deepEqual(target?.subIds, {
      s1: "fb-ad-3",
      s2: "grp_7",
      s3: null,
      s4: null,
      s5: null,
    });

    assert.equal((await sale(app, firstId, "ord-sub-1")).status, 201);
    const [conv] = await app.infra.sql<{ s1: string; s2: string }[]>`
      SELECT s1, s2 FROM conversions WHERE order_id = 'ord-sub-1'`;
    assert.deepEqual({ ...conv }, { s1: "fb-ad-3", s2: "grp_7" });

    const by = async (dimension: string, token = ali.token, extra = "") => {
      const res = await app.json(
        `/api/stats/breakdown?by=${dimension}${extra}`,
        { token },
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body;
    };
    assert.deepEqual(await by("s1"), [
      {
        value: "fb-ad-3",
        clicks: 1,
        sales: 1,
        earnings: 50,
        conversionRate: 1,
      },
      { value: "tiktok", clicks: 1, sales: 0, earnings: 0, conversionRate: 0 },
    ]);
    assert.deepEqual(await by("s2"), [
      { value: "grp_7", clicks: 1, sales: 1, earnings: 50, conversionRate: 1 },
    ]);
    assert.deepEqual(await by("s3"), []);

    // A refund takes the sale back from its sub-id's row.
    const refund = await postSignedConversion(
      app,
      JSON.stringify({
        clickId: firstId,
        orderId: "ord-sub-1",
        amount: 100,
        status: "refund",
      }),
    );
    assert.equal(refund.status, 201, refund.text);
    assert.deepEqual((await by("s1"))[0], {
      value: "fb-ad-3",
      clicks: 1,
      sales: 0,
      earnings: 0,
      conversionRate: 0,
    });

    // A store's sale through the tiktok click: its sale and refund land on the tiktok row, under that source.
    const shopify = await addSource(app, admin.token, {
      name: "Shopify",
      kind: "shopify",
    });
    const secondId = second.searchParams.get("click_id")!;
    const sold = await sendShopify(
      app,
      shopify,
      "orders/create",
      shopifyOrder("5550001", secondId, { financialStatus: "paid" }),
    );
    assert.equal(sold.status, 200, JSON.stringify(sold));
    const tiktok = (await by("s1")).find((r: { value: string }) =>
      r.value === "tiktok"
    );
    assert.equal(tiktok.sales, 1);
    assert.ok(tiktok.earnings > 0);
    const refunded = await sendShopify(
      app,
      shopify,
      "refunds/create",
      shopifyRefund("5550001", "6660001", "10.00"),
    );
    assert.equal(refunded.status, 200, JSON.stringify(refunded));
    const after = (await by("s1")).find((r: { value: string }) =>
      r.value === "tiktok"
    );
    assert.ok(after.earnings < tiktok.earnings);

    // The admin's view narrows by affiliate and source; clicks have no source and stay.
    const adminRes = await app.json(
      `/api/admin/stats/breakdown?by=s1&userId=${ali.id}&sourceId=${shopify.id}`,
      { token: admin.token },
    );
    assert.equal(adminRes.status, 200, JSON.stringify(adminRes.body));
    assert.deepEqual(
      adminRes.body.map((
        r: { value: string; clicks: number; sales: number },
      ) => [r.value, r.clicks, r.sales]),
      [["tiktok", 1, 1], ["fb-ad-3", 1, 0]],
    );
    const forbidden = await app.json("/api/admin/stats/breakdown?by=s1", {
      token: ali.token,
    });
    assert.equal(forbidden.status, 403);
    const bad = await app.json("/api/stats/breakdown?by=s6", {
      token: ali.token,
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, "VALIDATION_ERROR");
    const badRange = await app.json(
      "/api/stats/breakdown?by=s1&from=2026-02-01",
      { token: ali.token },
    );
    assert.equal(badRange.status, 400);
    // Sub-ids are never reflected unescaped: the dropped value appears nowhere.
    const [{ n }] = await app.infra.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM daily_breakdown_stats WHERE value LIKE '%<%'`;
    assert.equal(n, 0);
  },
);
