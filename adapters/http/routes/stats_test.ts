import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { createUser } from "../test_users.ts";
import { createFixedClock } from "../../../domain/shared/clock.ts";

// One minute before Karachi midnight (19:00 UTC); the test moves the clock across it.
const clock = createFixedClock(new Date("2025-01-31T18:59:00Z"));

forEachTestApp(
  "manual stats, admin stats and Asia/Karachi periods around midnight",
  async (t, app) => {
    clock.set(new Date("2025-01-31T18:59:00Z"));
    const admin = await createUser(app.infra, { role: "admin" });
    const ali = await createUser(app.infra, { name: "Ali" });
    const sara = await createUser(app.infra, { name: "Sara" });
    const product = (await app.json("/api/products", {
      token: admin.token,
      body: {
        title: "Course",
        description: "Learn",
        commissionPercent: 50,
        refundPolicy: "30_day_guarantee",
      },
    })).body.product;
    const addStat = (body: Record<string, unknown>, token = admin.token) =>
      app.json("/api/stats", { token, body });

    await t.step(
      "POST /api/stats validates, is admin only, and adds to the day's figures",
      async () => {
        const ok = await addStat({
          userId: ali.id,
          productId: product.id,
          date: "2025-01-31",
          clicks: 10,
          sales: "",
          earnings: "12.50",
        });
        assert.deepEqual([ok.status, ok.body.message], [
          201,
          "Stat record saved successfully!",
        ]);
        await addStat({
          userId: ali.id,
          productId: product.id,
          date: "2025-02-01",
          clicks: 4,
          sales: 1,
          earnings: 3,
        });
        await addStat({
          userId: sara.id,
          productId: product.id,
          date: "2025-02-01",
          clicks: 1,
        });
        const bad = await addStat({
          userId: ali.id,
          productId: product.id,
          date: "2025-02-01",
          clicks: -1,
        });
        assert.deepEqual(bad.body, {
          message: "Clicks must be a whole number of at least 0.",
          code: "VALIDATION_ERROR",
        });
        const missing = await addStat({
          userId: ali.id,
          productId: product.id,
        });
        assert.equal(
          missing.body.message,
          "User, product and date are required.",
        );
        const unknown = await addStat({
          userId: 9999,
          productId: product.id,
          date: "2025-02-01",
        });
        assert.deepEqual([unknown.status, unknown.body.message], [
          404,
          "User not found.",
        ]);
        assert.equal(
          (await addStat({
            userId: ali.id,
            productId: product.id,
            date: "2025-02-01",
          }, ali.token)).status,
          403,
        );
        const audit = await app.infra
          .sql`SELECT count(*)::int AS n FROM audit_logs WHERE action = 'Add Stat'`;
        assert.equal(audit[0].n, 3);
        const ledger = await app.infra.sql`
      SELECT amount_minor, available_on::text AS available_on, source_type FROM ledger_entries ORDER BY id`;
        assert.deepEqual(
          ledger.map((r) => [r.amount_minor, r.available_on, r.source_type]),
          [
            [1250, "2025-03-02", "manual_stat"],
            [300, "2025-03-03", "manual_stat"],
          ],
        );
      },
    );

    await t.step(
      "at 18:59 UTC Today is still Jan 31 in Karachi; at 19:00 UTC it is Feb 1",
      async () => {
        const today = () =>
          app.json("/api/stats/user/date-range?filter=Today", {
            token: ali.token,
          });
        assert.deepEqual((await today()).body, {
          clicks: 10,
          sales: 0,
          earnings: 12.5,
          startDate: "2025-01-31",
          endDate: "2025-01-31",
        });
        clock.set(new Date("2025-01-31T19:00:00Z"));
        assert.deepEqual((await today()).body, {
          clicks: 4,
          sales: 1,
          earnings: 3,
          startDate: "2025-02-01",
          endDate: "2025-02-01",
        });
        const yesterday = await app.json(
          "/api/stats/user/date-range?filter=Yesterday",
          { token: ali.token },
        );
        assert.equal(yesterday.body.clicks, 10);
        const lastMonth = await app.json(
          "/api/stats/user/date-range?filter=Last%20Month",
          { token: ali.token },
        );
        assert.deepEqual([
          lastMonth.body.startDate,
          lastMonth.body.endDate,
          lastMonth.body.clicks,
        ], [
          "2025-01-01",
          "2025-01-31",
          10,
        ]);
        const custom = await app.json(
          "/api/stats?startDate=2025-01-31&endDate=2025-02-01",
          { token: ali.token },
        );
        assert.deepEqual(custom.body, { clicks: 14, sales: 1, earnings: 15.5 });
        const half = await app.json("/api/stats?startDate=2025-01-31", {
          token: ali.token,
        });
        assert.equal(half.status, 400);
      },
    );

    await t.step(
      "GET /api/stats/all lists rows with names for the range, admin only",
      async () => {
        const rows = (await app.json(
          "/api/stats/all?startDate=2025-02-01&endDate=2025-02-01",
          { token: admin.token },
        ))
          .body;
        assert.deepEqual(
          rows.map((
            r: Record<string, unknown>,
          ) => [r.user, r.product, r.date, r.clicks, r.sales, r.earnings]),
          [["Ali", "Course", "2025-02-01", 4, 1, 3], [
            "Sara",
            "Course",
            "2025-02-01",
            1,
            0,
            0,
          ]],
        );
        const all = await app.json("/api/stats/all", { token: admin.token });
        assert.equal(all.body.length, 3);
        assert.equal((await app.json("/api/stats/all")).status, 401);
      },
    );

    await t.step(
      "the report's balance follows the hold: earnings held 30 days are not yet available",
      async () => {
        const report = await app.json(
          "/api/user/reports?startDate=2025-01-30&endDate=2025-02-01&dateOnly=1",
          {
            token: ali.token,
          },
        );
        assert.deepEqual(report.body, [
          {
            date: "2025-02-01",
            clicks: 4,
            sales: 1,
            earnings: 3,
            payouts: 0,
            balance: 0,
          },
          {
            date: "2025-01-31",
            clicks: 10,
            sales: 0,
            earnings: 12.5,
            payouts: 0,
            balance: 0,
          },
        ]);
        const empty = await app.json(
          "/api/user/reports?startDate=2024-01-01&endDate=2024-01-31",
          { token: sara.token },
        );
        assert.deepEqual(empty.body, []);
      },
    );
  },
  { clock },
);
