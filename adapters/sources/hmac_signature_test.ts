import assert from "node:assert/strict";
import { signBase64, verifyBase64Signature } from "./hmac_signature.ts";

Deno.test("signBase64 matches a known HMAC-SHA256 (RFC 4231 test case 2)", async () => {
  // key "Jefe", data "what do ya want for nothing?" → 5bdcc146…3843 in hex.
  const hex =
    "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";
  const bytes = Uint8Array.from(hex.match(/../g)!, (h) => parseInt(h, 16));
  assert.equal(
    await signBase64("Jefe", "what do ya want for nothing?"),
    btoa(String.fromCharCode(...bytes)),
  );
});

Deno.test("verifyBase64Signature accepts the raw body's signature and nothing else", async () => {
  const body = '{"id":820982911946154508}';
  const header = await signBase64("shpss_secret", body);
  assert.equal(await verifyBase64Signature("shpss_secret", body, header), true);
  assert.equal(
    await verifyBase64Signature(
      "shpss_secret",
      new TextEncoder().encode(body),
      header,
    ),
    true,
  );
  assert.equal(await verifyBase64Signature("other", body, header), false);
  assert.equal(
    await verifyBase64Signature("shpss_secret", body + " ", header),
    false,
  );
  assert.equal(await verifyBase64Signature("shpss_secret", body, null), false);
  assert.equal(await verifyBase64Signature("shpss_secret", body, ""), false);
  assert.equal(
    await verifyBase64Signature("shpss_secret", body, "not base64!"),
    false,
  );
  assert.equal(await verifyBase64Signature("", body, header), false);
  // Hex of the right MAC is not the base64 the senders use.
  assert.equal(
    await verifyBase64Signature(
      "shpss_secret",
      body,
      Array.from(
        atob(header),
        (c) => c.charCodeAt(0).toString(16).padStart(2, "0"),
      ).join(""),
    ),
    false,
  );
});
