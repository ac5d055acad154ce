import assert from "node:assert/strict";
import {
  captionWithLink,
  checkResource,
  describeResource,
  RESOURCE_MESSAGES,
} from "./product_resource.ts";

Deno.test("checkResource: kind, caption language, trimmed text, and a file exactly for images", () => {
  assert.deepEqual(
    checkResource({
      kind: "caption",
      language: "ur",
      text: "  سلام  ",
      hasImage: false,
    }),
    { ok: true, value: { kind: "caption", language: "ur", text: "سلام" } },
  );
  assert.deepEqual(
    checkResource({
      kind: "note",
      language: "en",
      text: "Tip",
      hasImage: false,
    }),
    { ok: true, value: { kind: "note", language: null, text: "Tip" } },
  );
  const message = (input: Parameters<typeof checkResource>[0]) => {
    const r = checkResource(input);
    return r.ok ? null : r.error.message;
  };
  assert.equal(
    message({ kind: 1, text: "x", hasImage: false }),
    RESOURCE_MESSAGES.kind,
  );
  assert.equal(
    message({ kind: "caption", text: "x", hasImage: false }),
    RESOURCE_MESSAGES.language,
  );
  assert.equal(
    message({ kind: "image", text: " ", hasImage: true }),
    RESOURCE_MESSAGES.imageText,
  );
  assert.equal(
    message({ kind: "note", text: 5, hasImage: false }),
    RESOURCE_MESSAGES.text,
  );
  assert.equal(
    message({ kind: "image", text: "Banner", hasImage: false }),
    RESOURCE_MESSAGES.imageMissing,
  );
  assert.equal(
    message({ kind: "note", text: "x", hasImage: true }),
    RESOURCE_MESSAGES.imageNotAllowed,
  );
  assert.equal(
    message({ kind: "note", text: "x".repeat(2001), hasImage: false }),
    RESOURCE_MESSAGES.tooLong,
  );
});

Deno.test("captionWithLink fills {link} everywhere, or puts the link on its own line", () => {
  assert.equal(captionWithLink("Buy: {link} ({link})", "L"), "Buy: L (L)");
  assert.equal(captionWithLink("Buy now!  ", "L"), "Buy now!\nL");
});

Deno.test("describeResource names the kind, the language of a caption and the product", () => {
  assert.equal(
    describeResource(
      { kind: "caption", language: "ur", text: "x".repeat(100) },
      "Course",
    ),
    `Urdu caption for "Course": ${"x".repeat(80)}…`,
  );
  assert.equal(
    describeResource(
      { kind: "image", language: null, text: "Banner" },
      "Course",
    ),
    'image for "Course": Banner',
  );
});
