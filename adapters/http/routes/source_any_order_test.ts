/**
 * Property test of issue 29: an order's steps are one state machine per (source, order id), so any arrival order of
 * the same steps, with duplicates, ends in the same ledger and stats as the steps in order. For each source kind
 * (api, shopify, woocommerce, postback, csv), seeded random step sets (a sale pending or approved, an approval, a
 * reversal, refunds with distinct ids) are delivered through the real endpoints with bodies shaped like the
 * published samples: once in order, once shuffled with repeats, each under its own order id. The two runs must move
 * the affiliate's ledger (all rows and payable), stats (sales, earnings) and the source's daily figures (sales,
 * revenue, earnings) by the same amounts and leave the order in the same state, with nothing left waiting once
 * the order has its sale. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { clickId, setUpAffiliate } from "../test_affiliate.ts";
import {
  addSource,
  type CreatedSource,
  importCsvRow,
  sendConversion,
  sendPostback,
  sendShopify,
  sendWoo,
  shopifyOrder,
  shopifyRefund,
  wooOrder,
} from "../test_source_senders.ts";

/** Step sets per source kind; each is two runs of a few deliveries. */
const TRIALS = 8;

/** mulberry32: a small seeded generator, so a failure names a trial that can be replayed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Kind = "api" | "shopify" | "woocommerce" | "postback" | "csv";

/** One abstract step of a set; refunds carry their amount (minor units) and their number in the set. */
type Step =
  | { kind: "sale"; status: "pending" | "approved" }
  | { kind: "approve" }
  | { kind: "reverse"; word: string }
  | { kind: "refund"; n: number; minor: number };

const text = (minor: number) => (minor / 100).toFixed(2);

/** A random step set for a source kind, in its natural order: sale, approval, refunds, reversal. */
function stepSet(kind: Kind, random: () => number, saleMinor: number): Step[] {
  const steps: Step[] = [];
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  if (random() < 0.85) {
    steps.push({
      kind: "sale",
      status: kind === "api" ? "approved" : pick(["pending", "approved"]),
    });
  }
  if (kind !== "api" && random() < 0.5) steps.push({ kind: "approve" });
  const refunds = kind === "postback"
    ? 0
    : kind === "api"
    ? (random() < 0.6 ? 1 : 0)
    : Math.floor(random() * 3);
  const used = new Set<number>();
  for (let n = 0; n < refunds; n++) {
    // Distinct amounts (a CSV refund's id is made of its amount), up to 70 % of the sale each, or all of it.
    let minor = random() < 0.2
      ? saleMinor
      : 1 + Math.floor(random() * saleMinor * 0.7);
    while (used.has(minor)) minor++;
    used.add(minor);
    steps.push({ kind: "refund", n, minor });
  }
  if (kind !== "api" && random() < 0.35) {
    steps.push({
      kind: "reverse",
      word: pick(["rejected", "REVERSED", "declined", "-1"]),
    });
  }
  return steps;
}

const describe = (steps: Step[]) =>
  steps.map((s) =>
    s.kind === "sale"
      ? `sale/${s.status}`
      : s.kind === "refund"
      ? `refund#${s.n}(${text(s.minor)})`
      : s.kind
  ).join(", ") || "(nothing)";

/** Sends one delivery; answers its outcome (asserting the sender got a 2xx, so it would not retry). */
type Send = () => Promise<string>;

interface World {
  app: TestApp;
  adminToken: string;
  code: string;
  sources: Record<Kind, CreatedSource>;
  /** A postback source that names no order: the click id keys it (Everflow's template). */
  keyless: CreatedSource;
}

let serial = 0;

/**
 * The deliveries that carry a step set for one order, in the set's order, each a function that sends it (so a
 * duplicate sends the same body again). Returns them with the source the order lives in and its order id there.
 */
