/** Use case: an affiliate accepts the current version of a terms document (docs/offer-directory.md). */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { TERMS_MESSAGES, type TermsVersion } from "./terms.ts";
import type { TermsRepository } from "./terms_repository.ts";

/**
 * Records the acceptance of version `version` of document `termsId`, which must be its current version (so nobody
 * accepts a text they were not shown); the visitor key is the browser's keyed hash, never the address.
 */
export async function acceptTerms(
  deps: { uow: UnitOfWork<{ terms: TermsRepository }>; clock: Clock },
  input: {
    userId: number;
    termsId: number;
    version: unknown;
    visitorKey: string;
  },
): Promise<
  Result<
    TermsVersion,
    { code: "NOT_FOUND" | "TERMS_VERSION_CHANGED"; message: string }
  >
> {
  return await deps.uow.run(async ({ terms }) => {
    const current = await terms.current(input.termsId);
    if (!current) {
      return err({
        code: "NOT_FOUND" as const,
        message: TERMS_MESSAGES.notFound,
      });
    }
    if (input.version !== current.version) {
      return err({
        code: "TERMS_VERSION_CHANGED" as const,
        message: TERMS_MESSAGES.versionChanged,
      });
    }
    await terms.accept({
      versionId: current.versionId,
      userId: input.userId,
      at: deps.clock.now(),
      visitorKey: input.visitorKey,
    });
    return ok(current);
  });
}
