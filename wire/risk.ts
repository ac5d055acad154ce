/** Risk flag wire shapes: the admin list, its filters, and clearing or dismissing a flag with a note. */
import { z } from "zod";
import { RISK_KINDS, RISK_STATUSES } from "../domain/risk/risk_flag.ts";
import { instant } from "./common.ts";

/** A flag's kind on the wire. */
export const riskKind = z.enum(RISK_KINDS);
/** A flag's status on the wire. */
export const riskStatus = z.enum(RISK_STATUSES);

/** GET /api/admin/risk/flags query: status (default all, open first), one affiliate, one kind. */
export const riskFlagQuery = z.object({
  status: z.enum([...RISK_STATUSES, "all"], {
    error: "status must be open, cleared, dismissed or all.",
  }).optional(),
  userId: z.string().regex(/^\d{1,15}$/, "userId must be a user id.")
    .optional(),
  kind: z.enum(RISK_KINDS, {
    error: `kind must be one of ${RISK_KINDS.join(", ")}.`,
  }).optional(),
});

/** One flag: who, what, how serious, the evidence, and what an admin decided. */
export const riskFlag = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  userEmail: z.string(),
  /** The names of the people the evidence's `users` lists, by id (as text): `{ "12": "Amna" }`. */
  evidenceUserNames: z.record(z.string(), z.string()),
  kind: riskKind,
  severity: z.enum(["high", "medium"]),
  evidence: z.record(z.string(), z.unknown()),
  createdAt: instant,
  status: riskStatus,
  clearedBy: z.number().int().nullable(),
  clearedAt: instant.nullable(),
  note: z.string().nullable(),
  /** Whether this flag holds the affiliate's payouts now (open, and high or any-flag-holds). */
  holds: z.boolean(),
}).meta({ id: "RiskFlag" });
/** A flag on the wire. */
export type RiskFlagJson = z.infer<typeof riskFlag>;

/** POST /api/admin/risk/flags/{id}/clear and …/dismiss body. */
export const riskFlagClose = z.object({
  note: z.string({ error: "Write a note of 1 to 1000 characters saying why." }),
}).meta({ id: "RiskFlagClose" });

/** The answer of clearing or dismissing. */
export const riskFlagClosed = z.object({
  message: z.string(),
  flag: riskFlag,
}).meta({ id: "RiskFlagClosed" });
/** The close answer. */
export type RiskFlagClosedJson = z.infer<typeof riskFlagClosed>;

/** GET and PUT /api/admin/risk/digest: whether the signed-in admin gets the daily risk digest email. */
export const riskDigest = z.object({ enabled: z.boolean() }).meta({
  id: "RiskDigest",
});
/** PUT /api/admin/risk/digest body. */
export const riskDigestChange = z.object({ enabled: z.boolean() }).meta({
  id: "RiskDigestChange",
});
/** The digest choice on the wire. */
export type RiskDigestJson = z.infer<typeof riskDigest>;
