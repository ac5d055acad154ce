import { decode as decodePng } from "fast-png";
import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { createUser } from "../test_users.ts";
import { PNG_1X1 } from "../access_fixtures.ts";
import { captionWithLink } from "../../../domain/products/product_resource.ts";

function imageForm(
  fields: Record<string, string>,
  bytes: Uint8Array | null,
  type = "image/png",
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (bytes) {
    form.set(
      "image",
      new File([bytes as Uint8Array<ArrayBuffer>], "banner.png", { type }),
    );
  }
  return form;
}

forEachTestApp("product resource kit API", async (t, app) => {
  const admin = await createUser(app.infra, { role: "admin" });
  const user = await createUser(app.infra);
  const [product] = await app.infra.sql`
    INSERT INTO products (title, description, commission_bp)
    VALUES ('Freelancing Course', 'Learn', 5000) RETURNING id`;
  const path = `/api/products/${product.id}/resources`;
  const audit = async () =>
    (await app.infra.sql<{ action: string; details: string }[]>`
      SELECT action, details FROM audit_logs ORDER BY id`).map((r) =>
      `${r.action}: ${r.details}`
    );

  await t.step(
    "an empty kit reads as []; an unknown product is 404",
    async () => {
      const empty = await app.json(path, { token: user.token });
      assert.equal(empty.status, 200);
      assert.deepEqual(empty.body, []);
      const missing = await app.json("/api/products/999999/resources", {
        token: user.token,
      });
      assert.equal(missing.status, 404);
      assert.equal(missing.body.code, "PRODUCT_NOT_FOUND");
    },
  );

  let imageUrl = "";
  const ids: number[] = [];
  await t.step(
    "the admin adds captions in English and Urdu, a note and an image, each audited",
    async () => {
      const add = async (body: unknown) => {
        const res = await app.json(path, { token: admin.token, body });
        assert.equal(res.status, 201, JSON.stringify(res.body));
        assert.equal(res.body.message, "Resource added.");
        ids.push(res.body.resource.id);
        return res.body.resource;
      };
      const note = await add({ kind: "note", text: "Post in the evening." });
      assert.equal(note.language, null);
      const ur = await add({
        kind: "caption",
        language: "ur",
        text: "گھر بیٹھے کمائیں! {link}",
      });
      assert.equal(ur.language, "ur");
      await add({
        kind: "caption",
        language: "en",
        text: "Learn to freelance from home.",
      });
      const image = await add(
        imageForm({ kind: "image", text: "Course banner" }, PNG_1X1),
      );
      assert.match(image.imageUrl, /^\/images\/products\/\d+-[0-9a-f]+\.png$/);
      imageUrl = image.imageUrl;
      assert.deepEqual(await audit(), [
        'Add Product Resource: note for "Freelancing Course": Post in the evening.',
        'Add Product Resource: Urdu caption for "Freelancing Course": گھر بیٹھے کمائیں! {link}',
        'Add Product Resource: English caption for "Freelancing Course": Learn to freelance from home.',
        'Add Product Resource: image for "Freelancing Course": Course banner',
      ]);
    },
  );

  await t.step(
    "an affiliate reads the kit: images, English then Urdu captions, notes; the image is served",
    async () => {
      const res = await app.json(path, { token: user.token });
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.body.map((r: { kind: string; language: string | null }) =>
          `${r.kind}${r.language ? `:${r.language}` : ""}`
        ),
        ["image", "caption:en", "caption:ur", "note"],
      );
      assert.equal(res.headers.get("cache-control"), "no-store");
      const served = await app.request(imageUrl);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get("content-type"), "image/png");
      // Stored re-encoded from its pixels: the same image, not the same bytes.
      const stored = decodePng(new Uint8Array(await served.arrayBuffer()));
      assert.deepEqual(
        [stored.width, stored.height, [...stored.data]],
        [1, 1, [...decodePng(PNG_1X1).data]],
      );
      // The web puts the affiliate's link in place of {link}, or under a caption without one.
      assert.equal(
        captionWithLink(res.body[2].text, "https://k.pk/go/ab"),
        "گھر بیٹھے کمائیں! https://k.pk/go/ab",
      );
      assert.equal(
        captionWithLink(res.body[1].text, "https://k.pk/go/ab"),
        "Learn to freelance from home.\nhttps://k.pk/go/ab",
      );
    },
  );

  await t.step(
    "bad resources are refused with the rule's message and nothing is stored",
    async () => {
      const before = await app.infra
        .sql`SELECT count(*)::int AS n FROM product_resources`;
      const refuse = async (body: unknown, status: number, message: string) => {
        const res = await app.json(path, { token: admin.token, body });
        assert.equal(res.status, status, JSON.stringify(res.body));
        assert.equal(res.body.message, message);
      };
      await refuse(
        { kind: "poster", text: "x" },
        400,
        "Choose what to add: image, caption or note.",
      );
      await refuse(
        { kind: "caption", text: "x" },
        400,
        "Choose the caption's language: English or Urdu.",
      );
      await refuse(
        { kind: "caption", language: "fr", text: "x" },
        400,
        "Choose the caption's language: English or Urdu.",
      );
      await refuse(
        { kind: "note", text: "   " },
        400,
        "Write the caption or note.",
      );
      await refuse(
        { kind: "note", text: "x".repeat(2001) },
        400,
        "Keep it under 2000 characters.",
      );
      await refuse(
        { kind: "image", text: "Banner" },
        400,
        "Choose an image file (JPEG, PNG or WebP).",
      );
      await refuse(
        imageForm(
          { kind: "image", text: "Script" },
          new TextEncoder().encode("<?php echo 1;"),
        ),
        415,
        "Image must be a JPEG, PNG or WebP file.",
      );
      await refuse(
        imageForm({ kind: "note", text: "With a file" }, PNG_1X1),
        400,
        "Only an image resource takes a file.",
      );
      const big = new Uint8Array(2 * 1024 * 1024 + 10);
      big.set(PNG_1X1);
      await refuse(
        imageForm({ kind: "image", text: "Big" }, big),
        413,
        "Image must be at most 2 MB.",
      );
      const noProduct = await app.json("/api/products/999999/resources", {
        token: admin.token,
        body: { kind: "note", text: "x" },
      });
      assert.equal(noProduct.status, 404);
      assert.equal(noProduct.body.code, "PRODUCT_NOT_FOUND");
      const users = await app.json(path, {
        token: user.token,
        body: { kind: "note", text: "mine" },
      });
      assert.equal(users.status, 403);
      const after = await app.infra
        .sql`SELECT count(*)::int AS n FROM product_resources`;
      assert.equal(after[0].n, before[0].n);
    },
  );

  await t.step(
    "the admin removes a resource (audited); removing it again, or from another product, is 404",
    async () => {
      const [noteId] = ids;
      const other = await app.json(`/api/products/999999/resources/${noteId}`, {
        method: "DELETE",
        token: admin.token,
      });
      assert.equal(other.status, 404);
      const res = await app.json(`${path}/${noteId}`, {
        method: "DELETE",
        token: admin.token,
      });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { message: "Resource removed.", id: noteId });
      const again = await app.json(`${path}/${noteId}`, {
        method: "DELETE",
        token: admin.token,
      });
      assert.equal(again.status, 404);
      assert.equal(again.body.message, "Resource not found.");
      assert.equal(
        (await audit()).at(-1),
        'Delete Product Resource: note for "Freelancing Course": Post in the evening.',
      );
      const kit = await app.json(path, { token: user.token });
      assert.equal(kit.body.length, 3);
      assert.ok(kit.body.every((r: { id: number }) => r.id !== noteId));
    },
  );
});
