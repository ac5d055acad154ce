import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { createClickIdCodec, SIGNED_CLICK_ID_LENGTH } from "./click_id.ts";
import { createShortHmac } from "./fast_hmac.ts";

Deno.test("the keyed HMAC-SHA256 equals node:crypto's for short messages and keys of any length", () => {
  for (const keyLength of [0, 1, 32, 63, 64, 65, 200]) {
    const key = crypto.getRandomValues(new Uint8Array(keyLength));
    const mac = createShortHmac(key);
    for (const length of [0, 1, 15, 31, 32, 55]) {
      const message = crypto.getRandomValues(new Uint8Array(length));
      assert.deepEqual(
        mac(message),
        new Uint8Array(createHmac("sha256", key).update(message).digest()),
        `key ${keyLength}, message ${length}`,
      );
    }
  }
});

Deno.test("a signed click id carries its link and time, and is unique per click", () => {
  const codec = createClickIdCodec("secret-a");
  const at = new Date("2026-11-24T10:15:30.750Z");
  const ids = new Set<string>();
  for (let i = 0; i < 2000; i++) ids.add(codec.issue(42, at));
  assert.equal(ids.size, 2000);
  for (const id of [...ids].slice(0, 20)) {
    assert.match(id, /^[0-9a-f]+$/);
    assert.equal(id.length, SIGNED_CLICK_ID_LENGTH);
    assert.ok(id.length <= 64);
    assert.deepEqual(codec.read(id), {
      linkId: 42,
      clickedAt: new Date("2026-11-24T10:15:30.000Z"),
    });
  }
  const big = codec.issue(2 ** 40 - 1, at);
  assert.equal(codec.read(big)?.linkId, 2 ** 40 - 1);
  assert.equal(codec.read(big.toUpperCase())?.linkId, 2 ** 40 - 1);
  assert.equal(codec.read(` ${big} `)?.linkId, 2 ** 40 - 1);
});

Deno.test("a forged, altered, foreign or old-style click id reads as nothing", () => {
  const codec = createClickIdCodec("secret-a");
  const id = codec.issue(7, new Date("2026-11-24T10:00:00Z"));
  // Another secret (another deployment) does not vouch for it.
  assert.equal(createClickIdCodec("secret-b").read(id), null);
  // Pointing it at another link breaks the signature.
  const otherLink = id.slice(0, 11) + "8" + id.slice(12);
  assert.equal(codec.read(otherLink), null);
  const flipped = id.slice(0, -1) + (id.endsWith("0") ? "1" : "0");
  assert.equal(codec.read(flipped), null);
  for (
    const garble of [
      "",
      "9c1f0e2d4b5a49f8a1c3d5e7f9b0a2c4",
      id.slice(0, -2),
      id + "00",
      "zz" + id.slice(2),
      "02" + id.slice(2),
    ]
  ) {
    assert.equal(codec.read(garble), null, garble);
  }
  assert.throws(() => codec.issue(0, new Date()), RangeError);
  assert.throws(() => codec.issue(2 ** 40, new Date()), RangeError);
});
