import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { createUser, type TestUser } from "../test_users.ts";

/** Every admin route of the offer configuration, for the 401 / 403 checks. */
const ADMIN_ROUTES: [string, string][] = [
  ["GET", "/api/admin/products/1/goals"],
  ["PUT", "/api/admin/products/1/goals"],
  ["GET", "/api/admin/groups"],
  ["POST", "/api/admin/groups"],
  ["PATCH", "/api/admin/groups/1"],
  ["DELETE", "/api/admin/groups/1"],
  ["PATCH", "/api/admin/users/1"],
  ["GET", "/api/admin/payout-rules"],
  ["POST", "/api/admin/payout-rules"],
  ["DELETE", "/api/admin/payout-rules/1"],
  ["GET", "/api/admin/caps"],
  ["POST", "/api/admin/caps"],
  ["DELETE", "/api/admin/caps/1"],
  ["GET", "/api/admin/users/1/offers/payouts"],
  ["GET", "/api/admin/users/1/offers/1/payouts"],
];

const sale = (value: number | string, holdDays = 0, type = "percent") => ({
  key: "sale",
  name: "Sale",
  payout: { type, value },
  revenue: null,
  holdDays,
});
const lead = {
  key: "lead",
  name: "Lead",
  payout: { type: "flat", value: "150.00" },
  revenue: { type: "flat", value: "200.00" },
  holdDays: 7,
};

async function offerRules(app: TestApp, productId: number) {
  return (await app.infra.sql<
    { goal: string; payout_type: string; payout_value: number }[]
  >`
    SELECT goal, payout_type, payout_value FROM payout_rules
    WHERE product_id = ${productId} AND group_id IS NULL AND user_id IS NULL ORDER BY id`)
    .map((r) => `${r.goal} ${r.payout_type} ${Number(r.payout_value)}`);
}

async function auditActions(app: TestApp): Promise<string[]> {
  return (await app.infra.sql<{ action: string }[]>`
    SELECT action FROM audit_logs ORDER BY id`).map((r) => r.action);
}

