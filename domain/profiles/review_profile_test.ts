import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { createFixedClock } from "../shared/clock.ts";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";
import {
  auditRows,
  insertUser,
  userRow,
} from "../../adapters/postgres/test_fixtures.ts";
import { createPostgresUnitOfWork } from "../../adapters/postgres/unit_of_work.ts";
import { createPostgresAuditRepository } from "../../adapters/postgres/audit_repository.ts";
import { createPostgresProfileRepository } from "../../adapters/postgres/profile_repository.ts";
import { createPostgresAdminUserRepository } from "../../adapters/postgres/admin_user_repository.ts";
import { createPostgresRiskRepository } from "../../adapters/postgres/risk_repository.ts";
import { createPostgresEventOutbox } from "../../adapters/postgres/event_outbox.ts";
import { PROFILE_SUBMITTED, submitProfile } from "./submit_profile.ts";
import { approveProfile } from "./approve_profile.ts";
import { rejectProfile } from "./reject_profile.ts";

const test = databaseSuite("profiles: submit, approve, reject");

// Admin 1 reviews Sana (user 7), who is verified and not approved yet.
async function setup(sql: Sql) {
  const clock = createFixedClock(new Date("2026-03-01T10:00:00Z"));
  await insertUser(sql, { id: 1, email: "admin@example.com", role: "admin" });
  await insertUser(sql, {
    id: 7,
    name: "Sana",
    email: "sana@example.com",
    isApproved: false,
  });
  const profiles = createPostgresProfileRepository(sql);
  const uow = createPostgresUnitOfWork(sql, (tx) => ({
    profiles: createPostgresProfileRepository(tx),
    users: createPostgresAdminUserRepository(tx),
    audit: createPostgresAuditRepository(tx),
    risk: createPostgresRiskRepository(tx),
    outbox: createPostgresEventOutbox(tx),
  }));
  return { clock, profiles, deps: { uow, clock } };
}

test("submitProfile: queues a new profile and refuses a second while pending", async ({ sql }) => {
  const { deps, profiles } = await setup(sql);
  const first = await submitProfile(deps, {
    userId: 7,
    profile: { name: "Sana", phone: "03001234567" },
  });
  assert.deepEqual(first, { ok: true, value: { message: PROFILE_SUBMITTED } });
  const stored = await profiles.findByUserId(7);
  assert.equal(stored?.status, "pending");
  assert.equal(stored?.phone, "+923001234567");
  const again = await submitProfile(deps, {
    userId: 7,
    profile: { name: "Sana" },
  });
  assert.ok(!again.ok);
  assert.equal(again.error.code, "PROFILE_PENDING");
});

test("submitProfile: bad fields are refused and nothing is stored", async ({ sql }) => {
  const { deps, profiles } = await setup(sql);
  const result = await submitProfile(deps, {
    userId: 7,
    profile: { name: "" },
  });
  assert.ok(!result.ok);
  assert.equal(result.error.code, "VALIDATION_ERROR");
  assert.equal(await profiles.findByUserId(7), null);
});

test("approveProfile: approves the user, audits, and cannot be repeated", async ({ sql }) => {
  const { deps, profiles } = await setup(sql);
  await submitProfile(deps, { userId: 7, profile: { name: "Sana" } });
  const result = await approveProfile(deps, { adminId: 1, userId: 7 });
  assert.deepEqual(result, {
    ok: true,
    value: { userId: 7, name: "Sana", email: "sana@example.com" },
  });
  assert.equal((await userRow(sql, 7)).isApproved, true);
  assert.equal((await profiles.findByUserId(7))?.status, "approved");
  assert.deepEqual((await auditRows(sql)).map((e) => [e.adminId, e.action]), [[
    1,
    "Approve Profile",
  ]]);
  const again = await approveProfile(deps, { adminId: 1, userId: 7 });
  assert.ok(!again.ok);
  assert.equal(again.error.code, "PROFILE_NOT_PENDING");
  assert.equal((await auditRows(sql)).length, 1);
  const resubmit = await submitProfile(deps, {
    userId: 7,
    profile: { name: "Sana" },
  });
  assert.ok(!resubmit.ok);
  assert.equal(resubmit.error.code, "PROFILE_APPROVED");
});

test("rejectProfile: keeps the reason, audits it, and lets the user resubmit", async ({ sql }) => {
  const { deps, profiles } = await setup(sql);
  const missing = await rejectProfile(deps, {
    adminId: 1,
    userId: 7,
    reason: "x",
  });
  assert.ok(!missing.ok);
  assert.equal(missing.error.code, "PROFILE_NOT_FOUND");
  await submitProfile(deps, { userId: 7, profile: { name: "Sana" } });
  const result = await rejectProfile(deps, {
    adminId: 1,
    userId: 7,
    reason: "  Blurry CNIC ",
  });
  assert.ok(result.ok);
  const stored = await profiles.findByUserId(7);
  assert.equal(stored?.status, "rejected");
  assert.equal(stored?.rejectionReason, "Blurry CNIC");
  assert.equal((await auditRows(sql))[0].action, "Reject Profile");
  assert.match((await auditRows(sql))[0].details, /Reason: Blurry CNIC/);
  deps.clock.advance(60_000);
  const again = await submitProfile(deps, {
    userId: 7,
    profile: { name: "Sana K" },
  });
  assert.ok(again.ok);
  const resubmitted = await profiles.findByUserId(7);
  assert.equal(resubmitted?.status, "pending");
  assert.equal(resubmitted?.rejectionReason, null);
  assert.equal(resubmitted?.name, "Sana K");
});
