import assert from "node:assert/strict";
import { getMe } from "./get_me.ts";
import { createInMemoryUserRepository } from "../../adapters/memory/user_repository.ts";

Deno.test("getMe answers isApproved, id, name, email and role; USER_DELETED when gone", async () => {
  const users = createInMemoryUserRepository();
  const u = await users.create({
    name: "Hira",
    email: "hira@kamai.test",
    passwordHash: "h",
    isApproved: true,
  });
  assert.deepEqual(await getMe({ users }, u!.id), {
    ok: true,
    value: {
      isApproved: true,
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
  users.markDeleted(u!.id, new Date());
  assert.equal((await getMe({ users }, u!.id)).ok, false);
});
