import assert from "node:assert/strict";
import { createInMemoryUnitOfWork } from "../../adapters/memory/unit_of_work.ts";
import { createInMemoryAuditRepository } from "../../adapters/memory/audit_repository.ts";
import {
  createInMemoryAdminUserRepository,
  type InMemoryUser,
} from "../../adapters/memory/admin_user_repository.ts";
import { toggleUserBlock } from "./toggle_user_block.ts";
import {
  PASSWORD_RESET_DONE,
  PASSWORD_TOO_SHORT,
  resetUserPassword,
} from "./reset_user_password.ts";

function user(id: number, isApproved: boolean): InMemoryUser {
  return {
    id,
    name: `U${id}`,
    email: `u${id}@example.com`,
    isVerified: true,
    isApproved,
    role: id === 1 ? "admin" : "user",
    createdAt: new Date(Date.UTC(2026, 0, id)),
    profileStatus: null,
    passwordHash: "old",
    tokenVersion: 0,
  };
}

function setup() {
  const users = createInMemoryAdminUserRepository([
    user(1, true),
    user(2, true),
  ]);
  const audit = createInMemoryAuditRepository();
  const uow = createInMemoryUnitOfWork({ users, audit });
  const hasher = { hash: (p: string) => Promise.resolve(`hashed:${p}`) };
  return { users, audit, uow, hasher };
}

Deno.test("toggleUserBlock: blocks (ending sessions), then unblocks, each audited", async () => {
  const { users, audit, uow } = setup();
  const blocked = await toggleUserBlock({ uow }, { adminId: 1, userId: 2 });
  assert.deepEqual(blocked, {
    ok: true,
    value: { message: "User blocked.", isApproved: false },
  });
  assert.equal(users.users[1].isApproved, false);
  assert.equal(users.users[1].tokenVersion, 1);
  const unblocked = await toggleUserBlock({ uow }, { adminId: 1, userId: 2 });
  assert.deepEqual(unblocked, {
    ok: true,
    value: { message: "User unblocked.", isApproved: true },
  });
  assert.equal(users.users[1].tokenVersion, 1);
  assert.deepEqual(audit.entries.map((e) => e.action), [
    "Block User",
    "Unblock User",
  ]);
});

Deno.test("toggleUserBlock: an admin cannot block themself; unknown users are not found; neither is audited", async () => {
  const { users, audit, uow } = setup();
  const self = await toggleUserBlock({ uow }, { adminId: 1, userId: 1 });
  assert.ok(!self.ok);
  assert.equal(self.error.code, "SELF_ACTION_FORBIDDEN");
  assert.equal(users.users[0].isApproved, true);
  const missing = await toggleUserBlock({ uow }, { adminId: 1, userId: 99 });
  assert.ok(!missing.ok);
  assert.equal(missing.error.code, "USER_NOT_FOUND");
  assert.equal(audit.entries.length, 0);
});

Deno.test("resetUserPassword: stores the new hash, ends sessions and audits", async () => {
  const { users, audit, uow, hasher } = setup();
  const result = await resetUserPassword({ uow, hasher }, {
    adminId: 1,
    userId: 2,
    password: "secret1",
  });
  assert.deepEqual(result, {
    ok: true,
    value: { message: PASSWORD_RESET_DONE },
  });
  assert.equal(users.users[1].passwordHash, "hashed:secret1");
  assert.equal(users.users[1].tokenVersion, 1);
  assert.deepEqual(audit.entries.map((e) => e.action), ["Reset Password"]);
});

Deno.test("resetUserPassword: short, missing, self and unknown are refused without an audit row", async () => {
  const { users, audit, uow, hasher } = setup();
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
  assert.equal(users.users[1].passwordHash, "old");
  assert.equal(audit.entries.length, 0);
});
