/** Use case: an admin edits a product; fields left out keep their value, a new image replaces the old. */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { Product } from "./product.ts";
import type { NewProductImage } from "./product_repository.ts";
import {
  checkProductForm,
  type ProductFormInput,
  type ProductValidationError,
} from "./product_input.ts";
import type { ProductRepos } from "./product_repos.ts";
import { describeProduct } from "./describe_product.ts";

/** Why an update failed. */
export type UpdateProductError = ProductValidationError | {
  code: "NOT_FOUND";
  message: string;
};

/** Updates product `id`. */
export async function updateProduct(
  deps: { uow: UnitOfWork<ProductRepos> },
  input: ProductFormInput & {
    adminId: number;
    id: number;
    image: NewProductImage | null;
  },
): Promise<Result<Product, UpdateProductError>> {
  const form = checkProductForm(input);
  if (!form.ok) return err(form.error);
  // NOT_FOUND is answered inside the unit of work, so an image saved before it is rolled back with it.
  return await deps.uow.run(async ({ products, audit }) => {
    const current = await products.get(input.id);
    if (!current) return notFound();
    const imageId = input.image
      ? (await products.saveImage(input.image)).id
      : current.image?.id ?? null;
    const product = await products.update(input.id, {
      title: form.value.title,
      description: form.value.description,
      commissionBp: form.value.commissionBp ?? current.commissionBp,
      refundPolicy: form.value.refundPolicy ?? current.refundPolicy,
      allowedDomains: form.value.allowedDomains ?? current.allowedDomains,
      imageId,
    });
    if (!product) return notFound();
    await audit.append({
      adminId: input.adminId,
      action: "Update Product",
      details: describeProduct(product),
    });
    return ok(product);
  });
}

function notFound(): Result<Product, UpdateProductError> {
  return err({ code: "NOT_FOUND", message: "Product not found." });
}
