/** The affiliate and product a link or a manual stat is for: both must exist, and the user must be an affiliate. */
import type { Product } from "../products/product.ts";
import type { ProductRepository } from "../products/product_repository.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type {
  AffiliateLinkRepository,
  LinkOwner,
} from "./affiliate_link_repository.ts";

/** Why a link target was refused. */
export interface LinkTargetNotFound {
  code: "NOT_FOUND";
  message: "User not found." | "Product not found.";
}

/** Finds the affiliate (role user) and the product, or NOT_FOUND naming the one that is missing. */
export async function findLinkTarget(
  repos: { links: AffiliateLinkRepository; products: ProductRepository },
  userId: number,
  productId: number,
): Promise<Result<{ user: LinkOwner; product: Product }, LinkTargetNotFound>> {
  const user = await repos.links.findUser(userId);
  if (!user || user.role !== "user") {
    return err({ code: "NOT_FOUND", message: "User not found." });
  }
  const product = await repos.products.get(productId);
  if (!product) {
    return err({ code: "NOT_FOUND", message: "Product not found." });
  }
  return ok({ user, product });
}
