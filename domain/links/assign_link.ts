/** Use case: an admin assigns a destination URL to a user for a product; re-assigning changes the destination. */
import type { RandomSource } from "../shared/random.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { parseWholeNumber } from "../shared/whole_number.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AffiliateLink } from "./affiliate_link.ts";
import { isValidDestination } from "./destination_url.ts";
import type { LinkRepos } from "./link_repos.ts";
import { findLinkTarget } from "./link_target.ts";
import { placeLink } from "./place_link.ts";

/** What assignLink needs. */
export interface AssignLinkDeps {
  uow: UnitOfWork<LinkRepos>;
  random: RandomSource;
}

/** Why an assignment failed. */
export interface AssignLinkError {
  code: "VALIDATION_ERROR" | "NOT_FOUND";
  message: string;
}

/** The hint docs/product.md gives for a bad link. */
export const INVALID_LINK_MESSAGE =
  "Please enter a valid URL (include the full URL with https://).";

/**
 * Assigns (or re-assigns) a link; `created` tells a new link from a changed destination. Without `customLink` the
 * link follows the product's destination URL; a typed one overrides it.
 */
export async function assignLink(
  deps: AssignLinkDeps,
  input: {
    adminId: number;
    userId: unknown;
    productId: unknown;
    customLink: unknown;
  },
): Promise<Result<{ link: AffiliateLink; created: boolean }, AssignLinkError>> {
  const userId = parseWholeNumber(input.userId);
  const productId = parseWholeNumber(input.productId);
  if (userId === null || userId <= 0 || productId === null || productId <= 0) {
    return err({
      code: "VALIDATION_ERROR",
      message: "User and product are required.",
    });
  }
  // No link typed: the product's own destination, followed as it changes (docs/offer-directory.md).
  const typed = typeof input.customLink === "string"
    ? input.customLink.trim()
    : "";
  if (
    input.customLink !== undefined && input.customLink !== null &&
    typeof input.customLink !== "string"
  ) {
    return err({ code: "VALIDATION_ERROR", message: INVALID_LINK_MESSAGE });
  }
  if (typed && (typed.length > 2000 || !isValidDestination(typed))) {
    return err({ code: "VALIDATION_ERROR", message: INVALID_LINK_MESSAGE });
  }
  return await deps.uow.run(async ({ links, products, audit }) => {
    // Blank and no product destination to follow is the blank link it always was: the spec's invalid-link answer.
    if (!typed && !(await products.get(productId))?.destinationUrl) {
      return err({ code: "VALIDATION_ERROR", message: INVALID_LINK_MESSAGE });
    }
    const target = await findLinkTarget(
      { links, products },
      userId,
      productId,
    );
    if (!target.ok) return target;
    const { user, product } = target.value;
    const url = typed || product.destinationUrl!;
    const { link, created } = await placeLink(links, deps.random, {
      userId,
      productId,
      url,
      followsProduct: !typed,
      overwrite: true,
    });
    await audit.append({
      adminId: Number(input.adminId),
      action: "Assign Link",
      details:
        `${user.email} → "${product.title}" (product #${product.id}): ${url}${
          typed ? "" : " (the product's destination)"
        } [code ${link.code}]`,
    });
    return ok({ link, created });
  });
}
