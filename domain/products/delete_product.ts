/** Use case: an admin deletes a product; it leaves the catalog, its history and ledger rows stay. */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { ProductRepos } from "./product_repos.ts";
import { describeProduct } from "./describe_product.ts";

/** Deletes product `id`, audited. */
export async function deleteProduct(
  deps: { uow: UnitOfWork<ProductRepos> },
  input: { adminId: number; id: number },
): Promise<Result<{ id: number }, { code: "NOT_FOUND"; message: string }>> {
  const deleted = await deps.uow.run(async ({ products, audit }) => {
    const current = await products.get(input.id);
    if (!current || !(await products.softDelete(input.id))) return false;
    await audit.append({
      adminId: input.adminId,
      action: "Delete Product",
      details: describeProduct(current),
    });
    return true;
  });
  return deleted
    ? ok({ id: input.id })
    : err({ code: "NOT_FOUND", message: "Product not found." });
}
