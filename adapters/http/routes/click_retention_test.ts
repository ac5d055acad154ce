/**
 * Issue 26, item 4: raw clicks past CLICK_RETENTION_DAYS leave with their whole month's partition, while the daily
 * stats, the breakdowns and every conversion's attribution stay as they were.
 */
import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { postSignedConversion, setUpAffiliate } from "../test_affiliate.ts";
import { createFixedClock } from "../../../domain/shared/clock.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";

const clock = createFixedClock(new Date());
const DAY = 86_400_000;

forEachTestApp(
  "the partition job drops a month of clicks past the retention and keeps its rollups and attributions",
  async (_t, app) => {
    const now = clock.now();
    const today = karachiDate(now);
    const { ali, code } = await setUpAffiliate(app);
    const res = await app.request(`/go/${code}?s1=fb-ad-3`, {
      redirect: "manual",
      headers: { "user-agent": "Mozilla/5.0 Chrome/126.0 retention" },
    });
    await res.body?.cancel();
    const clickId = new URL(res.headers.get("location")!).searchParams.get(
      "click_id",
    )!;
    await app.services.tracking.buffer.flush();
    const sold = await postSignedConversion(
      app,
      JSON.stringify({
        clickId,
        orderId: "ord-ret-1",
        amount: 100,
        status: "sale",
      }),
    );
    assert.equal(sold.status, 201, sold.text);
    const month = `clicks_${today.slice(0, 4)}_${today.slice(5, 7)}`;

    const figures = async () => {
      const stats = await app.json(
        `/api/stats?startDate=${today}&endDate=${today}`,
        { token: ali.token },
      );
      const bySub = await app.json(
        `/api/stats/breakdown?by=s1&from=${today}&to=${today}`,
        { token: ali.token },
      );
      assert.equal(stats.status, 200, JSON.stringify(stats.body));
      assert.equal(bySub.status, 200, JSON.stringify(bySub.body));
      return { stats: stats.body, bySub: bySub.body };
    };
    const before = await figures();
    assert.equal(before.stats.clicks, 1);
    assert.equal(before.stats.sales, 1);
    assert.deepEqual(before.bySub, [
      {
        value: "fb-ad-3",
        clicks: 1,
        sales: 1,
        earnings: 50,
        conversionRate: 1,
      },
    ]);

    // Within the retention nothing goes.
    assert.deepEqual(
      (await app.services.tracking.keepClickPartitions()).dropped,
      [],
    );
    // 440 days on (more than 400 plus a month): this month's every click is past the retention.
    clock.set(new Date(now.getTime() + 440 * DAY));
    const run = await app.services.tracking.keepClickPartitions();
    clock.set(now);
    assert.ok(run.dropped.includes(month), JSON.stringify(run));
    const [{ n }] = await app.infra.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM clicks WHERE click_id = ${clickId}`;
    assert.equal(n, 0);

    // The daily stats and the breakdown read rollups: unchanged. The conversion keeps its link and sub-id.
    assert.deepEqual(await figures(), before);
    const [conversion] = await app.infra.sql<
      { link_id: number; user_id: number; s1: string; earnings: string }[]
    >`
      SELECT c.link_id, c.user_id, c.s1,
        (SELECT sum(amount_minor)::text FROM ledger_entries l WHERE l.user_id = c.user_id) AS earnings
      FROM conversions c WHERE c.order_id = 'ord-ret-1'`;
    assert.equal(conversion.user_id, ali.id);
    assert.equal(conversion.s1, "fb-ad-3");
    assert.equal(conversion.earnings, "5000");

    // A click of the dropped month again (a clock far behind) makes its month anew and is counted.
    const again = await app.request(`/go/${code}`, {
      redirect: "manual",
      headers: { "user-agent": "Mozilla/5.0 Chrome/126.0 back-again" },
    });
    await again.body?.cancel();
    assert.equal(again.status, 302);
    await app.services.tracking.buffer.flush();
    assert.equal((await figures()).stats.clicks, 2);
  },
  { clock },
);
