/**
 * Offer directory wire shapes (docs/offer-directory.md): the public offers an affiliate may browse, with their own
 * payout per goal, hold, allowed traffic sources and caps left.
 */
import { z } from "zod";
import { myGoal } from "./offer_config.ts";
import { id, instant, objectBody } from "./common.ts";
import { inputKind } from "./input_kinds.ts";

/** Where an application stands. */
export const applicationStatus = z.enum(["pending", "approved", "rejected"]);

/** The caller's latest application to an offer, as the offer shows it. */
export const myApplication = z.object({
  id,
  status: applicationStatus,
  reason: z.string().nullable().meta({ description: "A rejection's reason" }),
  createdAt: instant,
}).meta({ id: "MyApplication" });

/** GET /api/offers query: search text and a goal type. */
export const offersQuery = z.object({
  q: z.string().max(200).optional().meta({
    description: "Words the title or description contains (any case)",
  }),
  goalType: z.string().regex(/^[a-z0-9_]{1,32}$/).optional().meta({
    description: "Only offers with this goal (sale, lead, install, …)",
  }),
});
/** The directory's filters. */
export type OffersQuery = z.infer<typeof offersQuery>;

/** The current version of a terms document as an affiliate reads it, and whether they accepted it. */
export const termsForUser = z.object({
  termsId: id,
  /** Null: the program's terms. */
  offerId: id.nullable(),
  offerTitle: z.string().nullable(),
  version: z.number().int(),
  bodyEn: z.string(),
  bodyUr: z.string(),
  publishedAt: instant,
  accepted: z.boolean(),
}).meta({ id: "TermsForUser" });
/** Terms on the wire. */
export type TermsForUserJson = z.infer<typeof termsForUser>;

/** One offer as the directory shows it to the signed-in affiliate. */
export const offer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** The caller's own payout per goal now, its hold and the caps left. */
  goals: z.array(myGoal),
  trafficSources: z.array(z.string()),
  /** True when the caller already has a link to it (on /my-links). */
  linked: z.boolean(),
  joinPolicy: z.enum(["instant", "approval"]),
  /** The caller's latest application to it, or null. */
  application: myApplication.nullable(),
  /** The offer's current terms (accept them before applying), or null when it has none. */
  terms: termsForUser.nullable(),
}).meta({ id: "Offer" });
/** An offer on the wire. */
export type OfferJson = z.infer<typeof offer>;

/** POST /api/offers/{id}/applications body (the domain checks the fields). */
export const applicationBody = z.object({
  trafficSource: z.string().meta({
    description:
      "Where the affiliate will promote the offer (1–200 characters)",
  }),
  note: z.string().optional().meta({ description: "Up to 1000 characters" }),
}).meta({ id: "ApplicationBody" });

/** What the application route checks itself (a JSON object). */
export const applicationBodyCheck = objectBody(
  "Send the application as a JSON object.",
);

/** The answer of an application: approved at once (instant, auto-approved) or pending. */
export const applicationCreated = z.object({
  id,
  status: z.enum(["pending", "approved"]),
}).meta({ id: "ApplicationCreated" });
/** An application answer. */
export type ApplicationCreatedJson = z.infer<typeof applicationCreated>;

/** One of the caller's applications (GET /api/user/applications). */
export const userApplication = z.object({
  id,
  offerId: id,
  trafficSource: z.string(),
  note: z.string().nullable(),
  status: applicationStatus,
  reason: z.string().nullable(),
  createdAt: instant,
  decidedAt: instant.nullable(),
}).meta({ id: "UserApplication" });
/** An application on the wire. */
export type UserApplicationJson = z.infer<typeof userApplication>;

/** One application in the admin's review list. */
export const adminApplication = userApplication.extend({
  userId: id,
  userName: z.string(),
  userEmail: z.string(),
  offerTitle: z.string(),
  decidedHow: z.enum(["admin", "instant", "auto"]).nullable(),
  openRiskFlags: z.number().int(),
}).meta({ id: "AdminApplication" });
/** A review row on the wire. */
export type AdminApplicationJson = z.infer<typeof adminApplication>;

/** GET /api/admin/applications query. */
export const adminApplicationsQuery = z.object({
  status: applicationStatus.optional(),
  offerId: z.coerce.number().int().positive().optional(),
});

/** POST /api/admin/applications/decide body. */
export const decideApplicationsBody = z.object({
  ids: inputKind(z.array(z.number().int()), "any").meta({
    description: "1 to 100 application ids",
  }),
  decision: z.enum(["approve", "reject"]),
  reason: z.string().optional().meta({
    description: "Required to reject (up to 500 characters)",
  }),
}).meta({ id: "DecideApplicationsBody" });

/** What the decide route checks itself (a JSON object). */
export const decideApplicationsCheck = objectBody(
  "Send the decision as a JSON object.",
);

/** The answer of a decision: what was decided, and what was skipped and why. */
export const applicationsDecided = z.object({
  decided: z.array(z.object({ id, status: applicationStatus })),
  skipped: z.array(z.object({ id, code: z.string(), message: z.string() })),
}).meta({ id: "ApplicationsDecided" });
/** A decision's answer. */
export type ApplicationsDecidedJson = z.infer<typeof applicationsDecided>;

/** POST /api/terms/{id}/acceptances body: the version read. */
export const acceptTermsBody = z.object({
  version: inputKind(z.number().int(), "count"),
}).meta({ id: "AcceptTermsBody" });

/** What the acceptance route checks itself (a JSON object). */
export const acceptTermsCheck = objectBody(
  "Send the acceptance as a JSON object.",
);

/** The answer of an acceptance. */
export const termsAccepted = z.object({
  termsId: id,
  version: z.number().int(),
  acceptedAt: instant,
}).meta({ id: "TermsAccepted" });

/** One terms document as the admin lists it. */
export const termsDocument = z.object({
  id,
  offerId: id.nullable(),
  offerTitle: z.string().nullable(),
  version: z.number().int().nullable(),
  bodyEn: z.string().nullable(),
  bodyUr: z.string().nullable(),
  publishedAt: instant.nullable(),
  acceptances: z.number().int(),
}).meta({ id: "TermsDocument" });
/** A document on the wire. */
export type TermsDocumentJson = z.infer<typeof termsDocument>;

/** POST /api/admin/terms body: a new version of the program's (offerId absent or null) or an offer's terms. */
export const publishTermsBody = z.object({
  offerId: inputKind(z.number().int().nullable(), "id").optional(),
  bodyEn: z.string().meta({ description: "1 to 20000 characters" }),
  bodyUr: z.string().meta({ description: "1 to 20000 characters" }),
}).meta({ id: "PublishTermsBody" });

/** What the publish route checks itself (a JSON object). */
export const publishTermsCheck = objectBody("Send the terms as a JSON object.");

/** The answer of a publish. */
export const termsPublished = z.object({
  termsId: id,
  version: z.number().int(),
  publishedAt: instant,
}).meta({ id: "TermsPublished" });

/** One acceptance as the admin reads it. */
export const termsAcceptance = z.object({
  userId: id,
  userName: z.string(),
  userEmail: z.string(),
  version: z.number().int(),
  acceptedAt: instant,
  visitorKey: z.string(),
}).meta({ id: "TermsAcceptance" });
/** An acceptance on the wire. */
export type TermsAcceptanceJson = z.infer<typeof termsAcceptance>;

/** GET /api/admin/terms/{id}/acceptances query: format=csv answers the CSV file. */
export const acceptancesQuery = z.object({
  format: z.enum(["json", "csv"]).optional(),
});
