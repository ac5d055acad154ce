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