async function deliveries(
  w: World,
  kind: Kind,
  steps: Step[],
  saleMinor: number,
  random: () => number,
): Promise<{ sends: Send[]; sourceId: number; orderId: string }> {
  const { app } = w;
  // Stores and the API are attributed by the affiliate's coupon (the samples' ALI10) or link code; a postback
  // needs a click id, and a keyless postback's click id is its order.
  const click = kind === "postback"
    ? await clickId(app, w.code)
    : "c_unknown0000";
  const n = ++serial;
  const ok = (r: { status: number; outcome: string }) => {
    assert.ok(r.status < 300, JSON.stringify(r));
    return r.outcome;
  };
  switch (kind) {
    case "api": {
      const orderId = `API-${n}`;
      return {
        sourceId: 1,
        orderId,
        sends: steps.map((s) => async () => {
          const body = s.kind === "refund"
            ? {
              linkCode: w.code,
              orderId,
              amount: text(s.minor),
              status: "refund",
            }
            : {
              linkCode: w.code,
              orderId,
              amount: text(saleMinor),
              status: "sale",
            };
          const r = await sendConversion(app, body);
          assert.ok(r.status < 300, JSON.stringify(r.body));
          return r.status === 202 ? "waiting" : String(r.status);
        }),
      };
    }
    case "shopify": {
      const source = w.sources.shopify;
      const orderId = (820982911946200000n + BigInt(n)).toString();
      const subtotal = text(saleMinor);
      return {
        sourceId: source.id,
        orderId,
        sends: steps.map((s) => {
          const [topic, body] = s.kind === "sale"
            ? [
              "orders/create",
              shopifyOrder(orderId, click, {
                financialStatus: s.status === "pending" ? "pending" : "paid",
                subtotal,
              }),
            ]
            : s.kind === "approve"
            ? [
              "orders/paid",
              shopifyOrder(orderId, click, {
                financialStatus: "paid",
                subtotal,
              }),
            ]
            : s.kind === "reverse"
            ? [
              "orders/cancelled",
              shopifyOrder(orderId, click, {
                financialStatus: "voided",
                cancelledAt: "2026-11-22T09:15:00+05:00",
                subtotal,
              }),
            ]
            : [
              "refunds/create",
              shopifyRefund(
                orderId,
                (890088186047900000n + BigInt(n * 10 + s.n)).toString(),
                text(s.minor),
              ),
            ];
          // A repeat is either Shopify's retry (same webhook id) or the same event through a new webhook id.
          const webhookId = crypto.randomUUID();
          return async () =>
            ok(
              await sendShopify(
                app,
                source,
                topic,
                body,
                random() < 0.5 ? webhookId : crypto.randomUUID(),
              ),
            );
        }),
      };
    }
    case "woocommerce": {
      // Each delivery is the order as it stood then: its status and every refund so far (WooCommerce repeats them).
      const source = w.sources.woocommerce;
      const id = 80_000 + n;
      const sale = steps.find((s) => s.kind === "sale");
      const paymentMethod = sale?.kind === "sale" && sale.status === "pending"
        ? "cod"
        : "stripe";
      let status = "processing";
      const refunds: { id: number; total: string }[] = [];
      // total = amount + tax 1.20 + shipping 10.00, as in the sample; refunds are shares of that total.
      const setTotal = (body: string) => {
        const order = JSON.parse(body);
        order.total = text(saleMinor + 1_120);
        return JSON.stringify(order);
      };
      const sends: Send[] = [];
      for (const s of steps) {
        let body: string;
        if (s.kind === "sale") {
          body = wooOrder(id, click, { status: "processing", paymentMethod });
        } else if (s.kind === "approve") {
          status = "completed";
          body = wooOrder(id, click, { status, paymentMethod, refunds });
        } else if (s.kind === "refund") {
          refunds.push({ id: id * 10 + s.n, total: `-${text(s.minor)}` });
          body = wooOrder(id, click, {
            status,
            paymentMethod,
            refunds: [...refunds],
          });
        } else {
          body = wooOrder(id, click, {
            status: s.word === "REVERSED"
              ? "refunded"
              : s.word === "declined"
              ? "failed"
              : "cancelled",
            paymentMethod,
            refunds: [...refunds],
          });
        }
        const sent = setTotal(body);
        sends.push(async () => ok(await sendWoo(app, source, sent)));
      }
      return { sourceId: source.id, orderId: String(id), sends };
    }
    case "postback": {
      // Half the sets name their order; the others name only the click (the click id keys the order).
      const keyless = random() < 0.5;
      const source = keyless ? w.keyless : w.sources.postback;
      const orderId = keyless ? `click:${click}` : `PB-${n}`;
      return {
        sourceId: source.id,
        orderId,
        sends: steps.map((s) => {
          const params: Record<string, string> = {
            click_id: click,
            ...(keyless ? {} : { order_id: orderId }),
          };
          if (s.kind === "reverse") params.status = s.word;
          else {
            params[keyless ? "sale_amount" : "amount"] = text(saleMinor);
            params.status = s.kind === "sale" && s.status === "pending"
              ? "pending"
              : s.kind === "approve"
              ? "confirmed"
              : "approved";
          }
          return async () => ok(await sendPostback(app, source, params));
        }),
      };
    }
    case "csv": {
      const source = w.sources.csv;
      const orderId = `CSV-${n}`;
      return {
        sourceId: source.id,
        orderId,
        sends: steps.map((s) => {
          const row = {
            order_id: orderId,
            link_code: w.code,
            amount: s.kind === "refund" ? text(s.minor) : text(saleMinor),
            status: s.kind === "sale"
              ? s.status
              : s.kind === "approve"
              ? "approved"
              : s.kind === "reverse"
              ? (s.word === "-1" ? "reversed" : s.word.toLowerCase())
              : "refund",
          };
          return () => importCsvRow(app, w.adminToken, source, row);
        }),
      };
    }
  }
}

