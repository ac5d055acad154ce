import assert from "node:assert/strict";
import { countLabel, guardRedirect } from "./guard.ts";

const user = { token: "t", role: "user", approved: true };

Deno.test("no token goes to /login", () => {
  assert.equal(
    guardRedirect({ token: null, role: null, approved: false }, {
      role: "user",
      approved: true,
    }),
    "/login",
  );
  assert.equal(
    guardRedirect({ token: null, role: "admin", approved: true }, {
      role: "admin",
      approved: false,
    }),
    "/login",
  );
});

Deno.test("a role mismatch goes to /", () => {
  assert.equal(guardRedirect(user, { role: "admin", approved: false }), "/");
  assert.equal(
    guardRedirect({ ...user, role: "admin" }, { role: "user", approved: true }),
    "/",
  );
});

Deno.test("an unapproved user goes to /complete-profile except where approval is not needed", () => {
  assert.equal(
    guardRedirect({ ...user, approved: false }, {
      role: "user",
      approved: true,
    }),
    "/complete-profile",
  );
  assert.equal(
    guardRedirect({ ...user, approved: false }, {
      role: "user",
      approved: false,
    }),
    null,
  );
  assert.equal(guardRedirect(user, { role: "user", approved: true }), null);
});

Deno.test("count labels cap at 99+", () => {
  assert.equal(countLabel(0), null);
  assert.equal(countLabel(undefined), null);
  assert.equal(countLabel(7), "7");
  assert.equal(countLabel(99), "99");
  assert.equal(countLabel(100), "99+");
});
