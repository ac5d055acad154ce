/** Use case: an admin publishes a new version of the program's or an offer's terms, audited (append-only). */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { ProductRepository } from "../products/product_repository.ts";
import {
  MAX_TERMS_LENGTH,
  TERMS_MESSAGES,
  type TermsVersion,
} from "./terms.ts";
import type { TermsRepository } from "./terms_repository.ts";

/** What publishing runs against, in one transaction. */
export interface PublishTermsRepos {
  terms: TermsRepository;
  products: Pick<ProductRepository, "get">;
  audit: AuditRepository;
}

const text = (v: unknown) => typeof v === "string" ? v.trim() : "";

/** Appends the next version; `offerId` null or absent: the program's terms. */
export async function publishTerms(
  deps: { uow: UnitOfWork<PublishTermsRepos>; clock: Clock },
  input: {
    adminId: number;
    offerId?: unknown;
    bodyEn: unknown;
    bodyUr: unknown;
  },
): Promise<
  Result<
    TermsVersion,
    { code: "VALIDATION_ERROR" | "NOT_FOUND"; message: string }
  >
> {
  const bodyEn = text(input.bodyEn);
  const bodyUr = text(input.bodyUr);
  if (
    !bodyEn || !bodyUr || bodyEn.length > MAX_TERMS_LENGTH ||
    bodyUr.length > MAX_TERMS_LENGTH
  ) {
    return err({ code: "VALIDATION_ERROR", message: TERMS_MESSAGES.body });
  }
  const offerId = input.offerId ?? null;
  if (
    offerId !== null && !(Number.isSafeInteger(offerId) && Number(offerId) > 0)
  ) {
    return err({
      code: "VALIDATION_ERROR",
      message:
        "offerId must be an offer's id, or null for the program's terms.",
    });
  }
  return await deps.uow.run(async ({ terms, products, audit }) => {
    const product = offerId === null
      ? null
      : await products.get(Number(offerId));
    if (offerId !== null && !product) {
      return err({ code: "NOT_FOUND" as const, message: "Offer not found." });
    }
    const termsId = await terms.ensureDocument(product?.id ?? null);
    const version = await terms.appendVersion(termsId, {
      bodyEn,
      bodyUr,
      publishedBy: input.adminId,
      at: deps.clock.now(),
    });
    await audit.append({
      adminId: input.adminId,
      action: "Publish Terms",
      details: `${
        product
          ? `Offer terms of "${product.title}" (product #${product.id})`
          : "Program terms"
      }: version ${version.version} (terms #${termsId})`,
    });
    return ok(version);
  });
}