/** In one statement: the affiliate's ledger and stats, the source's daily figures, the order and its waiting steps. */
async function reading(
  app: TestApp,
  aliId: number,
  sourceId: number,
  orderId: string,
) {
  const [r] = await app.infra.sql`
    SELECT
      (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries WHERE user_id = ${aliId})::text AS ledger,
      (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries
        WHERE user_id = ${aliId} AND available_on <> 'infinity')::text AS payable,
      (SELECT COALESCE(SUM(sales), 0) FROM daily_stats WHERE user_id = ${aliId})::text AS sales,
      (SELECT COALESCE(SUM(earnings_minor), 0) FROM daily_stats WHERE user_id = ${aliId})::text AS earnings,
      (SELECT COALESCE(SUM(sales), 0) FROM daily_source_stats WHERE source_id = ${sourceId})::text AS source_sales,
      (SELECT COALESCE(SUM(revenue_minor), 0) FROM daily_source_stats WHERE source_id = ${sourceId})::text
        AS source_revenue,
      (SELECT COALESCE(SUM(earnings_minor), 0) FROM daily_source_stats WHERE source_id = ${sourceId})::text
        AS source_earnings,
      (SELECT row_to_json(o)::text FROM (
        SELECT status, sale_minor::text AS sale, earned_minor::text AS earned, reversed_minor::text AS reversed
        FROM source_orders WHERE source_id = ${sourceId} AND order_id = ${orderId}) o) AS "order",
      (SELECT count(*) FROM source_waiting_steps
        WHERE source_id = ${sourceId} AND order_id = ${orderId} AND applied_at IS NULL)::int AS waiting`;
  return {
    figures: [
      r.ledger,
      r.payable,
      r.sales,
      r.earnings,
      r.source_sales,
      r.source_revenue,
      r.source_earnings,
    ].map(Number),
    order: r.order ? JSON.parse(r.order) : null,
    waiting: r.waiting as number,
  };
}

/** The names of reading().figures, for messages. */
const FIGURES = [
  "ledger",
  "payable",
  "sales",
  "earnings",
  "source sales",
  "source revenue",
  "source earnings",
];

/** Sends `sends` in this order and answers what they changed. */
async function run(
  w: World,
  aliId: number,
  sourceId: number,
  orderId: string,
  order: Send[],
) {
  const before = await reading(w.app, aliId, sourceId, orderId);
  const outcomes: string[] = [];
  for (const send of order) outcomes.push(await send());
  const after = await reading(w.app, aliId, sourceId, orderId);
  if (after.order) {
    assert.equal(after.waiting, 0, "steps still wait after the sale");
  }
  return {
    outcomes,
    changed: Object.fromEntries(
      FIGURES.map((name, i) => [name, after.figures[i] - before.figures[i]]),
    ),
    order: after.order,
  };
}

