import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";
import {
  auditRows,
  countRows,
  insertUser,
} from "../../adapters/postgres/test_fixtures.ts";
import {
  createPostgresUnitOfWork,
  type SqlClient,
} from "../../adapters/postgres/unit_of_work.ts";
import { createPostgresProductRepository } from "../../adapters/postgres/product_repository.ts";
import { createPostgresProductResourceRepository } from "../../adapters/postgres/product_resource_repository.ts";
import { createPostgresCommissionRepository } from "../../adapters/postgres/commission_repository.ts";
import { createPostgresAuditRepository } from "../../adapters/postgres/audit_repository.ts";
import { createPostgresAffiliateLinkRepository } from "../../adapters/postgres/affiliate_link_repository.ts";
import { createPostgresGoalRepository } from "../../adapters/postgres/offer_goal_repository.ts";
import { createPostgresPayoutRuleRepository } from "../../adapters/postgres/payout_rule_repository.ts";
import { createFixedClock } from "../shared/clock.ts";
import { createProduct } from "./create_product.ts";
import { updateProduct } from "./update_product.ts";
import { deleteProduct } from "./delete_product.ts";
import { productImagePath } from "./product.ts";

const test = databaseSuite("products: create, update, delete");

/** The products unit of work as the app builds it; `wrap` lets a test put a spy around the product repository. */
function productsUow(
  sql: Sql,
  wrap = (
    r: ReturnType<typeof createPostgresProductRepository>,
    _tx: SqlClient,
  ) => r,
) {
  return createPostgresUnitOfWork(sql, (tx) => ({
    products: wrap(createPostgresProductRepository(tx), tx),
    resources: createPostgresProductResourceRepository(tx),
    commission: createPostgresCommissionRepository(tx),
    goals: createPostgresGoalRepository(tx),
    rules: createPostgresPayoutRuleRepository(tx),
    audit: createPostgresAuditRepository(tx),
    links: createPostgresAffiliateLinkRepository(tx),
  }));
}

const clock = createFixedClock(new Date("2026-05-01T10:00:00Z"));

// The admin is the first user of an emptied database, so adminId 1 names them.
async function setup(sql: Sql) {
  await insertUser(sql, { email: "admin@kamai.test", role: "admin" });
  return { uow: productsUow(sql) };
}

test("createProduct defaults to the global commission and refund policy none, audited", async ({ sql }) => {
  const { uow } = await setup(sql);
  await sql`UPDATE commission_settings SET global_commission_bp = 4250`;
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
  assert.deepEqual((await auditRows(sql)).map((e) => e.action), [
    "Create Product",
  ]);
});

test("createProduct applies the form rules and requires title and description", async ({ sql }) => {
  const { uow } = await setup(sql);
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
  assert.equal((await auditRows(sql)).length, 1);
});

test("updateProduct keeps omitted fields and the image; deleteProduct hides it; both audited", async ({ sql }) => {
  const { uow } = await setup(sql);
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
  const updated = await updateProduct({ uow, clock }, {
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
  const missing = await updateProduct({ uow, clock }, {
    adminId: 1,
    id,
    title: "x",
    description: "y",
    image: null,
  });
  assert.equal(!missing.ok && missing.error.code, "NOT_FOUND");
  assert.deepEqual((await auditRows(sql)).map((e) => e.action), [
    "Create Product",
    "Update Product",
    "Delete Product",
  ]);
});

test("updateProduct answering NOT_FOUND after saving the image leaves no orphan image", async ({ sql }) => {
  const { uow } = await setup(sql);
  const created = await createProduct({ uow }, {
    adminId: 1,
    title: "A",
    description: "B",
    image: null,
  });
  assert.ok(created.ok);
  // The product is deleted between the read and the update (another admin, same moment): the image is already saved.
  const racing = productsUow(sql, (products, tx) => ({
    ...products,
    saveImage: async (image) => {
      const saved = await products.saveImage(image);
      await tx`UPDATE products SET deleted_at = now() WHERE id = ${created.value.id}`;
      return saved;
    },
  }));
  const result = await updateProduct({ uow: racing, clock }, {
    adminId: 1,
    id: created.value.id,
    title: "A2",
    description: "B2",
    image: {
      contentType: "image/png",
      bytes: new Uint8Array([1, 2]),
      sha256: "beef",
    },
  });
  assert.deepEqual(result, {
    ok: false,
    error: { code: "NOT_FOUND", message: "Product not found." },
  });
  assert.equal(await countRows(sql, "product_images"), 0);
  const [row] =
    await sql`SELECT deleted_at FROM products WHERE id = ${created.value.id}`;
  assert.equal(row.deleted_at, null, "the whole unit of work rolled back");
  assert.deepEqual((await auditRows(sql)).map((e) => e.action), [
    "Create Product",
  ]);
});

test("the sale goal follows the product: create inserts it and its first rule, an update appends a rule", async ({ sql }) => {
  const { uow } = await setup(sql);
  const created = await createProduct({ uow }, {
    adminId: 1,
    title: "A",
    description: "B",
    commissionPercent: "12",
    refundPolicy: "30_day_guarantee",
    image: null,
  });
  assert.ok(created.ok);
  const id = created.value.id;
  const goals = () =>
    sql`SELECT goal, payout_type, payout_value, hold_days FROM offer_goals WHERE product_id = ${id}`;
  const rules = async () =>
    (await sql<{ payout_value: number; starts_at: Date }[]>`
      SELECT payout_value, starts_at FROM payout_rules WHERE product_id = ${id} ORDER BY id`)
      .map((
        r,
      ) => [Number(r.payout_value), new Date(r.starts_at).toISOString()]);
  assert.deepEqual(
    [...await goals()].map((g) => ({
      ...g,
      payout_value: Number(g.payout_value),
    })),
    [
      {
        goal: "sale",
        payout_type: "percent",
        payout_value: 1200,
        hold_days: 30,
      },
    ],
  );
  assert.deepEqual(await rules(), [[1200, "2000-01-01T00:00:00.000Z"]]);
  // A title change alone appends no rule; a new commission does, from now; a policy change sets the hold.
  await updateProduct({ uow, clock }, {
    adminId: 1,
    id,
    title: "A2",
    description: "B",
    commissionPercent: "12",
    image: null,
  });
  assert.equal((await rules()).length, 1);
  await updateProduct({ uow, clock }, {
    adminId: 1,
    id,
    title: "A2",
    description: "B",
    commissionPercent: "15",
    refundPolicy: "none",
    image: null,
  });
  assert.deepEqual(await rules(), [
    [1200, "2000-01-01T00:00:00.000Z"],
    [1500, "2026-05-01T10:00:00.000Z"],
  ]);
  const [sale] = await goals();
  assert.deepEqual([Number(sale.payout_value), sale.hold_days], [1500, 0]);
});
