/**
 * The earning path (issue 25, docs/offers.md): goals on every source's conversions, the rule in force (group rate,
 * flat goal), one offer_conversions row each with the margin rollup, caps (over_cap, decisions) and the lists.
 */
import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { forEachTestApp } from "../test_app.ts";
import { setUpAffiliate } from "../test_affiliate.ts";
import {
  addSource,
  importCsvRow,
  sendConversion,
  sendPostback,
} from "../test_source_senders.ts";

/** Puts a goal on a product with its offer-level rule, as the goals API does. */
export async function addGoal(
  sql: Sql,
  productId: number,
  goal: string,
  payout: { type: "percent" | "flat"; value: number },
  revenue: { type: "percent" | "flat"; value: number } | null = null,
): Promise<void> {
  await sql`
    INSERT INTO offer_goals (product_id, goal, name, payout_type, payout_value, revenue_type, revenue_value)
    VALUES (${productId}, ${goal}, ${
    goal[0].toUpperCase() + goal.slice(1)
  }, ${payout.type}, ${payout.value},
      ${revenue?.type ?? null}, ${revenue?.value ?? null})`;
  await sql`
    INSERT INTO payout_rules (product_id, goal, payout_type, payout_value, starts_at)
    VALUES (${productId}, ${goal}, ${payout.type}, ${payout.value}, timestamptz '2000-01-01T00:00:00Z')`;
}

/** A group with a rate on one product's goal, and the affiliate placed in it. */
export async function placeInGroup(
  sql: Sql,
  name: string,
  userId: number,
  productId: number,
  goal: string,
  bp: number,
): Promise<number> {
  const [g] = await sql<{ id: number }[]>`
    INSERT INTO affiliate_groups (name, rank) VALUES (${name}, 1) RETURNING id`;
  await sql`
    INSERT INTO payout_rules (product_id, goal, group_id, payout_type, payout_value, starts_at)
    VALUES (${productId}, ${goal}, ${g.id}, 'percent', ${bp}, timestamptz '2000-01-01T00:00:00Z')`;
  await sql`UPDATE users SET group_id = ${g.id} WHERE id = ${userId}`;
  return Number(g.id);
}