forEachTestApp(
  "sales sources property: any arrival order of an order's steps, with duplicates, ends in the in-order ledger and stats",
  async (t, app) => {
    const { admin, ali, product, code } = await setUpAffiliate(app, {
      commissionPercent: 37,
    });
    // The samples' discount code (Shopify ALI10, WooCommerce ali10) is the affiliate's coupon.
    const coupon = await app.json("/api/admin/coupons", {
      token: admin.token,
      body: { userId: ali.id, productId: product.id, code: "ALI10" },
    });
    assert.equal(coupon.status, 201, JSON.stringify(coupon.body));
    const world: World = {
      app,
      adminToken: admin.token,
      code,
      sources: {
        api: { id: 1, secret: "", endpointUrl: "" },
        shopify: await addSource(app, admin.token, {
          name: "Shopify",
          kind: "shopify",
          currency: "USD",
        }),
        woocommerce: await addSource(app, admin.token, {
          name: "Woo",
          kind: "woocommerce",
          currency: "USD",
        }),
        postback: await addSource(app, admin.token, {
          name: "Network",
          kind: "postback",
        }),
        csv: await addSource(app, admin.token, {
          name: "Report",
          kind: "postback",
        }),
      },
      keyless: await addSource(app, admin.token, {
        name: "Everflow",
        kind: "postback",
        params: { amount: "sale_amount" },
      }),
    };
    const kinds: Kind[] = ["api", "shopify", "woocommerce", "postback", "csv"];
    for (const [k, kind] of kinds.entries()) {
      await t.step(`${kind}: ${TRIALS} random step sets`, async () => {
        for (let trial = 1; trial <= TRIALS; trial++) {
          const seed = (k + 1) * 100_003 + trial * 7919;
          const random = seeded(seed);
          const saleMinor = 100 + Math.floor(random() * 500_000);
          const steps = stepSet(kind, random, saleMinor);
          const label = `${kind} seed ${seed}: ${describe(steps)} on ${
            text(saleMinor)
          }`;
          const inOrder = await deliveries(
            world,
            kind,
            steps,
            saleMinor,
            random,
          );
          const reference = await run(
            world,
            ali.id,
            inOrder.sourceId,
            inOrder.orderId,
            inOrder.sends,
          );
          const shuffled = await deliveries(
            world,
            kind,
            steps,
            saleMinor,
            random,
          );
          // Every delivery once, some twice, in a random order (Fisher–Yates).
          const arrival = [
            ...shuffled.sends,
            ...shuffled.sends.filter(() => random() < 0.4),
          ];
          for (let i = arrival.length - 1; i > 0; i--) {
            const j = Math.floor(random() * (i + 1));
            [arrival[i], arrival[j]] = [arrival[j], arrival[i]];
          }
          const result = await run(
            world,
            ali.id,
            shuffled.sourceId,
            shuffled.orderId,
            arrival,
          );
          const detail = `${label}\n  in order: ${
            reference.outcomes.join(" ")
          }\n  shuffled: ${result.outcomes.join(" ")}`;
          assert.deepEqual(result.changed, reference.changed, detail);
          assert.deepEqual(result.order, reference.order, detail);
        }
      });
    }

    await t.step(
      "the sets exercised waiting steps, and the balance still equals the ledger",
      async () => {
        const [waited] = await app.infra.sql`
          SELECT count(*)::int AS n FROM source_waiting_steps WHERE applied_at IS NOT NULL`;
        assert.ok(waited.n > 5, `only ${waited.n} waiting steps applied`);
        const [sum] = await app.infra.sql`
          SELECT COALESCE(SUM(amount_minor), 0)::text AS total FROM ledger_entries WHERE user_id = ${ali.id}`;
        const balance =
          (await app.json("/api/payouts/balance", { token: ali.token })).body;
        assert.equal(
          Math.round((balance.balance + balance.pendingApproval) * 100),
          Number(sum.total),
        );
      },
    );
  },
);
