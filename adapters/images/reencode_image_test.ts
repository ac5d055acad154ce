import assert from "node:assert/strict";
import encodeJpeg from "@jsquash/jpeg/encode.js";
import encodeWebp from "@jsquash/webp/encode.js";
import decodeJpeg from "@jsquash/jpeg/decode.js";
import { decode as decodePng } from "fast-png";
import { reencodeImage } from "./reencode_image.ts";
import { PNG_1X1 } from "../http/access_fixtures.ts";

const SCRIPT = new TextEncoder().encode("<?php system($_GET['c']); ?>");
const contains = (haystack: Uint8Array, needle: Uint8Array) =>
  new TextDecoder("latin1").decode(haystack).includes(
    new TextDecoder("latin1").decode(needle),
  );
const joined = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) out.set(p, (at += p.length) - p.length);
  return out;
};
const pixels = () =>
  new ImageData(new Uint8ClampedArray(8 * 6 * 4).fill(180), 8, 6);

Deno.test("an image is decoded as the type its bytes claim and written again from its pixels", async () => {
  const png = await reencodeImage(PNG_1X1, "image/png");
  assert.ok(png.ok);
  const decoded = decodePng(png.value);
  assert.deepEqual([decoded.width, decoded.height], [1, 1]);

  const jpeg = new Uint8Array(await encodeJpeg(pixels()));
  const withScript = joined(jpeg, SCRIPT);
  const cleaned = await reencodeImage(withScript, "image/jpeg");
  assert.ok(cleaned.ok);
  assert.equal(contains(cleaned.value, SCRIPT), false);
  const back = await decodeJpeg(cleaned.value.slice().buffer);
  assert.deepEqual([back.width, back.height], [8, 6]);

  const webp = new Uint8Array(await encodeWebp(pixels()));
  const again = await reencodeImage(webp, "image/webp");
  assert.ok(again.ok);
  assert.deepEqual([...again.value.slice(8, 12)], [...webp.slice(8, 12)]);
});

Deno.test("bytes that only start like an image, or claim another type, are refused", async () => {
  const fakeJpeg = joined(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), SCRIPT);
  const fake = await reencodeImage(fakeJpeg, "image/jpeg");
  assert.deepEqual(fake.ok ? null : fake.error.code, "UNSUPPORTED_MEDIA_TYPE");
  assert.match(fake.ok ? "" : fake.error.message, /JPEG/);

  const truncated = await reencodeImage(PNG_1X1.slice(0, 40), "image/png");
  assert.equal(truncated.ok, false);

  const pngAsJpeg = await reencodeImage(PNG_1X1, "image/jpeg");
  assert.equal(pngAsJpeg.ok, false);
});

Deno.test("a small file claiming a huge image is refused before decoding", async () => {
  // A PNG header that says 30000 × 30000 pixels: decoding it would need 3.6 GB.
  const huge = PNG_1X1.slice();
  new DataView(huge.buffer).setUint32(16, 30_000);
  new DataView(huge.buffer).setUint32(20, 30_000);
  const refused = await reencodeImage(huge, "image/png");
  assert.equal(refused.ok ? null : refused.error.code, "PAYLOAD_TOO_LARGE");
});
