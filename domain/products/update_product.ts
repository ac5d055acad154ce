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
import { REFUND_POLICIES } from "./product.ts";
import type { Clock } from "../shared/clock.ts";
import { SALE_GOAL } from "../offers/goal.ts";
import { appendOfferRate, saleGoalOf } from "../offers/offer_rates.ts";

/** Why an update failed. */
export type UpdateProductError = ProductValidationError | {
  code: "NOT_FOUND";
  message: string;
};

/**
 * Updates product `id`, keeping its sale goal in step: a changed commission becomes the sale goal's percent payout
 * (appending an offer-level rule from now), a changed refund policy its hold; a field sent unchanged leaves a flat
 * sale payout or a hold set on the goals page as they are (docs/offers.md).
 */
export async function updateProduct(
  deps: { uow: UnitOfWork<ProductRepos>; clock: Clock },
  input: ProductFormInput & {
    adminId: number;
    id: number;
    image: NewProductImage | null;
  },
): Promise<Result<Product, UpdateProductError>> {
  const form = checkProductForm(input);
  if (!form.ok) return err(form.error);
  // NOT_FOUND is answered inside the unit of work, so an image saved before it is rolled back with it.
  return await deps.uow.run(
    async ({ products, goals, rules, audit, links }) => {
      const current = await products.get(input.id);
      if (!current) return notFound();
      const refundPolicy = form.value.refundPolicy ?? current.refundPolicy;
      const commissionBp = form.value.commissionBp ?? current.commissionBp;
      const storedSale = await goals.get(current.id, SALE_GOAL);
      const sale = storedSale ?? saleGoalOf(
        current.id,
        current.commissionBp,
        REFUND_POLICIES[current.refundPolicy].holdDays,
      );
      const policyChanged = refundPolicy !== current.refundPolicy;
      const rateChanged = commissionBp !== current.commissionBp;
      const holdDays = policyChanged
        ? REFUND_POLICIES[refundPolicy].holdDays
        : sale.holdDays;
      const imageId = input.image
        ? (await products.saveImage(input.image)).id
        : current.image?.id ?? null;
      const product = await products.update(input.id, {
        title: form.value.title,
        description: form.value.description,
        commissionBp,
        refundPolicy,
        allowedDomains: form.value.allowedDomains ?? current.allowedDomains,
        visibility: form.value.visibility ?? current.visibility,
        trafficSources: form.value.trafficSources ?? current.trafficSources,
        destinationUrl: form.value.destinationUrl === undefined
          ? current.destinationUrl
          : form.value.destinationUrl,
        joinPolicy: form.value.joinPolicy ?? current.joinPolicy,
        autoApprove: form.value.autoApprove ?? current.autoApprove,
        imageId,
        holdDays,
      });
      if (!product) return notFound();
      const nextSale = {
        ...sale,
        payout: rateChanged
          ? { type: "percent" as const, value: commissionBp }
          : sale.payout,
        holdDays,
      };
      if (!storedSale || rateChanged || policyChanged) {
        await goals.save(nextSale);
      }
      // Links made without typing follow the product's destination; a cleared one leaves them where they lead.
      if (
        product.destinationUrl !== null &&
        product.destinationUrl !== current.destinationUrl
      ) {
        await links.followProduct(product.id, product.destinationUrl);
      }
      if (rateChanged) {
        await appendOfferRate(rules, nextSale, deps.clock.now(), input.adminId);
      }
      await audit.append({
        adminId: input.adminId,
        action: "Update Product",
        details: describeProduct(product),
      });
      return ok(product);
    },
  );
}

function notFound(): Result<Product, UpdateProductError> {
  return err({ code: "NOT_FOUND", message: "Product not found." });
}
