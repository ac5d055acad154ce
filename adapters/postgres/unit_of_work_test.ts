import assert from "node:assert/strict";
import { databaseSuite } from "./test_databases.ts";
import { countRows, insertUser } from "./test_fixtures.ts";
import { createPostgresUnitOfWork } from "./unit_of_work.ts";
import { createPostgresAuditRepository } from "./audit_repository.ts";
import { err, ok } from "../../domain/shared/result.ts";

const test = databaseSuite("postgres unit of work: commit and roll back");

const audited = (sql: Parameters<typeof createPostgresUnitOfWork>[0]) =>
  createPostgresUnitOfWork(sql, (tx) => ({
    audit: createPostgresAuditRepository(tx),
  }));

test("a success value commits the writes", async ({ sql }) => {
  const adminId = await insertUser(sql, { email: "a@u.test", role: "admin" });
  const result = await audited(sql).run(async ({ audit }) => {
    await audit.append({ adminId, action: "Kept", details: "" });
    return ok(1);
  });
  assert.deepEqual(result, { ok: true, value: 1 });
  assert.equal(await countRows(sql, "audit_logs"), 1);
});

test("an error value rolls back the writes and is still returned", async ({ sql }) => {
  const adminId = await insertUser(sql, { email: "a@u.test", role: "admin" });
  const result = await audited(sql).run(async ({ audit }) => {
    await audit.append({ adminId, action: "Undone", details: "" });
    return err({ code: "NOT_FOUND", message: "gone" });
  });
  assert.deepEqual(result, {
    ok: false,
    error: { code: "NOT_FOUND", message: "gone" },
  });
  assert.equal(await countRows(sql, "audit_logs"), 0);
});

test("a thrown error rolls back and reaches the caller", async ({ sql }) => {
  const adminId = await insertUser(sql, { email: "a@u.test", role: "admin" });
  await assert.rejects(
    audited(sql).run(async ({ audit }) => {
      await audit.append({ adminId, action: "Undone", details: "" });
      throw new Error("boom");
    }),
    /boom/,
  );
  assert.equal(await countRows(sql, "audit_logs"), 0);
});

test("a value that is not a Result commits as before", async ({ sql }) => {
  const adminId = await insertUser(sql, { email: "a@u.test", role: "admin" });
  const result = await audited(sql).run(async ({ audit }) => {
    await audit.append({ adminId, action: "Kept", details: "" });
    return null;
  });
  assert.equal(result, null);
  assert.equal(await countRows(sql, "audit_logs"), 1);
});
