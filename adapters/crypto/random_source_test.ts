import assert from "node:assert/strict";
import { createCryptoRandomSource } from "./random_source.ts";

Deno.test("random tokens are base64url, carry the asked bits and do not repeat", () => {
  const random = createCryptoRandomSource();
  const t = random.token();
  assert.match(t, /^[A-Za-z0-9_-]{43}$/, "256 bits by default");
  assert.match(random.token(128), /^[A-Za-z0-9_-]{22}$/);
  const seen = new Set(Array.from({ length: 1000 }, () => random.token(128)));
  assert.equal(seen.size, 1000);
});
