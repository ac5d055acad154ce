import assert from "node:assert/strict";
import { databaseSuite } from "./test_databases.ts";
import { countRows, insertUser } from "./test_fixtures.ts";
import { repositories, unitsOfWork } from "./repository_registry.ts";
import { err, ok } from "../../domain/shared/result.ts";

const test = databaseSuite("repository registry: picked units of work");

test("a unit of work hands exactly the picked repositories, renamed ones under their key, each built once", async ({ sql }) => {
  const uow = unitsOfWork(sql, repositories);
  const keys = await uow(["audit", ["layouts", "batches"], "batches"]).run((
    repos,
  ) => {
    assert.equal(repos.layouts, repos.batches, "one batch repository");
    return Promise.resolve(Object.keys(repos).sort());
  });
  assert.deepEqual(keys, ["audit", "batches", "layouts"]);
});

test("picked repositories share the transaction: an error value rolls all their writes back", async ({ sql }) => {
  const adminId = await insertUser(sql, { email: "a@u.test", role: "admin" });
  const uow = unitsOfWork(sql, repositories)(["audit", ["log", "audit"]]);
  const undone = await uow.run(async ({ audit, log }) => {
    await audit.append({ adminId, action: "Undone", details: "" });
    await log.append({ adminId, action: "Undone too", details: "" });
    return err({ code: "NOT_FOUND", message: "gone" });
  });
  assert.equal(undone.ok, false);
  assert.equal(await countRows(sql, "audit_logs"), 0);
  const kept = await uow.run(async ({ audit }) => {
    await audit.append({ adminId, action: "Kept", details: "" });
    return ok(1);
  });
  assert.deepEqual(kept, { ok: true, value: 1 });
  assert.equal(await countRows(sql, "audit_logs"), 1);
});

test("a name outside the registry does not type-check", ({ sql }) => {
  const uow = unitsOfWork(sql, repositories);
  // @ts-expect-error: "audits" is not a registry name.
  const misspelt = () => uow(["audits"]);
  // @ts-expect-error: the rate limiter works on the pool only, never in a unit of work.
  const poolOnly = () => uow(["rateLimiter"]);
  assert.equal(typeof misspelt, "function");
  assert.equal(typeof poolOnly, "function");
  return Promise.resolve();
});
