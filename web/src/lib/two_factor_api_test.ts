import assert from "node:assert/strict";
import { groupSecret, recoveryCodesText } from "./two_factor_api.ts";

Deno.test("the secret shows in groups of four for typing", () => {
  assert.equal(groupSecret("ABCDEFGHIJKLMNOPQR"), "ABCD EFGH IJKL MNOP QR");
  assert.equal(groupSecret("ABCD"), "ABCD");
});

Deno.test("the recovery codes file names the account and lists one code per line", () => {
  const text = recoveryCodesText(
    ["aaaa-bbbb-cccc", "dddd-eeee-ffff"],
    "a@b.pk",
  );
  const lines = text.split("\n");
  assert.equal(lines[0], "Kamai recovery codes for a@b.pk");
  assert.deepEqual(lines.slice(3, 5), ["aaaa-bbbb-cccc", "dddd-eeee-ffff"]);
});
