import assert from "node:assert/strict";
import { createFixedClock } from "../shared/clock.ts";
import { createInMemoryUnitOfWork } from "../../adapters/memory/unit_of_work.ts";
import { createInMemoryAuditRepository } from "../../adapters/memory/audit_repository.ts";
import { createInMemoryProfileRepository } from "../../adapters/memory/profile_repository.ts";
import {
  createInMemoryAdminUserRepository,
  type InMemoryUser,
} from "../../adapters/memory/admin_user_repository.ts";
import { PROFILE_SUBMITTED, submitProfile } from "./submit_profile.ts";
import { approveProfile } from "./approve_profile.ts";
import { rejectProfile } from "./reject_profile.ts";

function setup() {
  const clock = createFixedClock(new Date("2026-03-01T10:00:00Z"));
  const user: InMemoryUser = {
    id: 7,
    name: "Sana",
    email: "sana@example.com",
    isVerified: true,
    isApproved: false,
    role: "user",
    createdAt: new Date("2026-01-01T00:00:00Z"),
    profileStatus: null,
    passwordHash: "h",
    tokenVersion: 0,
  };
  const users = createInMemoryAdminUserRepository([user]);
  const profiles = createInMemoryProfileRepository(() => user.email);
  const audit = createInMemoryAuditRepository(() => clock.now());
  const uow = createInMemoryUnitOfWork({ profiles, users, audit });
  return { clock, user, profiles, audit, deps: { uow, clock } };
}

Deno.test("submitProfile: queues a new profile and refuses a second while pending", async () => {
  const { deps, profiles } = setup();
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

Deno.test("submitProfile: bad fields are refused and nothing is stored", async () => {
  const { deps, profiles } = setup();
  const result = await submitProfile(deps, {
    userId: 7,
    profile: { name: "" },
  });
  assert.ok(!result.ok);
  assert.equal(result.error.code, "VALIDATION_ERROR");
  assert.equal(await profiles.findByUserId(7), null);
});

Deno.test("approveProfile: approves the user, audits, and cannot be repeated", async () => {
  const { deps, user, audit, profiles } = setup();
  await submitProfile(deps, { userId: 7, profile: { name: "Sana" } });
  const result = await approveProfile(deps, { adminId: 1, userId: 7 });
  assert.deepEqual(result, {
    ok: true,
    value: { userId: 7, name: "Sana", email: "sana@example.com" },
  });
  assert.equal(user.isApproved, true);
  assert.equal((await profiles.findByUserId(7))?.status, "approved");
  assert.deepEqual(audit.entries.map((e) => [e.adminId, e.action]), [[
    1,
    "Approve Profile",
  ]]);
  const again = await approveProfile(deps, { adminId: 1, userId: 7 });
  assert.ok(!again.ok);
  assert.equal(again.error.code, "PROFILE_NOT_PENDING");
  assert.equal(audit.entries.length, 1);
  const resubmit = await submitProfile(deps, {
    userId: 7,
    profile: { name: "Sana" },
  });
  assert.ok(!resubmit.ok);
  assert.equal(resubmit.error.code, "PROFILE_APPROVED");
});

Deno.test("rejectProfile: keeps the reason, audits it, and lets the user resubmit", async () => {
  const { deps, audit, profiles } = setup();
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
  assert.equal(audit.entries[0].action, "Reject Profile");
  assert.match(audit.entries[0].details, /Reason: Blurry CNIC/);
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
