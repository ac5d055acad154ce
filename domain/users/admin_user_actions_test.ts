import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";
import {
  auditRows,
  insertUser,
  userRow,
} from "../../adapters/postgres/test_fixtures.ts";
import { createPostgresUnitOfWork } from "../../adapters/postgres/unit_of_work.ts";
import { createPostgresAuditRepository } from "../../adapters/postgres/audit_repository.ts";
import { createPostgresAdminUserRepository } from "../../adapters/postgres/admin_user_repository.ts";
import { toggleUserBlock } from "./toggle_user_block.ts";
import {
  PASSWORD_RESET_DONE,
  PASSWORD_TOO_SHORT,
  resetUserPassword,
} from "./reset_user_password.ts";

const test = databaseSuite("users: block and reset password");

// Admin 1 acts on user 2; both approved, password hash "old".
async function setup(sql: Sql) {
  for (const id of [1, 2]) {
    await insertUser(sql, {
      id,
      name: `U${id}`,
      email: `u${id}@example.com`,
      role: id === 1 ? "admin" : "user",
      passwordHash: "old",
    });
  }
  const uow = createPostgresUnitOfWork(sql, (tx) => ({
    users: createPostgresAdminUserRepository(tx),
    audit: createPostgresAuditRepository(tx),
  }));
  const hasher = { hash: (p: string) => Promise.resolve(`hashed:${p}`) };
  return { uow, hasher };
}

test("toggleUserBlock: blocks (ending sessions), then unblocks, each audited", async ({ sql }) => {
  const { uow } = await setup(sql);
  const blocked = await toggleUserBlock({ uow }, { adminId: 1, userId: 2 });
  assert.deepEqual(blocked, {
    ok: true,
    value: { message: "User blocked.", isApproved: false },
  });
  assert.equal((await userRow(sql, 2)).isApproved, false);
  assert.equal((await userRow(sql, 2)).tokenVersion, 1);
  const unblocked = await toggleUserBlock({ uow }, { adminId: 1, userId: 2 });
  assert.deepEqual(unblocked, {
    ok: true,
    value: { message: "User unblocked.", isApproved: true },
  });
  assert.equal((await userRow(sql, 2)).tokenVersion, 1);
  assert.deepEqual((await auditRows(sql)).map((e) => e.action), [
    "Block User",
    "Unblock User",
  ]);
});

test("toggleUserBlock: an admin cannot block themself; unknown users are not found; neither is audited", async ({ sql }) => {
  const { uow } = await setup(sql);
  // Admin 1 alone is the last active admin: that reason comes first.
  const last = await toggleUserBlock({ uow }, { adminId: 1, userId: 1 });
  assert.ok(!last.ok);
  assert.equal(last.error.code, "LAST_ADMIN");
  await insertUser(sql, { id: 3, email: "u3@example.com", role: "admin" });
  const self = await toggleUserBlock({ uow }, { adminId: 1, userId: 1 });
  assert.ok(!self.ok);
  assert.equal(self.error.code, "SELF_ACTION_FORBIDDEN");
  assert.equal((await userRow(sql, 1)).isApproved, true);
  const missing = await toggleUserBlock({ uow }, { adminId: 1, userId: 99 });
  assert.ok(!missing.ok);
  assert.equal(missing.error.code, "USER_NOT_FOUND");
  assert.equal((await auditRows(sql)).length, 0);
});

test("resetUserPassword: stores the new hash, ends sessions and audits", async ({ sql }) => {
  const { uow, hasher } = await setup(sql);
  const result = await resetUserPassword({ uow, hasher }, {
    adminId: 1,
    userId: 2,
    password: "secret1",
  });
  assert.deepEqual(result, {
    ok: true,
    value: { message: PASSWORD_RESET_DONE },
  });
  assert.equal((await userRow(sql, 2)).passwordHash, "hashed:secret1");
  assert.equal((await userRow(sql, 2)).tokenVersion, 1);
  assert.deepEqual((await auditRows(sql)).map((e) => e.action), [
    "Reset Password",
  ]);
});

test("resetUserPassword: short, missing, self and unknown are refused without an audit row", async ({ sql }) => {
  const { uow, hasher } = await setup(sql);
  for (const password of ["12345", undefined, 123456]) {
    const result = await resetUserPassword({ uow, hasher }, {
      adminId: 1,
      userId: 2,
      password,
    });
    assert.ok(!result.ok);
    assert.equal(result.error.message, PASSWORD_TOO_SHORT);
  }
  const self = await resetUserPassword({ uow, hasher }, {
    adminId: 1,
    userId: 1,
    password: "secret1",
  });
  assert.ok(!self.ok);
  assert.equal(self.error.code, "SELF_ACTION_FORBIDDEN");
  const missing = await resetUserPassword({ uow, hasher }, {
    adminId: 1,
    userId: 42,
    password: "secret1",
  });
  assert.ok(!missing.ok);
  assert.equal(missing.error.code, "USER_NOT_FOUND");
  assert.equal((await userRow(sql, 2)).passwordHash, "old");
  assert.equal((await auditRows(sql)).length, 0);
});
