import assert from "node:assert/strict";
import { createInMemoryTrackingStore } from "../../adapters/memory/tracking_store.ts";
import { createInMemoryProductRepository } from "../../adapters/memory/product_repository.ts";
import { createInMemoryAffiliateLinkRepository } from "../../adapters/memory/affiliate_link_repository.ts";
import { createInMemoryAuditRepository } from "../../adapters/memory/audit_repository.ts";
import { createInMemoryUnitOfWork } from "../../adapters/memory/unit_of_work.ts";
import { assignLink, INVALID_LINK_MESSAGE } from "./assign_link.ts";
import { isHttpUrl, trackedUrl } from "./affiliate_link.ts";

function setup() {
  const store = createInMemoryTrackingStore([
    { id: 1, name: "Admin", email: "admin@x.pk", role: "admin" },
    { id: 2, name: "Ali", email: "ali@x.pk", role: "user" },
  ]);
  const products = createInMemoryProductRepository(store);
  const audit = createInMemoryAuditRepository();
  const links = createInMemoryAffiliateLinkRepository(store);
  let n = 0;
  const random = { token: () => `tok${++n}abcdefgh` };
  return {
    store,
    products,
    audit,
    links,
    deps: { uow: createInMemoryUnitOfWork({ links, products, audit }), random },
  };
}

Deno.test("assignLink creates one link per user and product; re-assigning changes the destination", async () => {
  const { products, audit, links, deps } = setup();
  const p = await products.create({
    title: "T",
    description: "D",
    commissionBp: 5000,
    refundPolicy: "none",
    imageId: null,
  });
  const first = await assignLink(deps, {
    adminId: 1,
    userId: 2,
    productId: p.id,
    customLink: "https://shop.pk/a",
  });
  assert.ok(first.ok && first.value.created);
  const code = first.value.link.code;
  assert.equal(code.length, 8);
  const second = await assignLink(deps, {
    adminId: 1,
    userId: "2",
    productId: String(p.id),
    customLink: "https://shop.pk/b",
  });
  assert.ok(second.ok && !second.value.created);
  assert.equal(second.value.link.code, code);
  assert.equal(
    (await links.findByCode(code))?.destinationUrl,
    "https://shop.pk/b",
  );
  assert.equal((await links.listAll()).length, 1);
  assert.deepEqual(audit.entries.map((e) => e.action), [
    "Assign Link",
    "Assign Link",
  ]);
});

Deno.test("assignLink refuses bad URLs, missing ids, admins and unknown products", async () => {
  const { deps, audit } = setup();
  for (
    const customLink of ["shop.pk", "javascript:alert(1)", "ftp://x.pk/f", ""]
  ) {
    const r = await assignLink(deps, {
      adminId: 1,
      userId: 2,
      productId: 1,
      customLink,
    });
    assert.deepEqual(r, {
      ok: false,
      error: { code: "VALIDATION_ERROR", message: INVALID_LINK_MESSAGE },
    });
  }
  const noUser = await assignLink(deps, {
    adminId: 1,
    userId: "",
    productId: 1,
    customLink: "https://a.pk",
  });
  assert.equal(
    !noUser.ok && noUser.error.message,
    "User and product are required.",
  );
  const admin = await assignLink(deps, {
    adminId: 1,
    userId: 1,
    productId: 1,
    customLink: "https://a.pk",
  });
  assert.equal(!admin.ok && admin.error.message, "User not found.");
  const noProduct = await assignLink(deps, {
    adminId: 1,
    userId: 2,
    productId: 9,
    customLink: "https://a.pk",
  });
  assert.equal(!noProduct.ok && noProduct.error.message, "Product not found.");
  assert.equal(audit.entries.length, 0);
});

Deno.test("trackedUrl and isHttpUrl", () => {
  assert.equal(
    trackedUrl("https://kamai.pk/", "abc"),
    "https://kamai.pk/go/abc",
  );
  assert.ok(isHttpUrl("http://localhost:3000/x?y=1"));
  assert.ok(!isHttpUrl("mailto:a@b.c"));
});
