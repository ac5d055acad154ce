import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN } from "../test_app.ts";
import { createUser, loginAs } from "../test_users.ts";

forEachTestApp(
  "the last active admin: never blocked nor removed, by themself or by an admin whose own block raced theirs",
  async (t, app) => {
    const rootToken = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    const [{ id: rootId }] = await app.infra.sql<{ id: number }[]>`
      SELECT id FROM users WHERE email = ${TEST_ADMIN.email}`;
    const root = Number(rootId);
    const block = (userId: number, token: string) =>
      app.json(`/api/admin/users/${userId}/toggle-block`, {
        method: "POST",
        token,
      });
    const remove = (userId: number, token: string) =>
      app.json(`/api/admin/admins/${userId}`, { method: "DELETE", token });
    const activeAdmins = async () =>
      (await app.infra.sql`
        SELECT id FROM users WHERE role = 'admin' AND deleted_at IS NULL AND is_verified
          AND NOT (blocked_at IS NOT NULL AND NOT is_approved) ORDER BY id`)
        .map((r) => Number(r.id));
    const audited = async () =>
      (await app.infra.sql`
        SELECT count(*)::int AS n FROM audit_logs WHERE action IN ('Block User', 'Remove Admin')`)[
        0
      ].n;

    // An invited admin (no password set yet) cannot act: the root admin is the only active one.
    const invited = await app.json("/api/admin/admins", {
      token: rootToken,
      body: { email: "invited-admin@kamai.test" },
    });
    assert.equal(invited.status, 201, JSON.stringify(invited.body));

    await t.step(
      "the last active admin cannot block or remove themself: 409 LAST_ADMIN, nothing changes",
      async () => {
        const before = await audited();
        const blocked = await block(root, rootToken);
        assert.equal(blocked.status, 409, JSON.stringify(blocked.body));
        assert.deepEqual(blocked.body, {
          code: "LAST_ADMIN",
          message:
            "The last active admin cannot be blocked: make another admin first.",
        });
        const removed = await remove(root, rootToken);
        assert.equal(removed.status, 409, JSON.stringify(removed.body));
        assert.deepEqual(removed.body, {
          code: "LAST_ADMIN",
          message:
            "The last active admin cannot be removed: make another admin first.",
        });
        assert.deepEqual(await activeAdmins(), [root]);
        assert.equal(await audited(), before);
      },
    );

    let other: Awaited<ReturnType<typeof createUser>>;
    await t.step(
      "an admin blocked while their own request was on its way cannot block or remove the last active admin",
      async () => {
        other = await createUser(app.infra, {
          role: "admin",
          name: "Other Admin",
        });
        // The interleaving of two admins blocking each other at once, frozen: Root's block of Other has committed,
        // but Other's request already passed the session check (so its token version is put back as it was).
        const blockOther = await block(other.id, rootToken);
        assert.equal(blockOther.body.message, "User blocked.");
        await app.infra.sql`
          UPDATE users SET token_version = token_version - 1 WHERE id = ${other.id}`;
        assert.deepEqual(await activeAdmins(), [root]);
        const blocked = await block(root, other.token);
        assert.equal(blocked.status, 409, JSON.stringify(blocked.body));
        assert.equal(blocked.body.code, "LAST_ADMIN");
        const removed = await remove(root, other.token);
        assert.equal(removed.status, 409, JSON.stringify(removed.body));
        assert.equal(removed.body.code, "LAST_ADMIN");
        assert.deepEqual(await activeAdmins(), [root]);
        // Unblocked, Other is active again: then either can block the other.
        const unblocked = await block(other.id, rootToken);
        assert.equal(unblocked.body.message, "User unblocked.");
        assert.equal(unblocked.body.isApproved, true);
        assert.deepEqual(
          await activeAdmins(),
          [root, other.id].sort((a, b) => a - b),
        );
      },
    );

    await t.step(
      "two admins blocking each other at once: one wins, one active admin stays",
      async () => {
        const a = await createUser(app.infra, { role: "admin", name: "A" });
        const b = await createUser(app.infra, { role: "admin", name: "B" });
        // A blocks Other and B blocks Root, so A and B are the only active admins.
        assert.equal((await block(other.id, a.token)).status, 200);
        assert.equal((await block(root, b.token)).status, 200);
        assert.deepEqual(
          await activeAdmins(),
          [a.id, b.id].sort((x, y) => x - y),
        );
        const [ab, ba] = await Promise.all([
          block(b.id, a.token),
          block(a.id, b.token),
        ]);
        const statuses = [ab.status, ba.status].sort();
        assert.equal(statuses[0], 200, JSON.stringify([ab.body, ba.body]));
        assert.notEqual(statuses[1], 200, JSON.stringify([ab.body, ba.body]));
        assert.equal((await activeAdmins()).length, 1);
      },
    );
  },
);
