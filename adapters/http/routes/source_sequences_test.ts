/**
 * Property test through the real repositories: seeded random sequences of sales, partial refunds, approvals and
 * reversals for one order each, delivered through a network postback or a CSV import. After every sequence the
 * order never has more taken back than it earned, its ledger rows say what its progress says, the affiliate's
 * balance plus pending approval equals the sum of their ledger rows, and the stats count one sale per order that is
 * not reversed (a reversal after refunds took everything back still takes the sale out).
 */
import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { clickId, setUpAffiliate } from "../test_affiliate.ts";

const SEQUENCES = 30;
const MAX_STEPS = 8;

/** mulberry32: a small seeded generator, so a failure names a sequence that can be replayed. */
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

type Step =
  | { kind: "sale"; status: "pending" | "approved" }
  | { kind: "approve" }
  | { kind: "refund"; amount: string }
  | { kind: "reverse" };

forEachTestApp(
  "sales sources property: random step sequences never take back more than earned; balance equals the ledger",
  async (t, app) => {
    const { admin, ali, code } = await setUpAffiliate(app, {
      commissionPercent: 37,
    });
    const net = (await app.json("/api/admin/sources", {
      token: admin.token,
      body: { name: "Network", kind: "postback", currency: "USD" },
    })).body;
    const postbackPath = new URL(net.endpointUrl).pathname;

    const postback = async (params: Record<string, string>) => {
      const res = await app.request(
        `${postbackPath}?${new URLSearchParams(params)}`,
      );
      const text = await res.text();
      assert.equal(res.status, 200, text);
    };
    const importRow = async (row: Record<string, string>) => {
      const header = Object.keys(row);
      const form = new FormData();
      form.set(
        "file",
        new File(
          [`${header.join(",")}\n${Object.values(row).join(",")}\n`],
          "s.csv",
        ),
      );
      form.set(
        "mapping",
        JSON.stringify(Object.fromEntries(header.map((h) => [h, h]))),
      );
      const res = await app.json(`/api/admin/sources/${net.id}/import`, {
        token: admin.token,
        body: form,
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.notEqual(
        res.body.rows[0].outcome,
        "error",
        JSON.stringify(res.body),
      );
    };

    for (let seq = 1; seq <= SEQUENCES; seq++) {
      const random = seeded(seq * 7919);
      const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
      const orderId = `P-${seq}`;
      const amount = 1 + Math.floor(random() * 50_000);
      const amountText = (amount / 100).toFixed(2);
      const steps: Step[] = [];
      const length = 1 + Math.floor(random() * MAX_STEPS);
      for (let i = 0; i < length; i++) {
        steps.push(pick<Step>([
          { kind: "sale", status: "pending" },
          { kind: "sale", status: "approved" },
          { kind: "approve" },
          {
            kind: "refund",
            // Up to 60 % more than the sale, so refunds can add up past it.
            amount: (Math.max(1, Math.floor(random() * amount * 1.6)) / 100)
              .toFixed(2),
          },
          { kind: "reverse" },
        ]));
      }
      await t.step(
        `sequence ${seq}: ${
          steps.map((s) => s.kind + ("status" in s ? `/${s.status}` : "")).join(
            ", ",
          )
        }`,
        async () => {
          for (const step of steps) {
            // Refunds exist only in CSV; the rest goes either way.
            const viaCsv = step.kind === "refund" || random() < 0.5;
            const status = step.kind === "sale"
              ? step.status
              : step.kind === "approve"
              ? "approved"
              : step.kind === "reverse"
              ? "rejected"
              : "refund";
            if (viaCsv) {
              await importRow({
                order_id: orderId,
                link_code: code,
                amount: step.kind === "refund" ? step.amount : amountText,
                status,
              });
            } else {
              await postback({
                order_id: orderId,
                amount: amountText,
                status,
                // A postback has no link code: a fresh click on the link gives it a click id.
                click_id: await clickId(app, code),
              });
            }
          }
          const [order] = await app.infra.sql`
            SELECT earned_minor::int AS earned, reversed_minor::int AS reversed
            FROM source_orders WHERE source_id = ${net.id} AND order_id = ${orderId}`;
          const [ledger] = await app.infra.sql`
            SELECT COALESCE(SUM(l.amount_minor), 0)::int AS net
            FROM ledger_entries l
              JOIN source_keys k ON l.source_type = 'source_step' AND k.id = l.source_id
              JOIN source_events e ON e.id = k.event_id
            WHERE e.source_id = ${net.id} AND e.order_id = ${orderId}`;
          if (order) {
            assert.ok(order.reversed >= 0);
            assert.ok(
              order.reversed <= order.earned,
              `taken back ${order.reversed} > earned ${order.earned}`,
            );
            assert.equal(ledger.net, order.earned - order.reversed);
          } else {
            assert.equal(ledger.net, 0);
          }
          // A sale counts once in stats, refunded or not, until a reversal takes it out, refunds before it or not.
          const [counted] = await app.infra.sql`
            SELECT count(*)::int AS n FROM source_orders
            WHERE source_id = ${net.id} AND status <> 'reversed'`;
          const [sales] = await app.infra.sql`
            SELECT COALESCE(SUM(sales), 0)::int AS n FROM daily_stats WHERE user_id = ${ali.id}`;
          assert.equal(sales.n, counted.n, "sales in stats");
          const [sum] = await app.infra.sql`
            SELECT COALESCE(SUM(amount_minor), 0)::int AS total FROM ledger_entries WHERE user_id = ${ali.id}`;
          const balance =
            (await app.json("/api/payouts/balance", { token: ali.token })).body;
          assert.equal(
            Math.round((balance.balance + balance.pendingApproval) * 100),
            sum.total,
          );
        },
      );
    }

    await t.step(
      "the sequences exercised every kind of ledger movement",
      async () => {
        const kinds = await app.infra.sql`
        SELECT kind, count(*)::int AS n FROM ledger_entries WHERE user_id = ${ali.id} GROUP BY kind`;
        const seen = Object.fromEntries(kinds.map((r) => [r.kind, r.n]));
        for (
          const kind of [
            "earning",
            "earning_reversal",
            "pending_earning",
            "pending_approved",
            "pending_reversal",
          ]
        ) {
          assert.ok(seen[kind] > 0, `no ${kind} in ${JSON.stringify(seen)}`);
        }
        const [refunds] = await app.infra.sql`
        SELECT count(*)::int AS n FROM source_keys k JOIN ledger_entries l
          ON l.source_type = 'source_step' AND l.source_id = k.id
        WHERE k.source_id = ${net.id} AND k.key LIKE 'refund:%'`;
        assert.ok(refunds.n > 0, "no refund was applied");
      },
    );
  },
);
