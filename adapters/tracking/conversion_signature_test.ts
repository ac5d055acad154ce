import assert from "node:assert/strict";
import {
  signConversion,
  verifyConversionSignature,
} from "./conversion_signature.ts";

Deno.test("a conversion signature verifies for its body within ±300 s and fails otherwise", async () => {
  const body = '{"orderId":"o-1","amount":10,"status":"sale","linkCode":"abc"}';
  const header = await signConversion("s3cret", body, 1_700_000_000);
  assert.match(header, /^t=1700000000,v1=[0-9a-f]{64}$/);
  assert.equal(
    await verifyConversionSignature("s3cret", header, body, 1_700_000_300),
    "ok",
  );
  assert.equal(
    await verifyConversionSignature("s3cret", header, body, 1_699_999_700),
    "ok",
  );
  assert.equal(
    await verifyConversionSignature("s3cret", header, body, 1_700_000_301),
    "expired",
  );
  assert.equal(
    await verifyConversionSignature(
      "s3cret",
      header,
      body + " ",
      1_700_000_000,
    ),
    "mismatch",
  );
  assert.equal(
    await verifyConversionSignature("other", header, body, 1_700_000_000),
    "mismatch",
  );
  assert.equal(
    await verifyConversionSignature("s3cret", null, body, 1_700_000_000),
    "missing",
  );
  assert.equal(
    await verifyConversionSignature("s3cret", "v1=abc", body, 1_700_000_000),
    "missing",
  );
});
