import assert from "node:assert/strict";
import { createVisitorHasher } from "./visitor_hash.ts";

Deno.test("visitor hashes are stable per address and agent, keyed by the secret, and hold no address", () => {
  const hash = createVisitorHasher("secret-a");
  const a = hash("203.0.113.7", "Mozilla/5.0 Chrome");
  assert.match(a, /^[0-9a-f]{32}$/);
  assert.equal(hash("203.0.113.7", "Mozilla/5.0 Chrome"), a);
  assert.notEqual(hash("203.0.113.8", "Mozilla/5.0 Chrome"), a);
  assert.notEqual(hash("203.0.113.7", "Mozilla/5.0 Firefox"), a);
  assert.notEqual(
    createVisitorHasher("secret-b")("203.0.113.7", "Mozilla/5.0 Chrome"),
    a,
  );
  assert.ok(!a.includes("203"));
});

Deno.test("visitor hashes keep their value across versions, so stored hashes still de-duplicate the hour", () => {
  // Values of the earlier two-pass implementation: a change of the hash would count every visitor again.
  const hash = createVisitorHasher("secret-a");
  assert.equal(
    hash("203.0.113.7", "Mozilla/5.0 Chrome"),
    "ec42816abe0b7b9b14e2157a996663c4",
  );
  assert.equal(hash("1.2.3.4", ""), "988cdc82f11942291f1fb682341c5377");
  assert.equal(
    hash("2001:db8::/64", "x".repeat(500)),
    "e8bed152690ba021d71057e796867067",
  );
});
