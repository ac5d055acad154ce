/**
 * The click store's breakdown rollup (issue 26): a batch written whole sends its rollup summed in the app, a batch
 * that meets a counted visitor sums the clicks it inserted; either way daily_breakdown_stats holds exactly what the
 * stored clicks' values add up to (per Karachi day, a city with its country), and a link that is gone adds nothing.
 */
import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { createPostgresClickStore } from "./click_store.ts";
import { databaseSuite } from "./test_databases.ts";
import { insertLink, insertProduct, insertUser } from "./test_fixtures.ts";
import { breakdownValues } from "./breakdown_values.ts";
import type { ClickOrigin, ClickRecord } from "../../domain/tracking/click.ts";

const test = databaseSuite("click store breakdown rollup");

// Link 1 of user 2 to product 3, the link every test click goes through (link 99 is not there).
async function setup(sql: Sql) {
  await insertUser(sql, { id: 2, email: "ali@x.pk" });
  await insertProduct(sql, { id: 3, title: "Course" });
  await insertLink(sql, {
    id: 1,
    userId: 2,
    productId: 3,
    destinationUrl: "https://shop.pk",
    code: "abc",
  });
  return createPostgresClickStore(sql);
}

const PHONE: ClickOrigin = {
  country: "PK",
  city: "Karachi",
  device: "mobile",
  os: "Android",
  browser: "Chrome",
  referrer: "facebook.com",
};

let n = 0;
/** A click of `linkId` at `at` (UTC) with the given sub-id and origin. */
const click = (
  at: string,
  s1: string | null,
  origin: ClickOrigin | null,
  linkId = 1,
): ClickRecord => ({
  clickId: `c${++n}`,
  linkId,
  userId: 2,
  productId: 3,
  visitorHash: `v${n}`,
  clickedAt: new Date(at),
  subIds: s1 === null ? null : { s1, s2: null, s3: null, s4: null, s5: "x~5" },
  origin,
});

type Row = { dimension: string; day: string; value: string; clicks: number };

/** The rollup's click rows (source 0), sorted. */
async function rollup(sql: Sql): Promise<Row[]> {
  return (await sql<Row[]>`
    SELECT dimension, stat_date::text AS day, value, clicks::int AS clicks
    FROM daily_breakdown_stats WHERE source_id = 0 AND user_id = 2 AND product_id = 3
    ORDER BY dimension, stat_date, value`).map((r) => ({ ...r }));
}

/** What the stored clicks add up to, by the same values as the conversion side reads them. */
async function fromClicks(sql: Sql): Promise<Row[]> {
  return (await sql<Row[]>`
    SELECT d.dimension, k.stat_date::text AS day, d.value, count(*)::int AS clicks
    FROM clicks k CROSS JOIN LATERAL ${
    breakdownValues(sql, "k")
  } AS d(dimension, value)
    WHERE d.value IS NOT NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`).map((r) => ({ ...r }));
}

test("a whole batch's rollup, summed in the app, is what its clicks add up to, per Karachi day", async ({ sql }) => {
  const store = await setup(sql);
  const lahore = { ...PHONE, city: "Lahore", referrer: null };
  const batch = [
    click("2025-03-01T10:00:00Z", "fb-ad-3", PHONE),
    click("2025-03-01T11:00:00Z", "fb-ad-3", PHONE),
    click("2025-03-01T12:00:00Z", "fb-ad-3", PHONE),
    // 18:59 UTC is 23:59 in Karachi, 19:00 UTC the next day there.
    click("2025-03-01T18:59:00Z", "fb-ad-3", lahore),
    click("2025-03-01T19:00:00Z", "fb-ad-3", lahore),
    click("2025-03-01T20:00:00Z", null, {
      ...PHONE,
      country: null,
      city: "Nowhere",
    }),
    click("2025-03-01T20:30:00Z", "g", null),
    click("2025-03-01T21:00:00Z", null, null),
  ];
  assert.equal(await store.save(batch), batch.length);
  const rows = await rollup(sql);
  assert.deepEqual(rows, await fromClicks(sql));
  const find = (dimension: string, day: string, value: string) =>
    rows.find((r) =>
      r.dimension === dimension && r.day === day && r.value === value
    )?.clicks;
  assert.equal(find("city", "2025-03-01", "PK|Karachi"), 3);
  assert.equal(find("city", "2025-03-01", "PK|Lahore"), 1);
  assert.equal(find("city", "2025-03-02", "PK|Lahore"), 1);
  assert.equal(find("s1", "2025-03-01", "fb-ad-3"), 4);
  assert.equal(find("s5", "2025-03-02", "x~5"), 2);
  assert.equal(find("referrer", "2025-03-01", "facebook.com"), 3);
  // A city without a country adds no city row; unknown parts add none.
  assert.equal(rows.some((r) => r.value.includes("Nowhere")), false);
  assert.equal(rows.some((r) => r.value === ""), false);
});

test("a batch meeting a counted visitor sums only the clicks it inserted; a gone link's clicks add nothing", async ({ sql }) => {
  const store = await setup(sql);
  const first = click("2025-03-01T10:00:00Z", "fb-ad-3", PHONE);
  assert.equal(await store.save([first]), 1);
  // The same visitor again within the hour (another instance counted it), a new one, and one of a link that is gone.
  const again = { ...first, clickId: "c-again" };
  const batch = [
    again,
    click("2025-03-01T10:10:00Z", "fb-ad-3", PHONE),
    click("2025-03-01T10:20:00Z", "fb-ad-3", PHONE, 99),
  ];
  assert.equal(await store.save(batch), 1);
  assert.deepEqual(await rollup(sql), await fromClicks(sql));
  assert.equal(
    (await rollup(sql)).find((r) => r.dimension === "country")?.clicks,
    2,
  );
  // A whole batch with a gone link's click: the others are written and rolled up, that one is not.
  assert.equal(
    await store.save([
      click("2025-03-01T11:00:00Z", "fb-ad-3", PHONE),
      click("2025-03-01T11:10:00Z", "fb-ad-3", PHONE, 99),
    ]),
    1,
  );
  assert.deepEqual(await rollup(sql), await fromClicks(sql));
  assert.equal(
    (await rollup(sql)).find((r) => r.dimension === "country")?.clicks,
    3,
  );
});
