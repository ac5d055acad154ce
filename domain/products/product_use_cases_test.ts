import assert from "node:assert/strict";
import { createInMemoryTrackingStore } from "../../adapters/memory/tracking_store.ts";
import { createInMemoryProductRepository } from "../../adapters/memory/product_repository.ts";
import { createInMemoryCommissionRepository } from "../../adapters/memory/commission_repository.ts";
import { createInMemoryAuditRepository } from "../../adapters/memory/audit_repository.ts";
import { createInMemoryUnitOfWork } from "../../adapters/memory/unit_of_work.ts";
import { createProduct } from "./create_product.ts";
import { updateProduct } from "./update_product.ts";
import { deleteProduct } from "./delete_product.ts";
import { productImagePath } from "./product.ts";

function setup() {
  const store = createInMemoryTrackingStore();
  const audit = createInMemoryAuditRepository();
  const uow = createInMemoryUnitOfWork({
    products: createInMemoryProductRepository(store),
    commission: createInMemoryCommissionRepository(store),
    audit,
  });
  return { store, audit, uow };
}

Deno.test("createProduct defaults to the global commission and refund policy none, audited", async () => {
  const { store, audit, uow } = setup();
  store.globalCommissionBp = 4250;
  const r = await createProduct({ uow }, {
    adminId: 1,
    title: " Course ",
    description: "Learn",
    image: null,
  });
  assert.ok(r.ok);
  assert.equal(r.value.title, "Course");
  assert.equal(r.value.commissionBp, 4250);
  assert.equal(r.value.refundPolicy, "none");
  assert.deepEqual(audit.entries.map((e) => e.action), ["Create Product"]);
});

Deno.test("createProduct applies the form rules and requires title and description", async () => {
  const { uow, audit } = setup();
  const r = await createProduct({ uow }, {
    adminId: 1,
    title: "Ebook",
    description: "Read",
    commissionPercent: "120.555",
    refundPolicy: "30_day_guarantee",
    image: {
      contentType: "image/png",
      bytes: new Uint8Array([1]),
      sha256: "abc123",
    },
  });
  assert.ok(r.ok);
  assert.equal(r.value.commissionBp, 10000);
  assert.equal(r.value.refundPolicy, "30_day_guarantee");
  assert.equal(
    productImagePath(r.value.image),
    "/images/products/1-abc123.png",
  );
  const noTitle = await createProduct({ uow }, {
    adminId: 1,
    title: " ",
    description: "x",
    image: null,
  });
  assert.deepEqual(noTitle, {
    ok: false,
    error: { code: "VALIDATION_ERROR", message: "Title is required." },
  });
  const badPolicy = await createProduct({ uow }, {
    adminId: 1,
    title: "t",
    description: "d",
    refundPolicy: "forever",
    image: null,
  });
  assert.equal(badPolicy.ok, false);
  assert.equal(audit.entries.length, 1);
});

Deno.test("updateProduct keeps omitted fields and the image; deleteProduct hides it; both audited", async () => {
  const { uow, audit } = setup();
  const created = await createProduct({ uow }, {
    adminId: 1,
    title: "A",
    description: "B",
    commissionPercent: "30",
    refundPolicy: "30_day_guarantee",
    image: {
      contentType: "image/jpeg",
      bytes: new Uint8Array([1]),
      sha256: "ff",
    },
  });
  assert.ok(created.ok);
  const id = created.value.id;
  const updated = await updateProduct({ uow }, {
    adminId: 1,
    id,
    title: "A2",
    description: "B2",
    image: null,
  });
  assert.ok(updated.ok);
  assert.equal(updated.value.commissionBp, 3000);
  assert.equal(updated.value.refundPolicy, "30_day_guarantee");
  assert.equal(updated.value.image?.sha256, "ff");
  assert.deepEqual(await deleteProduct({ uow }, { adminId: 1, id }), {
    ok: true,
    value: { id },
  });
  const again = await deleteProduct({ uow }, { adminId: 1, id });
  assert.equal(!again.ok && again.error.code, "NOT_FOUND");
  const missing = await updateProduct({ uow }, {
    adminId: 1,
    id,
    title: "x",
    description: "y",
    image: null,
  });
  assert.equal(!missing.ok && missing.error.code, "NOT_FOUND");
  assert.deepEqual(audit.entries.map((e) => e.action), [
    "Create Product",
    "Update Product",
    "Delete Product",
  ]);
});
