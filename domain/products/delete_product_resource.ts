/** Use case: an admin removes a resource from a product's kit, audited. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { ProductRepos } from "./product_repos.ts";
import { describeResource, RESOURCE_MESSAGES } from "./product_resource.ts";

/** Removes resource `id` of product `productId` (a deleted product's kit can still be emptied). */
export async function deleteProductResource(
  deps: { uow: UnitOfWork<ProductRepos> },
  input: { adminId: number; productId: number; id: number },
): Promise<Result<{ id: number }, { code: "NOT_FOUND"; message: string }>> {
  const removed = await deps.uow.run(async ({ products, resources, audit }) => {
    const resource = await resources.remove(input.productId, input.id);
    if (!resource) return false;
    const product = await products.get(input.productId);
    await audit.append({
      adminId: input.adminId,
      action: "Delete Product Resource",
      details: describeResource(
        resource,
        product?.title ?? `product ${input.productId}`,
      ),
    });
    return true;
  });
  return removed
    ? ok({ id: input.id })
    : err({ code: "NOT_FOUND", message: RESOURCE_MESSAGES.notFound });
}
