import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";
import {
  auditRows,
  insertUser,
} from "../../adapters/postgres/test_fixtures.ts";
import { createPostgresUnitOfWork } from "../../adapters/postgres/unit_of_work.ts";
import { createPostgresProductRepository } from "../../adapters/postgres/product_repository.ts";
import { createPostgresAffiliateLinkRepository } from "../../adapters/postgres/affiliate_link_repository.ts";
import { createPostgresAuditRepository } from "../../adapters/postgres/audit_repository.ts";
import { assignLink, INVALID_LINK_MESSAGE } from "./assign_link.ts";
import { isHttpUrl, trackedUrl } from "./affiliate_link.ts";

const test = databaseSuite("links: assignLink");

// An emptied database numbers users from 1: the admin is 1, Ali 2.
async function setup(sql: Sql) {
  await insertUser(sql, { name: "Admin", email: "admin@x.pk", role: "admin" });
  await insertUser(sql, { name: "Ali", email: "ali@x.pk" });
  const products = createPostgresProductRepository(sql);
  const links = createPostgresAffiliateLinkRepository(sql);
  let n = 0;
  const random = { token: () => `tok${++n}abcdefgh` };
  const uow = createPostgresUnitOfWork(sql, (tx) => ({
    links: createPostgresAffiliateLinkRepository(tx),
    products: createPostgresProductRepository(tx),
    audit: createPostgresAuditRepository(tx),
  }));
  return { products, links, deps: { uow, random } };
}

test("assignLink creates one link per user and product; re-assigning changes the destination", async ({ sql }) => {
  const { products, links, deps } = await setup(sql);
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
  assert.deepEqual((await auditRows(sql)).map((e) => e.action), [
    "Assign Link",
    "Assign Link",
  ]);
});

test("assignLink refuses bad URLs, missing ids, admins and unknown products", async ({ sql }) => {
  const { deps } = await setup(sql);
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
  assert.equal((await auditRows(sql)).length, 0);
});

Deno.test("trackedUrl and isHttpUrl", () => {
  assert.equal(
    trackedUrl("https://kamai.pk/", "abc"),
    "https://kamai.pk/go/abc",
  );
  assert.ok(isHttpUrl("http://localhost:3000/x?y=1"));
  assert.ok(!isHttpUrl("mailto:a@b.c"));
});
