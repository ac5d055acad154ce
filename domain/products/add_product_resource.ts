/** Use case: an admin adds an image, a caption or a note to a product's resource kit, audited. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { NewProductImage } from "./product_repository.ts";
import type { ProductRepos } from "./product_repos.ts";
import {
  checkResource,
  describeResource,
  type ProductResource,
  RESOURCE_MESSAGES,
  type ResourceValidationError,
} from "./product_resource.ts";

/** Adds a resource to product `productId`; `image` (already checked by content) goes with kind "image" only. */
export async function addProductResource(
  deps: { uow: UnitOfWork<ProductRepos> },
  input: {
    adminId: number;
    productId: number;
    kind?: unknown;
    language?: unknown;
    text?: unknown;
    image: NewProductImage | null;
  },
): Promise<
  Result<
    ProductResource,
    ResourceValidationError | { code: "PRODUCT_NOT_FOUND"; message: string }
  >
> {
  const checked = checkResource({ ...input, hasImage: input.image !== null });
  if (!checked.ok) return err(checked.error);
  const added = await deps.uow.run(async ({ products, resources, audit }) => {
    const product = await products.get(input.productId);
    if (!product) return null;
    const imageId = input.image
      ? (await products.saveImage(input.image)).id
      : null;
    const resource = await resources.add({
      productId: product.id,
      ...checked.value,
      imageId,
    });
    await audit.append({
      adminId: input.adminId,
      action: "Add Product Resource",
      details: describeResource(resource, product.title),
    });
    return resource;
  });
  return added ? ok(added) : err({
    code: "PRODUCT_NOT_FOUND",
    message: RESOURCE_MESSAGES.productNotFound,
  });
}
