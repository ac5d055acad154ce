import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN } from "../test_app.ts";
import { createUser, loginAs } from "../test_users.ts";

forEachTestApp(
  "GET /api/payouts/admin pages on the server when asked, and stays a plain array otherwise",
  async (_t, app) => {
    const admin = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    const user = await createUser(app.infra);
    // 25 payouts an hour apart: every 5th one pending, the others paid.
    await app.infra.sql`
    INSERT INTO payouts (user_id, amount_minor, method, status, transaction_id, requested_at, decided_at)
    SELECT ${user.id}, 1000 + g, 'jazzcash',
           CASE WHEN g % 5 = 0 THEN 'pending' ELSE 'paid' END,
           CASE WHEN g % 5 = 0 THEN NULL ELSE 'TX' || g END,
           timestamptz '2026-01-01T00:00:00Z' + g * interval '1 hour',
           CASE WHEN g % 5 = 0 THEN NULL ELSE timestamptz '2026-02-01T00:00:00Z' END
    FROM generate_series(1, 25) g`;

    const all = await app.json("/api/payouts/admin", { token: admin });
    assert.equal(all.status, 200);
    assert.equal(all.body.length, 25);
    assert.equal(all.headers.get("x-total-count"), null);

    const first = await app.json("/api/payouts/admin?page=1&pageSize=10", {
      token: admin,
    });
    assert.equal(first.status, 200);
    assert.equal(first.headers.get("x-total-count"), "25");
    assert.deepEqual(
      first.body.map((p: { id: number }) => p.id),
      all.body.slice(0, 10).map((p: { id: number }) => p.id),
    );
    const last = await app.json("/api/payouts/admin?page=3&pageSize=10", {
      token: admin,
    });
    assert.deepEqual(
      last.body.map((p: { id: number }) => p.id),
      all.body.slice(20).map((p: { id: number }) => p.id),
    );
    assert.deepEqual(
      last.body[4],
      all.body[24],
      "a paged row is the same JSON",
    );

    const pending = await app.json(
      "/api/payouts/admin?status=pending&page=2&pageSize=2",
      { token: admin },
    );
    assert.equal(pending.headers.get("x-total-count"), "5");
    assert.deepEqual(pending.body.map((p: { amount: number }) => p.amount), [
      10.15,
      10.10,
    ]);
    assert.ok(
      pending.body.every((p: { status: string }) => p.status === "pending"),
    );

    const beyond = await app.json("/api/payouts/admin?page=9&pageSize=10", {
      token: admin,
    });
    assert.deepEqual(beyond.body, []);
    assert.equal(beyond.headers.get("x-total-count"), "25");

    // Decisions move payouts between statuses, and the paged totals follow.
    await app.infra.sql`
    UPDATE payouts SET status = 'rejected', rejection_reason = 'test', decided_at = now()
    WHERE id IN (SELECT id FROM payouts WHERE status = 'pending' ORDER BY id LIMIT 2)`;
    const totalOf = async (query: string) =>
      (await app.json(`/api/payouts/admin?${query}`, { token: admin })).headers
        .get("x-total-count");
    assert.equal(await totalOf("status=pending&page=1"), "3");
    assert.equal(await totalOf("status=rejected&page=1"), "2");
    assert.equal(await totalOf("status=paid&page=1"), "20");
    assert.equal(await totalOf("page=1"), "25");

    for (const bad of ["page=0", "pageSize=101", "page=x", "pageSize=-1"]) {
      const res = await app.json(`/api/payouts/admin?${bad}`, { token: admin });
      assert.equal(res.status, 400, bad);
      assert.equal(res.body.code, "VALIDATION_ERROR");
    }
    const asUser = await app.json("/api/payouts/admin?page=1", {
      token: user.token,
    });
    assert.equal(asUser.status, 403);
  },
);
