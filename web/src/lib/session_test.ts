import assert from "node:assert/strict";
import {
  clearAllStorage,
  clearSession,
  readSession,
  saveSession,
  setApproved,
} from "./session.ts";

Deno.test("session is stored under token, role and approved as 'true'/'false'", () => {
  localStorage.clear();
  saveSession({ token: "t1", role: "user", approved: false });
  assert.equal(localStorage.getItem("token"), "t1");
  assert.equal(localStorage.getItem("role"), "user");
  assert.equal(localStorage.getItem("approved"), "false");
  assert.deepEqual(readSession(), {
    token: "t1",
    role: "user",
    approved: false,
  });
  setApproved(true);
  assert.equal(localStorage.getItem("approved"), "true");
  assert.equal(readSession().approved, true);
});

Deno.test("clearSession removes only the session keys; clearAllStorage removes everything", () => {
  localStorage.clear();
  localStorage.setItem("other", "x");
  saveSession({ token: "t2", role: "admin", approved: true });
  clearSession();
  assert.deepEqual(readSession(), { token: null, role: null, approved: false });
  assert.equal(localStorage.getItem("other"), "x");
  clearAllStorage();
  assert.equal(localStorage.getItem("other"), null);
});
