import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { createUser, loginAs } from "../test_users.ts";

const ADMIN_GETS = [
  "/api/admin/metrics",
  "/api/admin/pending-profiles",
  "/api/admin/users",
  "/api/admin/users/1/full-profile",
  "/api/admin/audit-logs",
];
const ADMIN_POSTS = [
  "/api/admin/approve/1",
  "/api/admin/reject/1",
  "/api/admin/users/1/toggle-block",
  "/api/admin/users/1/reset-password",
];

forEachTestApp(
  "admin API: users, block, reset, full profile, metrics and audit logs",
  async (t, app) => {
    const admin = await createUser(app.infra, {
      role: "admin",
      name: "Root Admin",
    });
    const user = await createUser(app.infra, {
      name: "Zara Malik",
      password: "first-pass",
    });
    const other = await createUser(app.infra, {
      name: "Omar Farooq",
      approved: false,
    });
    const auditActions = async () =>
      (await app.infra.sql`SELECT action FROM audit_logs ORDER BY id`).map((
        r,
      ) => String(r.action));

    await t.step(
      "every admin endpoint refuses no token (401) and a user token (403)",
      async () => {
        for (const path of ADMIN_GETS) {
          assert.equal((await app.json(path)).status, 401, path);
          assert.equal(
            (await app.json(path, { token: user.token })).status,
            403,
            path,
          );
        }
        for (const path of ADMIN_POSTS) {
          assert.equal(
            (await app.json(path, {
              method: "POST",
              body: { password: "abcdef" },
            })).status,
            401,
            path,
          );
          const res = await app.json(path, {
            token: user.token,
            method: "POST",
            body: { password: "abcdef" },
          });
          assert.equal(res.status, 403, path);
          assert.equal(res.body.code, "FORBIDDEN");
        }
        assert.deepEqual(await auditActions(), []);
      },
    );

    await t.step(
      "users: the plain array of User, plus search, sort and paging with X-Total-Count",
      async () => {
        const all = await app.json("/api/admin/users", { token: admin.token });
        assert.equal(all.status, 200);
        assert.ok(Array.isArray(all.body));
        const zara = all.body.find((u: { id: number }) => u.id === user.id);
        assert.deepEqual(Object.keys(zara).sort(), [
          "createdAt",
          "email",
          "id",
          "isApproved",
          "isBlocked",
          "isVerified",
          "name",
          "profileStatus",
          "role",
          "state",
        ]);
        assert.equal(all.headers.get("x-total-count"), String(all.body.length));
        const search = await app.json("/api/admin/users?q=zara", {
          token: admin.token,
        });
        assert.deepEqual(search.body.map((u: { id: number }) => u.id), [
          user.id,
        ]);
        const paged = await app.json(
          "/api/admin/users?sort=name&page=1&pageSize=2",
          { token: admin.token },
        );
        assert.equal(paged.body.length, 2);
        assert.equal(
          paged.headers.get("x-total-count"),
          String(all.body.length),
        );
        const names = paged.body.map((u: { name: string }) => u.name);
        assert.deepEqual(
          names,
          [...names].sort((a: string, b: string) =>
            a.toLowerCase().localeCompare(b.toLowerCase())
          ),
        );
        const bad = await app.json("/api/admin/users?sort=password_hash", {
          token: admin.token,
        });
        assert.equal(bad.status, 400);
        assert.equal(
          (await app.json("/api/admin/users?pageSize=1000", {
            token: admin.token,
          })).status,
          400,
        );
      },
    );

    await t.step(
      "block ends the user's sessions at once; unblock restores access for a new login",
      async () => {
        const block = await app.json(
          `/api/admin/users/${user.id}/toggle-block`,
          { token: admin.token, method: "POST" },
        );
        assert.equal(block.status, 200);
        assert.deepEqual(block.body, {
          message: "User blocked.",
          isApproved: false,
        });
        const refused = await app.json("/api/profile/me", {
          token: user.token,
        });
        assert.equal(refused.status, 401);
        const unblock = await app.json(
          `/api/admin/users/${user.id}/toggle-block`,
          { token: admin.token, method: "POST" },
        );
        assert.deepEqual(unblock.body, {
          message: "User unblocked.",
          isApproved: true,
        });
        const token = await loginAs(app.infra, user.email, "first-pass");
        const me = await app.json("/api/profile/me", { token });
        assert.equal(me.status, 200);
        assert.equal(me.body.isApproved, true);
      },
    );

    await t.step(
      "an admin cannot block or reset themself; unknown users are 404; none is audited",
      async () => {
        const before = (await auditActions()).length;
        const self = await app.json(
          `/api/admin/users/${admin.id}/toggle-block`,
          { token: admin.token, method: "POST" },
        );
        assert.equal(self.status, 409);
        assert.equal(self.body.code, "SELF_ACTION_FORBIDDEN");
        const selfReset = await app.json(
          `/api/admin/users/${admin.id}/reset-password`,
          {
            token: admin.token,
            body: { password: "another-pass" },
          },
        );
        assert.equal(selfReset.status, 409);
        const missing = await app.json("/api/admin/users/999999/toggle-block", {
          token: admin.token,
          method: "POST",
        });
        assert.equal(missing.status, 404);
        assert.equal(missing.body.code, "USER_NOT_FOUND");
        const [row] = await app.infra
          .sql`SELECT is_approved FROM users WHERE id = ${admin.id}`;
        assert.equal(row.is_approved, true);
        assert.equal((await auditActions()).length, before);
      },
    );

    await t.step(
      "reset password: min 6 with the spec's message, then old password fails and new works",
      async () => {
        const before = (await auditActions()).length;
        for (const body of [{ password: "12345" }, {}]) {
          const short = await app.json(
            `/api/admin/users/${user.id}/reset-password`,
            { token: admin.token, body },
          );
          assert.equal(short.status, 400);
          assert.equal(
            short.body.message,
            "Password should be at least 6 characters.",
          );
        }
        assert.equal((await auditActions()).length, before);
        const token = await loginAs(app.infra, user.email, "first-pass");
        const res = await app.json(
          `/api/admin/users/${user.id}/reset-password`,
          {
            token: admin.token,
            body: { password: "second-pass" },
          },
        );
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, { message: "Password reset successfully." });
        assert.equal(
          (await app.json("/api/profile/me", { token })).status,
          401,
        );
        await assert.rejects(loginAs(app.infra, user.email, "first-pass"));
        await loginAs(app.infra, user.email, "second-pass");
      },
    );

    await t.step(
      "full profile: user, profile, stats, payout history and assigned links",
      async () => {
        await app.json("/api/profile", {
          token: await loginAs(app.infra, other.email, "password-123"),
          body: { name: "Omar" },
        });
        const [product] = await app.infra.sql`
      INSERT INTO products (title, description, commission_bp) VALUES ('Ebook', 'd', 5000) RETURNING id`;
        await app.infra.sql`
      INSERT INTO affiliate_links (user_id, product_id, destination_url, code)
      VALUES (${other.id}, ${product.id}, 'https://shop.example/ebook', 'omar1')`;
        await app.infra.sql`
      INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor)
      VALUES (${other.id}, ${product.id}, '2026-01-05', 40, 4, 12345)`;
        await app.infra.sql`
      INSERT INTO ledger_entries (user_id, product_id, kind, amount_minor, available_on, source_type, source_id)
      VALUES (${other.id}, ${product.id}, 'earning', 12345, '2026-01-05', 'manual_stat', 77)`;
        await app.infra.sql`
      INSERT INTO payouts (user_id, product_id, amount_minor, method, requested_at)
      VALUES (${other.id}, ${product.id}, 5000, 'jazzcash', now())`;
        const res = await app.json(
          `/api/admin/users/${other.id}/full-profile`,
          { token: admin.token },
        );
        assert.equal(res.status, 200);
        assert.equal(res.body.success, true);
        assert.equal(res.body.user.email, other.email);
        assert.equal(res.body.profile.name, "Omar");
        assert.deepEqual(res.body.stats, {
          clicks: 40,
          sales: 4,
          earnings: 123.45,
          balance: 123.45,
        });
        assert.equal(res.body.payoutHistory.length, 1);
        assert.equal(res.body.payoutHistory[0].amount, 50);
        assert.equal(res.body.payoutHistory[0].status, "pending");
        assert.equal(res.body.assignedLinks.length, 1);
        assert.equal(res.body.assignedLinks[0].productName, "Ebook");
        assert.equal(
          res.body.assignedLinks[0].customLink,
          "https://shop.example/ebook",
        );
        const metrics = await app.json("/api/admin/metrics", {
          token: admin.token,
        });
        assert.deepEqual(metrics.body, {
          pendingProfiles: 1,
          pendingPayouts: 1,
          openRiskFlags: 0,
        });
        const missing = await app.json("/api/admin/users/999999/full-profile", {
          token: admin.token,
        });
        assert.equal(missing.status, 404);
      },
    );

    await t.step(
      "audit logs: newest first, one row per change, paging and filters",
      async () => {
        assert.deepEqual(await auditActions(), [
          "Block User",
          "Unblock User",
          "Reset Password",
        ]);
        const res = await app.json("/api/admin/audit-logs", {
          token: admin.token,
        });
        assert.equal(res.status, 200);
        assert.ok(Array.isArray(res.body));
        assert.deepEqual(res.body.map((r: { action: string }) => r.action), [
          "Reset Password",
          "Unblock User",
          "Block User",
        ]);
        assert.deepEqual(Object.keys(res.body[0]).sort(), [
          "action",
          "adminId",
          "adminName",
          "createdAt",
          "details",
          "id",
          "userNames",
        ]);
        assert.equal(res.body[0].adminId, admin.id);
        // Names beside the ids (issue 31): the admin's, and the person the details name as "user #id".
        assert.equal(res.body[0].adminName, admin.name);
        assert.match(res.body[0].details, new RegExp(`user #${user.id} `));
        assert.deepEqual(res.body[0].userNames, {
          [String(user.id)]: user.name,
        });
        const page = await app.json("/api/admin/audit-logs?page=2&pageSize=2", {
          token: admin.token,
        });
        assert.deepEqual(page.body.map((r: { action: string }) => r.action), [
          "Block User",
        ]);
        assert.equal(page.headers.get("x-total-count"), "3");
        const filtered = await app.json("/api/admin/audit-logs?action=block", {
          token: admin.token,
        });
        assert.equal(filtered.body.length, 2);
        const past = await app.json(
          "/api/admin/audit-logs?from=2000-01-01&to=2000-12-31",
          { token: admin.token },
        );
        assert.deepEqual(past.body, []);
        assert.equal(
          (await app.json("/api/admin/audit-logs?from=2020-02-30", {
            token: admin.token,
          })).status,
          400,
        );
        const reversed = await app.json(
          "/api/admin/audit-logs?from=2020-02-02&to=2020-02-01",
          { token: admin.token },
        );
        assert.equal(reversed.status, 400);
      },
    );
  },
);