async function count(sql: Sql, table: string): Promise<number> {
  const [r] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM ${sql(table)}`;
  return r.n;
}

forEachTestApp(
  "offers: goals, the rule in force, caps and the conversion lists",
  async (t, app) => {
    const { sql } = app.infra;
    const { admin, ali, product, code } = await setUpAffiliate(app);
    // An operator's webhook for every conversion event, so the outbox keeps them (docs/webhooks.md): the steps
    // below read which events each conversion's life wrote, and how often.
    const hook = await app.json("/api/admin/webhooks", {
      token: admin.token,
      body: {
        url: "https://hooks.example.com/kamai",
        events: [
          "conversion.created",
          "conversion.approved",
          "conversion.reversed",
        ],
      },
    });
    assert.equal(hook.status, 201, JSON.stringify(hook.body));
    /** The conversion events written about one order's goal, sorted by type. */
    const eventTypes = async (orderId: string, goal: string) =>
      (await sql<{ type: string }[]>`
        SELECT type FROM outbox_events
        WHERE data->>'orderId' = ${orderId} AND data->>'goal' = ${goal}`)
        .map((r) => r.type).sort();
    await addGoal(sql, product.id, "lead", { type: "flat", value: 15000 }, {
      type: "flat",
      value: 20000,
    });
    const gold = await placeInGroup(
      sql,
      "Gold",
      ali.id,
      product.id,
      "sale",
      1500,
    );

    await t.step(
      "POST /api/conversions: a sale earns the group rate, a lead its flat payout",
      async () => {
        const sale = await sendConversion(app, {
          linkCode: code,
          orderId: "A1",
          amount: "2500.00",
          status: "sale",
        });
        assert.equal(sale.status, 201, JSON.stringify(sale.body));
        assert.equal(sale.body.goal, "sale");
        assert.equal(sale.body.earnings, 375);
        assert.equal(sale.body.commissionPercent, 15);
        const lead = await sendConversion(app, {
          linkCode: code,
          orderId: "A1",
          goal: "lead",
          status: "sale",
        });
        assert.equal(lead.status, 201, JSON.stringify(lead.body));
        assert.deepEqual([lead.body.goal, lead.body.earnings], ["lead", 150]);
        const repeat = await sendConversion(app, {
          linkCode: code,
          orderId: "A1",
          goal: "lead",
          status: "sale",
        });
        assert.equal(repeat.status, 200);
        const rows = await sql<
          {
            goal: string;
            status: string;
            earning_minor: string;
            group_id: string | null;
            revenue_minor: string | null;
            earning_rule: { level: string; type: string };
          }[]
        >`SELECT goal, status, earning_minor::text, group_id::text, revenue_minor::text, earning_rule
        FROM offer_conversions ORDER BY id`;
        assert.deepEqual(
          rows.map((r) => [
            r.goal,
            r.status,
            r.earning_minor,
            r.group_id,
            r.revenue_minor,
            r.earning_rule.level,
          ]),
          [
            ["sale", "approved", "37500", String(gold), null, "group"],
            ["lead", "approved", "15000", String(gold), "20000", "offer"],
          ],
        );
        const [margin] = await sql<
          { conversions: number; revenue: string; payout: string }[]
        >`SELECT SUM(conversions)::int AS conversions, SUM(revenue_minor)::text AS revenue,
          SUM(payout_minor)::text AS payout FROM margin_daily`;
        assert.deepEqual(margin, {
          conversions: 2,
          revenue: "20000",
          payout: "52500",
        });
      },
    );

    await t.step(
      "an unknown goal is rejected with the reason and changes nothing",
      async () => {
        const before = await count(sql, "offer_conversions");
        const ledgerBefore = await count(sql, "ledger_entries");
        const res = await sendConversion(app, {
          linkCode: code,
          orderId: "A2",
          goal: "install",
          amount: "10",
          status: "sale",
        });
        assert.equal(res.status, 400);
        assert.equal(res.body.message, 'The product has no goal "install".');
        assert.equal(await count(sql, "offer_conversions"), before);
        assert.equal(await count(sql, "ledger_entries"), ledgerBefore);
        assert.equal(
          (await sql`SELECT 1 FROM conversions WHERE order_id = 'A2'`).length,
          0,
        );
        const [event] = await sql<{ outcome: string; reason: string }[]>`
        SELECT outcome, reason FROM source_events ORDER BY id DESC LIMIT 1`;
        assert.deepEqual(event, {
          outcome: "rejected",
          reason: 'The product has no goal "install".',
        });
      },
    );

    await t.step(
      "a refund of the sale goal takes back its share, the lead stays",
      async () => {
        const refund = await sendConversion(app, {
          linkCode: code,
          orderId: "A1",
          amount: "1250.00",
          status: "refund",
        });
        assert.equal(refund.status, 201, JSON.stringify(refund.body));
        assert.equal(refund.body.earnings, -187.5);
        const rows = await sql<
          { goal: string; status: string; reversed: string }[]
        >`
        SELECT goal, status, reversed_minor::text AS reversed FROM offer_conversions ORDER BY id`;
        assert.deepEqual(rows.map((r) => [r.goal, r.status, r.reversed]), [
          ["sale", "approved", "18750"],
          ["lead", "approved", "0"],
        ]);
      },
    );

    const postback = await addSource(app, admin.token, {
      name: "Network",
      kind: "postback",
      params: { goal: "event" },
    });
    await t.step(
      "postbacks: a renamed goal parameter, lead then sale of one order",
      async () => {
        const lead = await sendPostback(app, postback, {
          click_id: "",
          order_id: "N1",
          event: "lead",
          status: "approved",
        });
        // No attribution key: kept for an admin to attribute.
        assert.equal(lead.outcome, "unattributed");
        const viaCode = await importCsvRow(app, admin.token, postback, {
          order_id: "N2",
          link_code: code,
          goal: "lead",
          status: "approved",
        });
        assert.equal(viaCode, "attributed");
        const sale = await importCsvRow(app, admin.token, postback, {
          order_id: "N2",
          link_code: code,
          goal: "sale",
          amount: "1000",
          status: "pending",
        });
        assert.equal(sale, "attributed");
        const unknown = await importCsvRow(app, admin.token, postback, {
          order_id: "N3",
          link_code: code,
          goal: "ftd",
          status: "approved",
        });
        assert.equal(unknown, "rejected");
        const orders = await sql<
          { goal: string; status: string; earned: string }[]
        >`
        SELECT goal, status, earned_minor::text AS earned FROM source_orders
        WHERE order_id = 'N2' ORDER BY goal`;
        assert.deepEqual(orders.map((o) => [o.goal, o.status, o.earned]), [
          ["lead", "approved", "15000"],
          ["sale", "pending", "15000"],
        ]);
        // The source approves the pending sale: its row follows.
        const approved = await importCsvRow(app, admin.token, postback, {
          order_id: "N2",
          link_code: code,
          goal: "sale",
          amount: "1000",
          status: "approved",
        });
        assert.equal(approved, "attributed");
        const [row] = await sql<{ status: string }[]>`
        SELECT status FROM offer_conversions WHERE order_id = 'N2' AND goal = 'sale'`;
        assert.equal(row.status, "approved");
        // A CSV import's conversions emit their events like any delivery: once each (conversion.pending is for
        // postbacks, and no postback asked for it here, so it is not kept).
        assert.deepEqual(await eventTypes("N2", "sale"), [
          "conversion.approved",
          "conversion.created",
        ]);
        assert.deepEqual(await eventTypes("N2", "lead"), [
          "conversion.approved",
          "conversion.created",
        ]);
      },
    );

    await t.step(
      "caps: past the day's cap a lead is over_cap, counted and crediting nothing",
      async () => {
        await sql`
        INSERT INTO offer_caps (product_id, goal, period, unit, cap_limit)
        VALUES (${product.id}, 'lead', 'day', 'conversions', 1)`;
        const ledgerBefore = await count(sql, "ledger_entries");
        const first = await sendConversion(app, {
          linkCode: code,
          orderId: "C1",
          goal: "lead",
          status: "sale",
        });
        assert.equal(first.body.earnings, 150);
        const second = await sendConversion(app, {
          linkCode: code,
          orderId: "C2",
          goal: "lead",
          status: "sale",
        });
        assert.equal(second.status, 201);
        assert.equal(second.body.earnings, 0);
        const third = await importCsvRow(app, admin.token, postback, {
          order_id: "C3",
          link_code: code,
          goal: "lead",
          status: "pending",
        });
        assert.equal(third, "attributed");
        const held = await sql<{ order_id: string; status: string }[]>`
        SELECT order_id, status FROM offer_conversions WHERE order_id IN ('C1', 'C2', 'C3') ORDER BY id`;
        assert.deepEqual(held.map((h) => [h.order_id, h.status]), [
          ["C1", "approved"],
          ["C2", "over_cap"],
          ["C3", "over_cap"],
        ]);
        assert.equal(await count(sql, "ledger_entries"), ledgerBefore + 1);
      },
    );

    await t.step(
      "the lists: my own conversions with why, the admin's with filters, CSV, access",
      async () => {
        const mine = await app.json("/api/user/conversions?pageSize=3", {
          token: ali.token,
        });
        assert.equal(mine.status, 200);
        assert.equal(mine.body.total, 7);
        assert.deepEqual([mine.body.page, mine.body.pageSize], [1, 3]);
        assert.equal(mine.body.items.length, 3);
        const all = await app.json("/api/user/conversions", {
          token: ali.token,
        });
        const a1 = all.body.items.find((i: { orderId: string; goal: string }) =>
          i.orderId === "A1" && i.goal === "sale"
        );
        assert.deepEqual(
          {
            amount: a1.amount,
            earning: a1.earning,
            groupName: a1.groupName,
            explanation: a1.explanation,
            rule: a1.rule,
          },
          {
            amount: 2500,
            earning: 187.5,
            groupName: "Gold",
            explanation: "15 % of $2,500.00 sale (Gold group rate)",
            rule: {
              ruleId: a1.rule.ruleId,
              level: "group",
              type: "percent",
              value: 15,
              base: "sale",
              baseAmount: 2500,
            },
          },
        );
        const lead = all.body.items.find((
          i: { orderId: string; goal: string },
        ) => i.orderId === "A1" && i.goal === "lead");
        assert.deepEqual([lead.amount, lead.goalName, lead.explanation], [
          null,
          "Lead",
          "$150.00 per lead (offer rate)",
        ]);
        const other = await app.json("/api/user/conversions", {
          token: admin.token,
        });
        assert.equal(other.body.total, 0);

        const overCap = await app.json(
          "/api/admin/conversions?status=over_cap",
          { token: admin.token },
        );
        assert.equal(overCap.status, 200);
        assert.deepEqual(
          overCap.body.items.map((i: { orderId: string }) => i.orderId).sort(),
          ["C2", "C3"],
        );
        assert.equal(overCap.body.items[0].userName, "Ali");
        const bySource = await app.json(
          `/api/admin/conversions?sourceId=${postback.id}&goal=lead`,
          { token: admin.token },
        );
        assert.deepEqual(
          bySource.body.items.map((i: { orderId: string }) => i.orderId).sort(),
          ["C3", "N2"],
        );
        const lead2 = bySource.body.items.find((i: { orderId: string }) =>
          i.orderId === "N2"
        );
        assert.deepEqual([lead2.sourceName, lead2.revenue], ["Network", 200]);
        assert.equal(
          (await app.json("/api/admin/conversions", { token: ali.token }))
            .status,
          403,
        );
        assert.equal((await app.json("/api/admin/conversions")).status, 401);
        assert.equal((await app.json("/api/user/conversions")).status, 401);
        const badStatus = await app.json("/api/admin/conversions?status=paid", {
          token: admin.token,
        });
        assert.equal(badStatus.status, 400);

        const csv = await app.request("/api/user/conversions?format=csv", {
          headers: { authorization: `Bearer ${ali.token}` },
        });
        assert.equal(
          csv.headers.get("content-type"),
          "text/csv; charset=utf-8",
        );
        const lines = (await csv.text()).trim().split("\r\n");
        assert.equal(lines.length, 8);
        assert.equal(
          lines[0],
          '"Time","Offer","Goal","Order ID","Amount","Status","Earning","Explanation"',
        );
        const today = new Date().toISOString().slice(0, 10);
        const far = await app.json(
          `/api/user/conversions?from=2001-01-01&to=2001-01-31`,
          { token: ali.token },
        );
        assert.equal(far.body.total, 0);
        assert.ok(today);
      },
    );

    await t.step(
      "decisions: approve earns as normal, reject earns nothing, others skipped with why",
      async () => {
        const ids = new Map(
          (await sql<{ id: number; order_id: string }[]>`
          SELECT id, order_id FROM offer_conversions WHERE order_id IN ('C1', 'C2', 'C3')`)
            .map((r) => [r.order_id, Number(r.id)]),
        );
        const refused = await app.json("/api/admin/conversions/decisions", {
          token: ali.token,
          body: { ids: [ids.get("C2")], decision: "approve" },
        });
        assert.equal(refused.status, 403);
        const approve = await app.json("/api/admin/conversions/decisions", {
          token: admin.token,
          body: {
            ids: [ids.get("C2"), ids.get("C1"), 999999],
            decision: "approve",
            reason: "Good traffic",
          },
        });
        assert.equal(approve.status, 200, JSON.stringify(approve.body));
        assert.deepEqual(approve.body, {
          decided: [ids.get("C2")],
          skipped: [
            {
              id: ids.get("C1"),
              reason: "The conversion is approved, no longer over_cap.",
            },
            { id: 999999, reason: "No such conversion." },
          ],
        });
        const reject = await app.json("/api/admin/conversions/decisions", {
          token: admin.token,
          body: { ids: [ids.get("C3")], decision: "reject" },
        });
        assert.deepEqual(reject.body.decided, [ids.get("C3")]);
        const rows = await sql<{ order_id: string; status: string }[]>`
        SELECT order_id, status FROM offer_conversions WHERE order_id IN ('C2', 'C3') ORDER BY order_id`;
        assert.deepEqual(rows.map((r) => [r.order_id, r.status]), [
          ["C2", "approved"],
          ["C3", "rejected"],
        ]);
        const [c2] = await sql<{ earnings: string }[]>`
        SELECT earnings_minor::text AS earnings FROM conversions WHERE order_id = 'C2'`;
        assert.equal(c2.earnings, "15000");
        const ledger = await sql<{ kind: string; amount: string }[]>`
        SELECT l.kind, l.amount_minor::text AS amount FROM ledger_entries l JOIN conversions c
          ON l.source_type = 'sale' AND l.source_id = c.id WHERE c.order_id = 'C2'`;
        assert.deepEqual([...ledger], [{ kind: "earning", amount: "15000" }]);
        // The rejected one never credits: a later reversal of its order has nothing to take back.
        const reversed = await importCsvRow(app, admin.token, postback, {
          order_id: "C3",
          link_code: code,
          goal: "lead",
          status: "reversed",
        });
        assert.equal(reversed, "attributed");
        const [c3] = await sql<{ status: string; reversed: string }[]>`
        SELECT status, reversed_minor::text AS reversed FROM offer_conversions WHERE order_id = 'C3'`;
        assert.deepEqual(c3, { status: "rejected", reversed: "0" });
        // Over a cap: created only; approved by the admin, it is approved; rejected, and later reversed, nothing more.
        assert.deepEqual(await eventTypes("C2", "lead"), [
          "conversion.approved",
          "conversion.created",
        ]);
        assert.deepEqual(await eventTypes("C3", "lead"), [
          "conversion.created",
        ]);
        const audits = await sql<{ action: string; details: string }[]>`
        SELECT action, details FROM audit_logs WHERE action LIKE '%Over-cap%' ORDER BY id`;
        assert.deepEqual([...audits], [
          {
            action: "Approve Over-cap Conversions",
            details: `Conversions #${ids.get("C2")}: Good traffic`,
          },
          {
            action: "Reject Over-cap Conversions",
            details: `Conversions #${ids.get("C3")}`,
          },
        ]);
      },
    );

    await t.step(
      "the ledger and stats agree with every conversion's credited earning",
      async () => {
        const [ledger] = await sql<{ sum: string }[]>`
        SELECT COALESCE(SUM(amount_minor), 0)::text AS sum FROM ledger_entries WHERE user_id = ${ali.id}`;
        const [stats] = await sql<{ sum: string }[]>`
        SELECT COALESCE(SUM(earnings_minor), 0)::text AS sum FROM daily_stats WHERE user_id = ${ali.id}`;
        const [credited] = await sql<{ sum: string }[]>`
        SELECT SUM(earning_minor - reversed_minor)::text AS sum FROM offer_conversions
        WHERE user_id = ${ali.id} AND status NOT IN ('over_cap', 'rejected')`;
        const [margin] = await sql<{ sum: string }[]>`
        SELECT SUM(payout_minor)::text AS sum FROM margin_daily WHERE user_id = ${ali.id}`;
        assert.equal(ledger.sum, credited.sum);
        assert.equal(stats.sum, credited.sum);
        assert.equal(margin.sum, credited.sum);
      },
    );
  },
);
