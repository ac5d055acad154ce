/**
 * Use case: an affiliate applies to a public offer (docs/offer-directory.md). Instant offers, and auto-approved ones
 * when the affiliate has no open risk flag, are approved at once and the link is made in the same transaction.
 */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { RandomSource } from "../shared/random.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  type OfferApplication,
} from "./application.ts";
import type { ApplicationRepos } from "./directory_repos.ts";
import { isListed } from "./offer_directory.ts";
import { linkForApproval } from "./approve_application.ts";
import { acceptedCurrent } from "./terms_repository.ts";
import { TERMS_MESSAGES } from "./terms.ts";

/** Why an application was refused. */
export interface ApplyError {
  code:
    | "VALIDATION_ERROR"
    | "NOT_FOUND"
    | "APPLICATION_OPEN"
    | "ALREADY_LINKED"
    | "TERMS_NOT_ACCEPTED";
  message: string;
}

/** What the affiliate sent. */
export interface ApplyInput {
  userId: number;
  productId: number;
  trafficSource: unknown;
  note?: unknown;
}

/** Checks the form, then applies; the answer says whether it was approved at once. */
export async function applyToOffer(
  deps: {
    uow: UnitOfWork<ApplicationRepos>;
    random: RandomSource;
    clock: Clock;
  },
  input: ApplyInput,
): Promise<Result<OfferApplication, ApplyError>> {
  const source = typeof input.trafficSource === "string"
    ? input.trafficSource.trim()
    : "";
  if (!source || source.length > APPLICATION_LIMITS.trafficSource) {
    return err({
      code: "VALIDATION_ERROR",
      message: APPLICATION_MESSAGES.trafficSource,
    });
  }
  if (
    input.note !== undefined && input.note !== null &&
    typeof input.note !== "string"
  ) {
    return err({
      code: "VALIDATION_ERROR",
      message: APPLICATION_MESSAGES.note,
    });
  }
  const note = typeof input.note === "string" ? input.note.trim() : "";
  if (note.length > APPLICATION_LIMITS.note) {
    return err({
      code: "VALIDATION_ERROR",
      message: APPLICATION_MESSAGES.note,
    });
  }
  return await deps.uow.run(
    async ({ applications, products, links, risk, terms }) => {
      const product = await products.get(input.productId);
      if (!product || !isListed(product)) {
        return err({
          code: "NOT_FOUND" as const,
          message: APPLICATION_MESSAGES.notFound,
        });
      }
      if (await links.findByUserAndProduct(input.userId, product.id)) {
        return err({
          code: "ALREADY_LINKED" as const,
          message: APPLICATION_MESSAGES.linked,
        });
      }
      if (await applications.findOpen(input.userId, product.id)) {
        return err({
          code: "APPLICATION_OPEN" as const,
          message: APPLICATION_MESSAGES.open,
        });
      }
      if (!(await acceptedCurrent(terms, input.userId, product.id))) {
        return err({
          code: "TERMS_NOT_ACCEPTED" as const,
          message: TERMS_MESSAGES.offerNotAccepted,
        });
      }
      // Approved at once only when a link can be made now; otherwise it waits for the admin.
      const how = product.joinPolicy === "instant"
        ? "instant" as const
        : product.autoApprove &&
            (await risk.openFlagsOf(input.userId)).length === 0
        ? "auto" as const
        : null;
      const link = how
        ? await linkForApproval(links, deps.random, input.userId, product)
        : null;
      const created = await applications.create({
        userId: input.userId,
        productId: product.id,
        trafficSource: source,
        note: note || null,
        decided: how && link ? { how, at: deps.clock.now() } : null,
      });
      if (!created) {
        return err({
          code: "APPLICATION_OPEN" as const,
          message: APPLICATION_MESSAGES.open,
        });
      }
      return ok(created);
    },
  );
}
