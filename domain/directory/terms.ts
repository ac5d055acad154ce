/** Versioned terms (docs/offer-directory.md): the program's and each offer's, in English and Urdu. */

/** One published version of a terms document. */
export interface TermsVersion {
  /** The document's id (GET /api/admin/terms/{id}/acceptances). */
  termsId: number;
  /** The version row's id. */
  versionId: number;
  version: number;
  bodyEn: string;
  bodyUr: string;
  publishedAt: Date;
}

/** A terms document: the program's (productId null) or an offer's, with its current version. */
export interface TermsDocument {
  id: number;
  productId: number | null;
  productTitle: string | null;
  current: TermsVersion | null;
  acceptances: number;
}

/** Who accepted which version, when and from which browser (its visitor key). */
export interface TermsAcceptance {
  userId: number;
  userName: string;
  userEmail: string;
  version: number;
  acceptedAt: Date;
  visitorKey: string;
}

/** The longest body of one language. */
export const MAX_TERMS_LENGTH = 20_000;

/** The messages of the rules, for the API and the web. */
export const TERMS_MESSAGES = {
  body:
    `Write the terms in English and in Urdu (each up to ${MAX_TERMS_LENGTH} characters).`,
  offerNotAccepted: "Accept this offer's current terms before applying.",
  programNotAccepted:
    "Accept the program's current terms before requesting a payout.",
  versionChanged:
    "These terms have a newer version: read it and accept that one.",
  notFound: "Terms not found.",
} as const;
