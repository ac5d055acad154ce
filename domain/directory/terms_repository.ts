/** TermsRepository and TermsReader: versioned terms and their acceptances (docs/offer-directory.md). */
import type { TermsAcceptance, TermsDocument, TermsVersion } from "./terms.ts";

/** The transaction-scoped port. */
export interface TermsRepository {
  /** The document of an offer (or the program's, null), created when missing; its id. */
  ensureDocument(productId: number | null): Promise<number>;
  /** Appends the next version (locks the document so two publishers number apart). */
  appendVersion(
    termsId: number,
    v: { bodyEn: string; bodyUr: string; publishedBy: number; at: Date },
  ): Promise<TermsVersion>;
  /** The document's current version, or null. */
  current(termsId: number): Promise<TermsVersion | null>;
  /** Records an acceptance once (a second one of the same version keeps the first). */
  accept(
    a: { versionId: number; userId: number; at: Date; visitorKey: string },
  ): Promise<void>;
}

/** The read side. */
export interface TermsReader {
  /** Every document with its current version and acceptance count: the program's first, then offers by id. */
  listDocuments(): Promise<TermsDocument[]>;
  /** The current version of the program's terms (null) or an offer's, or null when it has none. */
  currentFor(productId: number | null): Promise<TermsVersion | null>;
  /** The version ids among `versionIds` the user accepted. */
  acceptedOf(userId: number, versionIds: number[]): Promise<Set<number>>;
  /** Every acceptance of the document, newest first; null when the document does not exist. */
  acceptances(termsId: number): Promise<TermsAcceptance[] | null>;
}

/** True when the user accepted the current version of the program's (null) or an offer's terms, or there are none. */
export async function acceptedCurrent(
  reader: Pick<TermsReader, "currentFor" | "acceptedOf">,
  userId: number,
  productId: number | null,
): Promise<boolean> {
  const current = await reader.currentFor(productId);
  if (!current) return true;
  return (await reader.acceptedOf(userId, [current.versionId])).has(
    current.versionId,
  );
}
