import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { createShortHmac } from "./fast_hmac.ts";

Deno.test("the reused HMAC-SHA256 gives node:crypto's digest for every message, call after call", () => {
  for (const keyLength of [1, 32, 64, 65, 100]) {
    const key = crypto.getRandomValues(new Uint8Array(keyLength));
    const mac = createShortHmac(key);
    for (let n = 0; n < 50; n++) {
      const message = crypto.getRandomValues(new Uint8Array(n % 40));
      const expected = createHmac("sha256", key).update(message).digest();
      assert.deepEqual(Buffer.from(mac(message)), expected);
    }
  }
});

Deno.test("RFC 4231 test case 2: key 'Jefe'", () => {
  const mac = createShortHmac(new TextEncoder().encode("Jefe"));
  const digest = mac(new TextEncoder().encode("what do ya want for nothing?"));
  assert.equal(
    Buffer.from(digest).toString("hex"),
    "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
  );
});
