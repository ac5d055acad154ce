import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { createUser } from "../test_users.ts";

/** A real 1×1 PNG. */
export const PNG_1X1 = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  ),
  (ch) => ch.charCodeAt(0),
);

function productForm(
  fields: Record<string, string>,
  image?: { bytes: Uint8Array; name: string; type: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (image) {
    form.set(
      "image",
      new File([image.bytes as Uint8Array<ArrayBuffer>], image.name, {
        type: image.type,
      }),
    );
  }
  return form;
}

forEachTestApp("products and commission API", async (t, app) => {
  const admin = await createUser(app.infra, { role: "admin" });
  const user = await createUser(app.infra);
  const audit = async () =>
    (await app.infra.sql<
      { action: string }[]
    >`SELECT action FROM audit_logs ORDER BY id`).map((r) => r.action);

  await t.step(
    "commission: admin reads 50 by default and sets it; range checked; users refused",
    async () => {
      assert.deepEqual(
        (await app.json("/api/admin/commission", { token: admin.token })).body,
        {
          globalCommissionPercent: 50,
        },
      );
      const set = await app.json("/api/admin/commission", {
        token: admin.token,
        body: { globalCommissionPercent: 42.5 },
      });
      assert.equal(set.status, 200);
      assert.equal(set.body.message, "Updated successfully!");
      assert.equal(
        (await app.json("/api/admin/commission", { token: admin.token })).body
          .globalCommissionPercent,
        42.5,
      );
      const bad = await app.json("/api/admin/commission", {
        token: admin.token,
        body: { globalCommissionPercent: 101 },
      });
      assert.deepEqual([bad.status, bad.body.code], [400, "VALIDATION_ERROR"]);
      assert.equal(
        (await app.json("/api/admin/commission", { token: user.token })).status,
        403,
      );
      assert.equal((await app.json("/api/admin/commission")).status, 401);
      assert.deepEqual(await audit(), ["Update Commission"]);
    },
  );

  let productId = 0;
  let imageUrl = "";
  await t.step(
    "create: multipart with an image; commission defaults to the global one",
    async () => {
      const res = await app.json("/api/products", {
        token: admin.token,
        body: productForm({
          title: "Course",
          description: "Learn Urdu",
          refundPolicy: "30_day_guarantee",
        }, {
          bytes: PNG_1X1,
          name: "photo.gif",
          type: "image/gif",
        }),
      });
      assert.equal(res.status, 201);
      assert.equal(res.body.message, "Product added successfully!");
      const p = res.body.product;
      productId = p.id;
      imageUrl = p.imageUrl;
      assert.equal(p.commissionPercent, 42.5);
      assert.equal(p.refundPolicy, "30_day_guarantee");
      assert.match(p.imageUrl, /^\/images\/products\/\d+-[0-9a-f]+\.png$/);
      const img = await app.request(imageUrl);
      assert.equal(img.status, 200);
      assert.equal(img.headers.get("content-type"), "image/png");
      assert.match(img.headers.get("cache-control") ?? "", /max-age=31536000/);
      assert.deepEqual(new Uint8Array(await img.arrayBuffer()), PNG_1X1);
      const wrongHash = await app.request(
        imageUrl.replace(/-[0-9a-f]+\./, "-0000."),
      );
      await wrongHash.body?.cancel();
      assert.equal(wrongHash.status, 404);
    },
  );

  await t.step(
    "create: form rules (rounding, clamping, non-numeric 0) and required fields",
    async () => {
      const rounded = await app.json("/api/products", {
        token: admin.token,
        body: productForm({
          title: "Ebook",
          description: "Read",
          commissionPercent: "33.456",
        }),
      });
      assert.equal(rounded.body.product.commissionPercent, 33.46);
      assert.equal(rounded.body.product.refundPolicy, "none");
      assert.equal(rounded.body.product.imageUrl, null);
      const clamped = await app.json("/api/products", {
        token: admin.token,
        body: productForm({
          title: "X",
          description: "Y",
          commissionPercent: "250",
        }),
      });
      assert.equal(clamped.body.product.commissionPercent, 100);
      const nonNumeric = await app.json("/api/products", {
        token: admin.token,
        body: productForm({
          title: "X",
          description: "Y",
          commissionPercent: "abc",
        }),
      });
      assert.equal(nonNumeric.body.product.commissionPercent, 0);
      const noTitle = await app.json("/api/products", {
        token: admin.token,
        body: productForm({ title: "", description: "Y" }),
      });
      assert.deepEqual(noTitle.body, {
        message: "Title is required.",
        code: "VALIDATION_ERROR",
      });
      const noDescription = await app.json("/api/products", {
        token: admin.token,
        body: productForm({ title: "T" }),
      });
      assert.equal(noDescription.body.message, "Description is required.");
    },
  );

  await t.step(
    "images are checked by content and size, not by name or type",
    async () => {
      const fake = await app.json("/api/products", {
        token: admin.token,
        body: productForm({ title: "T", description: "D" }, {
          bytes: new TextEncoder().encode("<svg onload=alert(1)>"),
          name: "x.png",
          type: "image/png",
        }),
      });
      assert.deepEqual([fake.status, fake.body.message], [
        415,
        "Image must be a JPEG, PNG or WebP file.",
      ]);
      const big = new Uint8Array(2 * 1024 * 1024 + 10);
      big.set(PNG_1X1);
      const tooBig = await app.json("/api/products", {
        token: admin.token,
        body: productForm({ title: "T", description: "D" }, {
          bytes: big,
          name: "big.png",
          type: "image/png",
        }),
      });
      assert.deepEqual([tooBig.status, tooBig.body.code], [
        413,
        "PAYLOAD_TOO_LARGE",
      ]);
    },
  );

  await t.step("list for any signed-in user; admin-only writes", async () => {
    const list = await app.json("/api/products", { token: user.token });
    assert.equal(list.status, 200);
    assert.deepEqual(Object.keys(list.body[0]).sort(), [
      "allowedDomains",
      "commissionPercent",
      "description",
      // The caller's own payout per goal (docs/offers.md), beside the spec's fields.
      "goals",
      "id",
      "imageUrl",
      "refundPolicy",
      "refundPolicyLabel",
      "title",
    ]);
    assert.equal(list.body[0].title, "Course");
    assert.equal((await app.json("/api/products")).status, 401);
    const denied = await app.json("/api/products", {
      token: user.token,
      body: productForm({ title: "T", description: "D" }),
    });
    assert.equal(denied.status, 403);
    assert.equal(
      (await app.json(`/api/products/${productId}`, {
        method: "DELETE",
        token: user.token,
      })).status,
      403,
    );
  });

  await t.step(
    "update keeps the image and unspecified fields; delete hides it; all audited",
    async () => {
      const upd = await app.json(`/api/products/${productId}`, {
        method: "PUT",
        token: admin.token,
        body: productForm({
          title: "Course 2",
          description: "Learn more",
          commissionPercent: "60",
        }),
      });
      assert.equal(upd.status, 200);
      assert.equal(upd.body.message, "Product updated successfully!");
      assert.equal(upd.body.product.imageUrl, imageUrl);
      assert.equal(upd.body.product.commissionPercent, 60);
      assert.equal(upd.body.product.refundPolicy, "30_day_guarantee");
      const del = await app.json(`/api/products/${productId}`, {
        method: "DELETE",
        token: admin.token,
      });
      assert.deepEqual(del.body, {
        message: "Product deleted successfully!",
        id: productId,
      });
      const missing = await app.json(`/api/products/${productId}`, {
        method: "DELETE",
        token: admin.token,
      });
      assert.equal(missing.status, 404);
      const list = await app.json("/api/products", { token: user.token });
      assert.ok(!list.body.some((p: { id: number }) => p.id === productId));
      const actions = await audit();
      assert.deepEqual(actions.filter((a) => a.endsWith("Product")), [
        "Create Product",
        "Create Product",
        "Create Product",
        "Create Product",
        "Update Product",
        "Delete Product",
      ]);
    },
  );
});
