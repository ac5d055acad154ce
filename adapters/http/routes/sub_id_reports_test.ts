/**
 * Issue 26, item 1: the affiliate's daily trend and report by sub-id (GET /api/stats/daily?s1=…, GET
 * /api/user/reports?by=s1 and ?s1=…), answered from the breakdown rollup.
 */
import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { postSignedConversion, setUpAffiliate } from "../test_affiliate.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";
import { SUB_ID_QUERY_MESSAGES } from "../../../domain/stats/breakdown.ts";

/** A new visitor's click of `path`; its click id. */
async function click(app: TestApp, path: string): Promise<string> {
  const res = await app.request(path, {
    redirect: "manual",
    headers: {
      "user-agent": `Mozilla/5.0 Chrome/126.0 ${crypto.randomUUID()}`,
    },
  });
  await res.body?.cancel();
  return new URL(res.headers.get("location")!).searchParams.get("click_id")!;
}

forEachTestApp(
  "the daily trend and the report (and so its CSV) group and filter by one sub-id",
  async (_t, app) => {
    const { ali, code } = await setUpAffiliate(app);
    const fb = await click(app, `/go/${code}?s1=fb-ad-3&s2=grp`);
    await click(app, `/go/${code}?s1=fb-ad-3`);
    await click(app, `/go/${code}?sub1=tiktok`);
    await click(app, `/go/${code}`);
    await app.services.tracking.buffer.flush();
    const sold = await postSignedConversion(
      app,
      JSON.stringify({
        clickId: fb,
        orderId: "ord-g-1",
        amount: 100,
        status: "sale",
      }),
    );
    assert.equal(sold.status, 201, sold.text);
    const today = karachiDate(new Date());
    const get = async (path: string) => {
      const res = await app.json(path, { token: ali.token });
      return res;
    };

    // The trend of one value: today's row holds only its clicks and sales; without a filter, all four clicks.
    const trend = await get(`/api/stats/daily?filter=Today&s1=fb-ad-3`);
    assert.equal(trend.status, 200, JSON.stringify(trend.body));
    assert.deepEqual(trend.body.days, [
      { date: today, clicks: 2, sales: 1, earnings: 50 },
    ]);
    const all = await get(`/api/stats/daily?filter=Today`);
    assert.equal(all.body.days[0].clicks, 4);
    const none = await get(`/api/stats/daily?filter=Today&s2=nothing`);
    assert.deepEqual(none.body.days, [
      { date: today, clicks: 0, sales: 0, earnings: 0 },
    ]);

    // The report grouped by s1: one row per day and value, most clicks first; a click without s1 has no row.
    const grouped = await get(
      `/api/user/reports?startDate=${today}&endDate=${today}&by=s1`,
    );
    assert.equal(grouped.status, 200, JSON.stringify(grouped.body));
    assert.deepEqual(grouped.body, [
      { date: today, value: "fb-ad-3", clicks: 2, sales: 1, earnings: 50 },
      { date: today, value: "tiktok", clicks: 1, sales: 0, earnings: 0 },
    ]);
    // A filter alone groups by its slot; with by of the same slot, the same.
    for (const q of ["s1=tiktok", "by=s1&s1=tiktok"]) {
      const one = await get(`/api/user/reports?${q}`);
      assert.deepEqual(one.body, [
        { date: today, value: "tiktok", clicks: 1, sales: 0, earnings: 0 },
      ]);
    }
    // The plain report keeps its shape.
    const plain = await get(`/api/user/reports`);
    assert.deepEqual(Object.keys(plain.body[0]).sort(), [
      "balance",
      "clicks",
      "date",
      "earnings",
      "payouts",
      "sales",
    ]);

    const refused: [string, string][] = [
      [
        "/api/stats/daily?filter=Today&s1=a&s2=b",
        SUB_ID_QUERY_MESSAGES.oneSlot,
      ],
      [
        "/api/stats/daily?filter=Today&s1=%3Cb%3E",
        SUB_ID_QUERY_MESSAGES.badValue,
      ],
      ["/api/user/reports?by=country", SUB_ID_QUERY_MESSAGES.badBy],
      ["/api/user/reports?by=s2&s1=x", SUB_ID_QUERY_MESSAGES.slotMismatch],
      [
        `/api/user/reports?s1=${"x".repeat(101)}`,
        SUB_ID_QUERY_MESSAGES.badValue,
      ],
    ];
    for (const [path, message] of refused) {
      const res = await get(path);
      assert.equal(res.status, 400, path);
      assert.deepEqual(res.body, { code: "VALIDATION_ERROR", message }, path);
    }
  },
);
