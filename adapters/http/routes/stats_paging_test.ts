import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN } from "../test_app.ts";
import { createUser, loginAs } from "../test_users.ts";

forEachTestApp(
  "GET /api/stats/all pages on the server with the range's totals in headers",
  async (_t, app) => {
    const admin = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    const users = [await createUser(app.infra), await createUser(app.infra)];
    await app.infra.sql`
    INSERT INTO products (title, description, commission_bp)
    SELECT 'Stats product ' || g, 'd', 5000 FROM generate_series(1, 3) g`;
    // 2 users x 3 products x 4 days = 24 rows; each row: 10 clicks, 1 sale, $2.50.
    await app.infra.sql`
    INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor)
    SELECT u, p.id, date '2026-03-01' + d, 10, 1, 250
    FROM unnest(${users.map((u) => u.id)}::bigint[]) u
    CROSS JOIN (SELECT id FROM products WHERE title LIKE 'Stats product %') p
    CROSS JOIN generate_series(0, 3) d`;
    const range = "startDate=2026-03-02&endDate=2026-03-04";

    const all = await app.json(`/api/stats/all?${range}`, { token: admin });
    assert.equal(all.status, 200);
    assert.equal(all.body.length, 18);
    assert.equal(all.headers.get("x-total-count"), null);

    const page = await app.json(`/api/stats/all?${range}&page=2&pageSize=5`, {
      token: admin,
    });
    assert.equal(page.status, 200);
    assert.deepEqual(page.body, all.body.slice(5, 10));
    assert.equal(page.headers.get("x-total-count"), "18");
    assert.equal(page.headers.get("x-total-clicks"), "180");
    assert.equal(page.headers.get("x-total-sales"), "18");
    assert.equal(page.headers.get("x-total-earnings"), "45.00");

    const bad = await app.json(`/api/stats/all?${range}&pageSize=0`, {
      token: admin,
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, "VALIDATION_ERROR");
    const asUser = await app.json(`/api/stats/all?${range}&page=1`, {
      token: users[0].token,
    });
    assert.equal(asUser.status, 403);
  },
);
