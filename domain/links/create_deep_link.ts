/** Use case: an affiliate makes a deep link on their own link, to a page on the product's allowed domains. */
import { err, ok, type Result } from "../shared/result.ts";
import type { RandomSource } from "../shared/random.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { checkDeepLinkUrl } from "./allowed_domains.ts";
import {
  DEEP_LINK_CODE_LENGTH,
  type DeepLink,
  type DeepLinkRepository,
  MAX_DEEP_LINK_NAME,
  MAX_DEEP_LINKS_PER_LINK,
} from "./deep_link.ts";

/** Why a deep link was not made. */
export interface DeepLinkError {
  code: "VALIDATION_ERROR" | "NOT_FOUND" | "DEEP_LINK_LIMIT";
  message: string;
}

/** Makes a deep link; the link must be the user's, the URL on the product's allowed domains. */
export async function createDeepLink(
  deps: {
    uow: UnitOfWork<{ deepLinks: DeepLinkRepository }>;
    random: RandomSource;
  },
  input: { userId: number; linkId: number; url: unknown; name?: unknown },
): Promise<Result<DeepLink, DeepLinkError>> {
  if (
    input.name !== undefined && input.name !== null &&
    typeof input.name !== "string"
  ) {
    return err({ code: "VALIDATION_ERROR", message: "name must be text." });
  }
  const given = typeof input.name === "string" ? input.name.trim() : "";
  if (given.length > MAX_DEEP_LINK_NAME) {
    return err({
      code: "VALIDATION_ERROR",
      message: `name must be at most ${MAX_DEEP_LINK_NAME} characters.`,
    });
  }
  return await deps.uow.run(async ({ deepLinks }) => {
    const parent = await deepLinks.findParent(input.userId, input.linkId);
    if (!parent) return err({ code: "NOT_FOUND", message: "Link not found." });
    const url = checkDeepLinkUrl(input.url, parent.allowedDomains);
    if (!url.ok) return url;
    if (
      await deepLinks.countForLink(parent.linkId) >= MAX_DEEP_LINKS_PER_LINK
    ) {
      return err({
        code: "DEEP_LINK_LIMIT",
        message:
          `A link can have at most ${MAX_DEEP_LINKS_PER_LINK} deep links: delete one first.`,
      });
    }
    // No name: the page's address without its scheme, which says where it leads.
    const name = given ||
      url.value.replace(/^https?:\/\//, "").slice(0, MAX_DEEP_LINK_NAME);
    for (let attempt = 0; attempt < 5; attempt++) {
      const created = await deepLinks.create({
        linkId: parent.linkId,
        code: newCode(deps.random),
        name,
        url: url.value,
      });
      if (created) return ok(created);
    }
    throw new Error("could not allocate a unique deep link code");
  });
}

function newCode(random: RandomSource): string {
  return random.token(64).replace(/[^A-Za-z0-9]/g, "").slice(
    0,
    DEEP_LINK_CODE_LENGTH,
  ).padEnd(DEEP_LINK_CODE_LENGTH, "x");
}
