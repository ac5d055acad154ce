import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import { createPostgresUserRepository } from "./user_repository.ts";

forEachDatabase(
  "postgres users: create, find, verify, set password (bumps token version)",
  async (t, { sql }) => {
    const users = createPostgresUserRepository(sql);
    const created = await users.create({
      name: "Ali",
      email: "ali@kamai.test",
      passwordHash: "h1",
    });
    assert.ok(created);
    await t.step("create answers the stored account with defaults", () => {
      assert.equal(typeof created.id, "number");
      assert.deepEqual({ ...created, id: 0 }, {
        id: 0,
        name: "Ali",
        email: "ali@kamai.test",
        passwordHash: "h1",
        role: "user",
        isVerified: false,
        isApproved: false,
        language: null,
        tokenVersion: 0,
        deletedAt: null,
      });
    });
    await t.step(
      "a duplicate email answers null, also when raced",
      async () => {
        assert.equal(
          await users.create({
            name: "X",
            email: "ali@kamai.test",
            passwordHash: "h",
          }),
          null,
        );
        const raced = await Promise.all(
          [1, 2, 3].map((i) =>
            users.create({
              name: `R${i}`,
              email: "race@kamai.test",
              passwordHash: "h",
            })
          ),
        );
        assert.equal(raced.filter((u) => u !== null).length, 1);
      },
    );
    await t.step("find by email and id", async () => {
      assert.deepEqual(await users.findByEmail("ali@kamai.test"), created);
      assert.deepEqual(await users.findById(created.id), created);
      assert.equal(await users.findByEmail("nobody@kamai.test"), null);
      assert.equal(await users.findById(999_999), null);
    });
    await t.step("markVerified and setPassword", async () => {
      await users.markVerified(created.id);
      await users.setPassword(created.id, "h2");
      const after = await users.findById(created.id);
      assert.equal(after?.isVerified, true);
      assert.equal(after?.passwordHash, "h2");
      assert.equal(after?.tokenVersion, 1);
    });
    await t.step("create with role, verified and approved", async () => {
      const admin = await users.create({
        name: "Boss",
        email: "boss@kamai.test",
        passwordHash: "h",
        role: "admin",
        isVerified: true,
        isApproved: true,
        language: null,
      });
      assert.equal(admin?.role, "admin");
      assert.equal(admin?.isVerified, true);
      assert.equal(admin?.isApproved, true);
    });
  },
);
