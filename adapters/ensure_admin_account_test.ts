import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN } from "./http/test_app.ts";
import { ensureAdminAccount } from "./ensure_admin_account.ts";
import { createArgon2PasswordHasher } from "./crypto/argon2_password_hasher.ts";

forEachTestApp(
  "ensureAdminAccount creates, repairs and re-keys the configured admin, idempotently",
  async (t, app) => {
    const { sql } = app.infra;
    const admin = () =>
      sql`SELECT id, role, is_verified, is_approved, deleted_at, password_hash, token_version FROM users WHERE email = ${TEST_ADMIN.email}`;

    await t.step(
      "start-up made a verified, approved admin with ADMIN_PASSWORD",
      async () => {
        const rows = await admin();
        assert.equal(rows.length, 1);
        assert.equal(rows[0].role, "admin");
        assert.equal(rows[0].is_verified, true);
        assert.equal(rows[0].is_approved, true);
        assert.equal(
          await createArgon2PasswordHasher().verify(
            TEST_ADMIN.password,
            rows[0].password_hash,
          ),
          true,
        );
      },
    );

    await t.step(
      "running again, also concurrently, changes nothing",
      async () => {
        const [before] = await admin();
        await Promise.all([
          ensureAdminAccount(app.infra),
          ensureAdminAccount(app.infra),
          ensureAdminAccount(app.infra),
        ]);
        const rows = await admin();
        assert.equal(rows.length, 1);
        assert.equal(rows[0].password_hash, before.password_hash);
        assert.equal(rows[0].token_version, before.token_version);
      },
    );

    await t.step(
      "a demoted, unverified, blocked, deleted admin with another password is repaired",
      async () => {
        await sql`UPDATE users SET role = 'user', is_verified = false, is_approved = false, deleted_at = now(),
      password_hash = 'something-else' WHERE email = ${TEST_ADMIN.email}`;
        const [before] = await admin();
        await ensureAdminAccount(app.infra);
        const [after] = await admin();
        assert.equal(after.role, "admin");
        assert.equal(after.is_verified, true);
        assert.equal(after.is_approved, true);
        assert.equal(after.deleted_at, null);
        assert.equal(
          await createArgon2PasswordHasher().verify(
            TEST_ADMIN.password,
            after.password_hash,
          ),
          true,
        );
        assert.equal(
          after.token_version,
          before.token_version + 1,
          "old sessions end with the old password",
        );
      },
    );

    await t.step(
      "without ADMIN_EMAIL/ADMIN_PASSWORD it does nothing",
      async () => {
        const ctx = {
          ...app.infra,
          config: {
            ...app.infra.config,
            adminEmail: "other@kamai.test",
            adminPassword: null,
          },
        };
        await ensureAdminAccount(ctx);
        assert.equal(
          (await sql`SELECT 1 FROM users WHERE email = 'other@kamai.test'`)
            .length,
          0,
        );
      },
    );
  },
);
