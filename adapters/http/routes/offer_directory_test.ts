import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { createUser } from "../test_users.ts";

forEachTestApp("offer directory API", async (t, app) => {
  const admin = await createUser(app.infra, { role: "admin" });
  const affiliate = await createUser(app.infra);
  const waiting = await createUser(app.infra, { approved: false });
  const add = async (body: Record<string, unknown>) => {
    const res = await app.json("/api/products", { token: admin.token, body });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.product;
  };
  const course = await add({
    title: "Urdu course",
    description: "Learn to read Urdu",
    commissionPercent: 10,
    visibility: "public",
    trafficSources: "Facebook, YouTube, facebook",
  });
  const hidden = await add({ title: "Secret", description: "Invite only" });
  const app2 = await add({
    title: "Ride app",
    description: "Install the app",
    visibility: "public",
  });
  await app.json(`/api/admin/products/${app2.id}/goals`, {
    method: "PUT",
    token: admin.token,
    body: [
      { key: "sale", name: "Sale", payout: { type: "percent", value: 5 } },
      {
        key: "install",
        name: "Install",
        payout: { type: "flat", value: "40.00" },
        holdDays: 7,
      },
    ],
  });

  await t.step("the product form keeps visibility and traffic sources", () => {
    assert.equal(course.visibility, "public");
    assert.deepEqual(course.trafficSources, ["Facebook", "YouTube"]);
    assert.equal(hidden.visibility, "private");
    assert.deepEqual(hidden.trafficSources, []);
  });

  await t.step(
    "an edit without the fields keeps them; a bad visibility is refused",
    async () => {
      const edit = await app.json(`/api/products/${course.id}`, {
        method: "PUT",
        token: admin.token,
        body: { title: "Urdu course", description: "Learn to read Urdu well" },
      });
      assert.equal(edit.status, 200);
      assert.equal(edit.body.product.visibility, "public");
      assert.deepEqual(edit.body.product.trafficSources, [
        "Facebook",
        "YouTube",
      ]);
      const bad = await app.json(`/api/products/${course.id}`, {
        method: "PUT",
        token: admin.token,
        body: { title: "x", description: "y", visibility: "secret" },
      });
      assert.deepEqual([bad.status, bad.body.code], [400, "VALIDATION_ERROR"]);
      assert.equal(bad.body.message, "Visibility must be public or private.");
    },
  );

  await t.step(
    "an affiliate sees public offers only, with their own payout, hold and caps left",
    async () => {
      await app.json("/api/admin/payout-rules", {
        token: admin.token,
        body: {
          offerId: course.id,
          goal: "sale",
          userId: affiliate.id,
          payout: { type: "percent", value: 12.5 },
        },
      });
      const cap = await app.json("/api/admin/caps", {
        token: admin.token,
        body: {
          offerId: app2.id,
          goal: "install",
          period: "day",
          unit: "conversions",
          limit: 25,
        },
      });
      assert.equal(cap.status, 201, JSON.stringify(cap.body));
      const res = await app.json("/api/offers", { token: affiliate.token });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.map((o: { id: number }) => o.id), [
        course.id,
        app2.id,
      ]);
      const [c, r] = res.body;
      assert.deepEqual(c.goals[0].payout, { type: "percent", value: 12.5 });
      assert.deepEqual(c.trafficSources, ["Facebook", "YouTube"]);
      assert.equal(c.linked, false);
      const install = r.goals.find((g: { key: string }) => g.key === "install");
      assert.deepEqual(install.payout, { type: "flat", value: "40.00" });
      assert.equal(install.holdDays, 7);
      assert.deepEqual(install.capLeft.map((x: { left: number }) => x.left), [
        25,
      ]);
      // Another affiliate earns the offer's own rate, not the first one's.
      const other = await createUser(app.infra);
      const theirs = await app.json(`/api/offers/${course.id}`, {
        token: other.token,
      });
      assert.deepEqual(theirs.body.goals[0].payout, {
        type: "percent",
        value: 10,
      });
    },
  );

  await t.step("search and goal-type filter", async () => {
    const q = await app.json("/api/offers?q=URDU%20read", {
      token: affiliate.token,
    });
    assert.deepEqual(q.body.map((o: { id: number }) => o.id), [course.id]);
    const goal = await app.json("/api/offers?goalType=install", {
      token: affiliate.token,
    });
    assert.deepEqual(goal.body.map((o: { id: number }) => o.id), [app2.id]);
    const none = await app.json("/api/offers?q=secret", {
      token: affiliate.token,
    });
    assert.deepEqual(none.body, []);
    const bad = await app.json("/api/offers?goalType=Not%20a%20key", {
      token: affiliate.token,
    });
    assert.equal(bad.status, 400);
  });

  await t.step("a private offer answers 404, like a missing one", async () => {
    const res = await app.json(`/api/offers/${hidden.id}`, {
      token: affiliate.token,
    });
    assert.deepEqual([res.status, res.body.code], [404, "NOT_FOUND"]);
    const missing = await app.json("/api/offers/999999", {
      token: affiliate.token,
    });
    assert.deepEqual([missing.status, missing.body], [404, res.body]);
    const one = await app.json(`/api/offers/${course.id}`, {
      token: affiliate.token,
    });
    assert.equal(one.status, 200);
    assert.equal(one.body.title, "Urdu course");
  });

  await t.step(
    "a linked offer says so; unapproved and signed-out callers are refused",
    async () => {
      await app.json("/api/admin/affiliate-links/assign", {
        token: admin.token,
        body: {
          userId: affiliate.id,
          productId: course.id,
          customLink: "https://shop.pk/c",
        },
      });
      const res = await app.json(`/api/offers/${course.id}`, {
        token: affiliate.token,
      });
      assert.equal(res.body.linked, true);
      const refused = await app.json("/api/offers", { token: waiting.token });
      assert.deepEqual([refused.status, refused.body.code], [403, "FORBIDDEN"]);
      assert.equal((await app.json("/api/offers")).status, 401);
    },
  );
});
