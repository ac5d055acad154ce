import assert from "node:assert/strict";
import {
  checkProductImage,
  MAX_PRODUCT_IMAGE_BYTES,
  sniffImageType,
} from "./product_image.ts";

const png = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0,
  0,
  0,
  0,
]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const webp = new Uint8Array([
  ...new TextEncoder().encode("RIFF"),
  1,
  2,
  3,
  4,
  ...new TextEncoder().encode("WEBPVP8 "),
]);

Deno.test("sniffImageType recognises JPEG, PNG and WebP by content only", () => {
  assert.equal(sniffImageType(png), "image/png");
  assert.equal(sniffImageType(jpeg), "image/jpeg");
  assert.equal(sniffImageType(webp), "image/webp");
  assert.equal(sniffImageType(new TextEncoder().encode("GIF89a......")), null);
  assert.equal(sniffImageType(new TextEncoder().encode("<svg></svg>")), null);
});

Deno.test("checkProductImage refuses files over 2 MB and non-images", () => {
  const big = new Uint8Array(MAX_PRODUCT_IMAGE_BYTES + 1);
  big.set(png);
  const tooBig = checkProductImage(big);
  assert.equal(tooBig.ok, false);
  assert.equal(!tooBig.ok && tooBig.error.code, "PAYLOAD_TOO_LARGE");
  const notImage = checkProductImage(new TextEncoder().encode("hello world"));
  assert.equal(
    !notImage.ok && notImage.error.message,
    "Image must be a JPEG, PNG or WebP file.",
  );
  assert.deepEqual(checkProductImage(png), { ok: true, value: "image/png" });
});