forEachTestApp("offer configuration API", async (t, app) => {
  const admin = await createUser(app.infra, { role: "admin" });
  const user: TestUser = await createUser(app.infra);
  const as = (token: string) => (path: string, init: object = {}) =>
    app.json(path, { token, ...init });
  const adm = as(admin.token);
  let productId = 0;

  await t.step(
    "every admin route: 401 without a token, 403 for a user",
    async () => {
      for (const [method, path] of ADMIN_ROUTES) {
        const body = method === "GET" ? undefined : {};
        const anonymous = await app.json(path, { method, body });
        assert.equal(anonymous.status, 401, `${method} ${path}`);
        const asUser = await app.json(path, {
          method,
          body,
          token: user.token,
        });
        assert.equal(asUser.status, 403, `${method} ${path}`);
      }
    },
  );

  await t.step(
    "a new product has its sale goal and first offer rule",
    async () => {
      const created = await adm("/api/products", {
        body: {
          title: "Course",
          description: "Learn",
          commissionPercent: 12,
          refundPolicy: "none",
        },
      });
      assert.equal(created.status, 201);
      productId = created.body.product.id;
      const goals = await adm(`/api/admin/products/${productId}/goals`);
      assert.equal(goals.status, 200);
      assert.deepEqual(goals.body, [sale(12)]);
      assert.deepEqual(await offerRules(app, productId), ["sale percent 1200"]);
      assert.equal(
        (await adm("/api/admin/products/999999/goals")).body.code,
        "PRODUCT_NOT_FOUND",
      );
    },
  );

  await t.step(
    "PUT goals: replaces the list, keeps the sale goal and the product in step",
    async () => {
      const put = await adm(`/api/admin/products/${productId}/goals`, {
        method: "PUT",
        body: [sale(12, 30), lead],
      });
      assert.equal(put.status, 200);
      assert.deepEqual(put.body, [sale(12, 30), lead]);
      // Only the new lead payout appended a rule; the sale hold is the refund policy now.
      assert.deepEqual(await offerRules(app, productId), [
        "sale percent 1200",
        "lead flat 15000",
      ]);
      const product = (await adm("/api/products")).body.find((
        p: { id: number },
      ) => p.id === productId);
      assert.equal(product.commissionPercent, 12);
      assert.equal(product.refundPolicy, "30_day_guarantee");

      const faster = await adm(`/api/admin/products/${productId}/goals`, {
        method: "PUT",
        body: { goals: [sale(15, 30), lead] },
      });
      assert.equal(faster.status, 200);
      assert.deepEqual(
        (await offerRules(app, productId)).at(-1),
        "sale percent 1500",
      );
      assert.equal(
        (await adm("/api/products")).body.find((p: { id: number }) =>
          p.id === productId
        ).commissionPercent,
        15,
      );
      assert.equal((await auditActions(app)).at(-1), "Update Goals");
    },
  );

  await t.step(
    "PUT goals refuses a list without sale, twice a key, a bad key or payout",
    async () => {
      const put = (body: unknown) =>
        adm(`/api/admin/products/${productId}/goals`, { method: "PUT", body });
      const noSale = await put([lead]);
      assert.deepEqual([noSale.status, noSale.body.code], [
        400,
        "SALE_GOAL_REQUIRED",
      ]);
      for (
        const bad of [
          [sale(10), sale(11)],
          [sale(10), { ...lead, key: "Lead!" }],
          [sale(10), { ...lead, payout: { type: "flat", value: "1.005" } }],
          [sale(101)],
          [{ ...sale(10), holdDays: 400 }],
        ]
      ) {
        const r = await put(bad);
        assert.deepEqual([r.status, r.body.code], [400, "VALIDATION_ERROR"]);
      }
      assert.equal((await offerRules(app, productId)).length, 3);
    },
  );

  await t.step(
    "a flat sale payout leaves commissionPercent; a product edit sets the percent again",
    async () => {
      const flat = await adm(`/api/admin/products/${productId}/goals`, {
        method: "PUT",
        body: [sale("100.00", 30, "flat"), lead],
      });
      assert.equal(flat.status, 200);
      const listed = async () =>
        (await adm("/api/products")).body.find((p: { id: number }) =>
          p.id === productId
        );
      assert.equal((await listed()).commissionPercent, 15);
      // Editing the title keeps the flat sale payout and the 30-day hold.
      await adm(`/api/products/${productId}`, {
        method: "PUT",
        body: {
          title: "Course 2",
          description: "Learn",
          commissionPercent: 15,
        },
      });
      assert.deepEqual(
        (await adm(`/api/admin/products/${productId}/goals`)).body[0],
        sale("100.00", 30, "flat"),
      );
      await adm(`/api/products/${productId}`, {
        method: "PUT",
        body: {
          title: "Course 2",
          description: "Learn",
          commissionPercent: 20,
          refundPolicy: "none",
        },
      });
      assert.deepEqual(
        (await adm(`/api/admin/products/${productId}/goals`)).body[0],
        sale(20, 0),
      );
      assert.deepEqual((await offerRules(app, productId)).slice(-2), [
        "sale flat 10000",
        "sale percent 2000",
      ]);
      // The goals page's hold survives an edit that sends the refund policy unchanged.
      await adm(`/api/admin/products/${productId}/goals`, {
        method: "PUT",
        body: [sale(20, 14), lead],
      });
      await adm(`/api/products/${productId}`, {
        method: "PUT",
        body: { title: "Course", description: "Learn", refundPolicy: "none" },
      });
      assert.equal(
        (await adm(`/api/admin/products/${productId}/goals`)).body[0].holdDays,
        14,
      );
    },
  );

  await t.step("the global commission appends a global rule", async () => {
    await adm("/api/admin/commission", {
      body: { globalCommissionPercent: 40 },
    });
    const globals = await app.infra.sql<{ payout_value: number }[]>`
      SELECT payout_value FROM payout_rules WHERE product_id IS NULL ORDER BY id`;
    assert.deepEqual(globals.map((g) => Number(g.payout_value)), [5000, 4000]);
  });

  let goldId = 0;
  await t.step("groups: list, create, rename, level-up condition", async () => {
    const list = await adm("/api/admin/groups");
    assert.equal(list.status, 200);
    assert.equal(list.body.length, 1);
    assert.equal(list.body[0].isDefault, true);
    assert.equal(list.body[0].members, 1);
    const gold = await adm("/api/admin/groups", {
      body: {
        name: "Gold",
        rank: 10,
        levelUp: { metric: "approvedPayout", threshold: "50000.10" },
      },
    });
    assert.equal(gold.status, 201);
    goldId = gold.body.id;
    assert.deepEqual(gold.body, {
      id: goldId,
      name: "Gold",
      rank: 10,
      isDefault: false,
      levelUp: { metric: "approvedPayout", threshold: "50000.10" },
      members: 0,
    });
    const taken = await adm("/api/admin/groups", {
      body: { name: "gold", rank: 1 },
    });
    assert.deepEqual([taken.status, taken.body.code], [
      409,
      "GROUP_NAME_TAKEN",
    ]);
    const renamed = await adm(`/api/admin/groups/${goldId}`, {
      method: "PATCH",
      body: {
        name: "Gold tier",
        levelUp: { metric: "approvedConversions", threshold: 25 },
      },
    });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.name, "Gold tier");
    assert.equal(renamed.body.rank, 10);
    assert.deepEqual(renamed.body.levelUp, {
      metric: "approvedConversions",
      threshold: 25,
    });
    const bad = await adm("/api/admin/groups", {
      body: { name: "X", levelUp: { metric: "clicks", threshold: 1 } },
    });
    assert.equal(bad.status, 400);
    const missing = await adm("/api/admin/groups/999999", {
      method: "PATCH",
      body: { name: "Y" },
    });
    assert.equal(missing.status, 404);
  });

  await t.step(
    "PATCH /api/admin/users/{id}: group and pin, each move appended",
    async () => {
      const placed = await adm(`/api/admin/users/${user.id}`, {
        method: "PATCH",
        body: { groupId: goldId },
      });
      assert.equal(placed.status, 200);
      assert.deepEqual(placed.body, {
        userId: user.id,
        groupId: goldId,
        pinned: true,
      });
      const unpinned = await adm(`/api/admin/users/${user.id}`, {
        method: "PATCH",
        body: { pinned: false },
      });
      assert.deepEqual(unpinned.body, {
        userId: user.id,
        groupId: goldId,
        pinned: false,
      });
      const moves = await app.infra.sql<
        { to_group_id: number; cause: string }[]
      >`
      SELECT to_group_id, cause FROM affiliate_group_moves WHERE user_id = ${user.id} ORDER BY id`;
      assert.deepEqual(moves.map((m) => [Number(m.to_group_id), m.cause]), [
        [goldId, "admin"],
      ]);
      const toAdmin = await adm(`/api/admin/users/${admin.id}`, {
        method: "PATCH",
        body: { groupId: goldId },
      });
      assert.equal(toAdmin.status, 404);
      const noGroup = await adm(`/api/admin/users/${user.id}`, {
        method: "PATCH",
        body: { groupId: 999999 },
      });
      assert.equal(noGroup.status, 404);
      assert.equal(
        (await adm("/api/admin/groups")).body.find((g: { id: number }) =>
          g.id === goldId
        ).members,
        1,
      );
    },
  );

  let userRuleId = 0;
  await t.step(
    "payout rules: add at every level, refuse bad ones, list with states",
    async () => {
      const rule = (body: Record<string, unknown>) =>
        adm("/api/admin/payout-rules", {
          body: { offerId: productId, ...body },
        });
      const group = await rule({
        goal: "sale",
        groupId: goldId,
        payout: { type: "percent", value: 15 },
      });
      assert.equal(group.status, 201);
      assert.equal(group.body.level, "group");
      assert.equal(group.body.state, "in_force");
      const mine = await rule({
        goal: "lead",
        userId: user.id,
        payout: { type: "flat", value: "175.50" },
      });
      assert.equal(mine.status, 201);
      userRuleId = mine.body.id;
      assert.deepEqual(mine.body.payout, { type: "flat", value: "175.50" });
      assert.equal(mine.body.level, "affiliate");
      const both = await rule({
        goal: "sale",
        groupId: goldId,
        userId: user.id,
        payout: { type: "percent", value: 1 },
      });
      assert.equal(both.status, 400);
      const noGoal = await rule({
        goal: "install",
        payout: { type: "percent", value: 1 },
      });
      assert.deepEqual([noGoal.status, noGoal.body.code], [
        400,
        "UNKNOWN_GOAL",
      ]);
      const noOffer = await adm("/api/admin/payout-rules", {
        body: {
          offerId: 999999,
          goal: "sale",
          payout: { type: "percent", value: 1 },
        },
      });
      assert.equal(noOffer.status, 404);
      const future = await rule({
        goal: "sale",
        groupId: goldId,
        payout: { type: "percent", value: 18 },
        startsAt: "2099-01-01T00:00:00+05:00",
      });
      assert.equal(future.status, 201);
      assert.equal(future.body.state, "scheduled");
      assert.equal(future.body.startsAt, "2098-12-31T19:00:00.000Z");
      const listed = await adm(`/api/admin/payout-rules?groupId=${goldId}`);
      assert.deepEqual(
        listed.body.map((r: { state: string }) => r.state),
        ["scheduled", "in_force"],
      );
      const gone = await adm(`/api/admin/payout-rules/${future.body.id}`, {
        method: "DELETE",
      });
      assert.equal(gone.status, 200);
      const kept = await adm(`/api/admin/payout-rules/${group.body.id}`, {
        method: "DELETE",
      });
      assert.deepEqual([kept.status, kept.body.code], [409, "RULE_IN_FORCE"]);
      const offerHistory = await adm(
        `/api/admin/payout-rules?offerId=${productId}`,
      );
      const sales = offerHistory.body.filter((
        r: { goal: string; level: string },
      ) => r.goal === "sale" && r.level === "offer");
      assert.equal(sales[0].state, "in_force");
      assert.ok(
        sales.slice(1).every((r: { state: string }) =>
          r.state === "superseded"
        ),
      );
      const rows = await app.infra
        .sql`SELECT count(*)::int AS n FROM payout_rules WHERE deleted_at IS NOT NULL`;
      assert.equal(rows[0].n, 1);
    },
  );

  let capId = 0;
  await t.step(
    "caps: add, a new one supersedes the live one, remove",
    async () => {
      const cap = (body: Record<string, unknown>) =>
        adm("/api/admin/caps", { body: { offerId: productId, ...body } });
      const first = await cap({
        goal: "lead",
        period: "day",
        unit: "conversions",
        limit: 10,
      });
      assert.equal(first.status, 201);
      const second = await cap({
        goal: "lead",
        period: "day",
        unit: "conversions",
        limit: 5,
      });
      assert.equal(second.status, 201);
      capId = second.body.id;
      const money = await cap({
        goal: "sale",
        userId: user.id,
        period: "month",
        unit: "payout",
        limit: "5000.00",
      });
      assert.equal(money.status, 201);
      assert.equal(money.body.limit, "5000.00");
      const live = await adm(`/api/admin/caps?offerId=${productId}`);
      assert.deepEqual(
        live.body.map((
          c: { goal: string; limit: unknown },
        ) => [c.goal, c.limit]),
        [["sale", "5000.00"], ["lead", 5]],
      );
      const history = await adm(
        `/api/admin/caps?offerId=${productId}&history=true`,
      );
      assert.equal(history.body.length, 3);
      assert.ok(
        history.body.find((c: { id: number }) => c.id === first.body.id)
          .removedAt,
      );
      const bad = await cap({
        goal: "lead",
        period: "week",
        unit: "conversions",
        limit: 1,
      });
      assert.equal(bad.status, 400);
      const removed = await adm(`/api/admin/caps/${money.body.id}`, {
        method: "DELETE",
      });
      assert.equal(removed.status, 200);
      const again = await adm(`/api/admin/caps/${money.body.id}`, {
        method: "DELETE",
      });
      assert.deepEqual([again.status, again.body.code], [404, "CAP_NOT_FOUND"]);
    },
  );

  await t.step(
    "what this affiliate earns on this offer now, and why",
    async () => {
      // Two lead conversions used today's cap (the earning path raises usage; here it is written directly).
      await app.infra.sql`
      INSERT INTO offer_cap_usage (cap_id, period_start, used)
      VALUES (${capId}, (now() AT TIME ZONE 'Asia/Karachi')::date, 2)`;
      const now = await adm(
        `/api/admin/users/${user.id}/offers/${productId}/payouts`,
      );
      assert.equal(now.status, 200);
      assert.equal(now.body.groupName, "Gold tier");
      const [saleNow, leadNow] = now.body.goals;
      assert.equal(saleNow.level, "group");
      assert.deepEqual(saleNow.payout, { type: "percent", value: 15 });
      assert.equal(
        saleNow.explanation,
        "15 % of each sale (Gold tier group rate)",
      );
      assert.equal(leadNow.level, "affiliate");
      assert.equal(leadNow.ruleInForce.id, userRuleId);
      assert.equal(
        leadNow.explanation,
        "175.50 per lead (affiliate's own rate)",
      );
      assert.deepEqual(
        leadNow.capLeft.map((
          c: { period: string; left: number },
        ) => [c.period, c.left]),
        [["day", 3]],
      );
      const all = await adm(`/api/admin/users/${user.id}/offers/payouts`);
      assert.equal(all.status, 200);
      assert.equal(all.body.offers[0].offerId, productId);
      assert.equal(
        (await adm(`/api/admin/users/${admin.id}/offers/${productId}/payouts`))
          .status,
        404,
      );
    },
  );

  await t.step(
    "the affiliate sees their own payout per goal and the cap left",
    async () => {
      const mine = await app.json("/api/products", { token: user.token });
      const product = mine.body.find((p: { id: number }) => p.id === productId);
      assert.deepEqual(product.goals, [
        {
          key: "sale",
          name: "Sale",
          payout: { type: "percent", value: 15 },
          holdDays: 14,
          capLeft: [],
        },
        {
          key: "lead",
          name: "Lead",
          payout: { type: "flat", value: "175.50" },
          holdDays: 7,
          capLeft: [{
            capId,
            period: "day",
            unit: "conversions",
            scope: "offer",
            limit: 5,
            left: 3,
          }],
        },
      ]);
    },
  );

  await t.step(
    "removing a goal keeps its history and ends its caps",
    async () => {
      const put = await adm(`/api/admin/products/${productId}/goals`, {
        method: "PUT",
        body: [sale(20, 0)],
      });
      assert.equal(put.status, 200);
      assert.ok((await offerRules(app, productId)).includes("lead flat 15000"));
      assert.deepEqual(
        (await adm(`/api/admin/caps?offerId=${productId}`)).body,
        [],
      );
    },
  );

  await t.step(
    "groups: the default cannot be deleted; deleting one moves its members",
    async () => {
      const groups = (await adm("/api/admin/groups")).body;
      const fallback = groups.find((g: { isDefault: boolean }) => g.isDefault);
      const refused = await adm(`/api/admin/groups/${fallback.id}`, {
        method: "DELETE",
      });
      assert.deepEqual([refused.status, refused.body.code], [
        409,
        "DEFAULT_GROUP",
      ]);
      const deleted = await adm(`/api/admin/groups/${goldId}`, {
        method: "DELETE",
      });
      assert.equal(deleted.status, 200);
      assert.equal(deleted.body.moved, 1);
      const moves = await app.infra.sql<{ to_group_id: number }[]>`
      SELECT to_group_id FROM affiliate_group_moves WHERE user_id = ${user.id} ORDER BY id`;
      assert.equal(Number(moves.at(-1)!.to_group_id), fallback.id);
      assert.deepEqual(
        (await adm("/api/admin/groups")).body.map((g: { id: number }) => g.id),
        [fallback.id],
      );
      const actions = await auditActions(app);
      for (
        const action of [
          "Create Group",
          "Update Group",
          "Place Affiliate",
          "Add Payout Rule",
          "Delete Payout Rule",
          "Add Cap",
          "Remove Cap",
          "Delete Group",
        ]
      ) assert.ok(actions.includes(action), action);
    },
  );
});
