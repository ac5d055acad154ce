import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN } from "../test_app.ts";
import { createUser, loginAs } from "../test_users.ts";

forEachTestApp(
  "GET /api/affiliate-links/admin/affiliate-links/all pages on the server when asked",
  async (_t, app) => {
    const admin = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    const user = await createUser(app.infra);
    await app.infra.sql`
    INSERT INTO products (title, description, commission_bp)
    SELECT 'Paging product ' || g, 'd', 5000 FROM generate_series(1, 12) g`;
    await app.infra.sql`
    INSERT INTO affiliate_links (user_id, product_id, destination_url, code, updated_at)
    SELECT ${user.id}, p.id, 'https://shop.example/' || p.id, 'pg' || p.id, now() - p.id * interval '1 minute'
    FROM products p WHERE p.title LIKE 'Paging product %'`;
    const path = "/api/affiliate-links/admin/affiliate-links/all";

    const all = await app.json(path, { token: admin });
    assert.equal(all.status, 200);
    assert.equal(all.body.length, 12);
    assert.equal(all.headers.get("x-total-count"), null);

    const second = await app.json(`${path}?page=2&pageSize=5`, {
      token: admin,
    });
    assert.equal(second.status, 200);
    assert.equal(second.headers.get("x-total-count"), "12");
    assert.deepEqual(second.body, all.body.slice(5, 10));
    const last = await app.json(`${path}?page=3&pageSize=5`, { token: admin });
    assert.deepEqual(last.body, all.body.slice(10));

    for (const bad of ["page=0", "pageSize=500", "page=abc"]) {
      const res = await app.json(`${path}?${bad}`, { token: admin });
      assert.equal(res.status, 400, bad);
      assert.equal(res.body.code, "VALIDATION_ERROR");
    }
    assert.equal(
      (await app.json(`${path}?page=1`, { token: user.token })).status,
      403,
    );
  },
);
