import assert from "node:assert/strict";
import { getMe } from "./get_me.ts";
import { createTestAuthDeps } from "../../adapters/postgres/test_auth_deps.ts";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";

const test = databaseSuite("auth: getMe");

test("getMe answers isApproved, id, name, email and role; USER_DELETED when gone", async ({ sql }) => {
  const { users } = createTestAuthDeps(sql);
  const u = await users.create({
    name: "Hira",
    email: "hira@kamai.test",
    passwordHash: "h",
    isApproved: true,
    language: null,
  });
  assert.deepEqual(await getMe({ users }, u!.id), {
    ok: true,
    value: {
      isApproved: true,
      language: null,
      id: u!.id,
      name: "Hira",
      email: "hira@kamai.test",
      role: "user",
    },
  });
  assert.deepEqual(await getMe({ users }, 999), {
    ok: false,
    error: { code: "USER_DELETED", message: "This account no longer exists." },
  });
  await users.markDeleted(u!.id, new Date());
  assert.equal((await getMe({ users }, u!.id)).ok, false);
});
