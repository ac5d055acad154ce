import assert from "node:assert/strict";
import { actionVariant, auditCsv, detailParts } from "./audit_logs.ts";

Deno.test("actionVariant colours actions by keyword", () => {
  assert.equal(actionVariant("Payout Paid"), "green");
  assert.equal(actionVariant("Reject Profile"), "red");
  assert.equal(actionVariant("Update Commission"), "blue");
  assert.equal(actionVariant("Reset Password"), "yellow");
  assert.equal(actionVariant("Block User"), "gray");
});

Deno.test("auditCsv has the spec's columns and one row per log", () => {
  const csv = auditCsv([{
    id: 1,
    adminId: 3,
    adminName: "Sana",
    userNames: {},
    action: "Block User",
    details: 'said "no"',
    createdAt: "2026-01-01T00:00:00Z",
  }]);
  const lines = csv.trim().split("\r\n");
  assert.equal(lines[0], '"Date","Admin ID","Action","Details"');
  assert.equal(lines.length, 2);
  assert.match(
    lines[1],
    /^"01 Jan 2026, 05:00","3","Block User","said ""no"""$/,
  );
});

Deno.test("detailParts names each known user #id and leaves the rest as written", () => {
  assert.deepEqual(
    detailParts("Blocked user #12 (ali@x.pk); User #7 and user #99 too.", {
      "12": "Ali Khan",
      "7": "Sara",
    }),
    [
      { text: "Blocked " },
      { text: "user #12", userId: 12, name: "Ali Khan" },
      { text: " (ali@x.pk); " },
      { text: "User #7", userId: 7, name: "Sara" },
      { text: " and user #99 too." },
    ],
  );
  assert.deepEqual(detailParts("Updated settings", {}), [
    { text: "Updated settings" },
  ]);
  assert.deepEqual(detailParts("", {}), []);
});
