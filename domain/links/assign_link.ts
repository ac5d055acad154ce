/** Use case: an admin assigns a destination URL to a user for a product; re-assigning changes the destination. */
import type { RandomSource } from "../shared/random.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { parseWholeNumber } from "../shared/whole_number.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AffiliateLink } from "./affiliate_link.ts";
import { isValidDestination } from "./destination_url.ts";
import type { LinkRepos } from "./link_repos.ts";
import { findLinkTarget } from "./link_target.ts";

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

/** Assigns (or re-assigns) a link; `created` tells a new link from a changed destination. */
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
  const url = typeof input.customLink === "string"
    ? input.customLink.trim()
    : "";
  if (!url || url.length > 2000 || !isValidDestination(url)) {
    return err({ code: "VALIDATION_ERROR", message: INVALID_LINK_MESSAGE });
  }
  return await deps.uow.run(async ({ links, products, audit }) => {
    const target = await findLinkTarget(
      { links, products },
      userId,
      productId,
    );
    if (!target.ok) return target;
    const { user, product } = target.value;
    // A code clash is astronomically rare but possible: try a few fresh codes.
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await links.findByUserAndProduct(userId, productId);
      let link: AffiliateLink | null;
      const created = !existing;
      if (existing) {
        link = await links.updateDestination(existing.id, url);
      } else {
        link = await links.create({
          userId,
          productId,
          destinationUrl: url,
          code: newCode(deps.random),
        });
      }
      if (link) {
        await audit.append({
          adminId: Number(input.adminId),
          action: "Assign Link",
          details:
            `${user.email} → "${product.title}" (product #${product.id}): ${url} [code ${link.code}]`,
        });
        return ok({ link, created });
      }
    }
    throw new Error("could not allocate a unique link code");
  });
}

function newCode(random: RandomSource): string {
  return random.token(64).replace(/[^A-Za-z0-9]/g, "").slice(0, 8).padEnd(
    8,
    "x",
  );
}
