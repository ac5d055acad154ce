/** Use case: an admin adds a product (commission defaults to the global one), audited. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { Product } from "./product.ts";
import type { NewProductImage } from "./product_repository.ts";
import type { ProductRepos } from "./product_repos.ts";
import {
  checkProductForm,
  type ProductFormInput,
  type ProductValidationError,
} from "./product_input.ts";
import { describeProduct } from "./describe_product.ts";
import { REFUND_POLICIES } from "./product.ts";
import { appendOfferRate, saleGoalOf } from "../offers/offer_rates.ts";

/** A new offer's first rate is in force from long before any conversion could name it (docs/offers.md). */
const FIRST_RATE_START = new Date("2000-01-01T00:00:00Z");

/** Creates a product with an optional, already checked image, its sale goal and its first offer-level rate. */
export async function createProduct(
  deps: { uow: UnitOfWork<ProductRepos> },
  input: ProductFormInput & { adminId: number; image: NewProductImage | null },
): Promise<Result<Product, ProductValidationError>> {
  const form = checkProductForm(input);
  if (!form.ok) return err(form.error);
  const product = await deps.uow.run(
    async ({ products, commission, goals, rules, audit }) => {
      const imageId = input.image
        ? (await products.saveImage(input.image)).id
        : null;
      const created = await products.create({
        title: form.value.title,
        description: form.value.description,
        commissionBp: form.value.commissionBp ?? await commission.getGlobalBp(),
        refundPolicy: form.value.refundPolicy ?? "none",
        imageId,
        allowedDomains: form.value.allowedDomains ?? [],
        visibility: form.value.visibility ?? "private",
        trafficSources: form.value.trafficSources ?? [],
        destinationUrl: form.value.destinationUrl ?? null,
        joinPolicy: form.value.joinPolicy ?? "approval",
        autoApprove: form.value.autoApprove ?? false,
      });
      const sale = saleGoalOf(
        created.id,
        created.commissionBp,
        REFUND_POLICIES[created.refundPolicy].holdDays,
      );
      await goals.save(sale, 0);
      await appendOfferRate(rules, sale, FIRST_RATE_START, input.adminId);
      await audit.append({
        adminId: input.adminId,
        action: "Create Product",
        details: describeProduct(created),
      });
      return created;
    },
  );
  return ok(product);
}
