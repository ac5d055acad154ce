/** Profile wire shapes: my profile, the submission, the approval queue and its decisions. */
import { z } from "zod";
import { calendarDate, instant, objectBody } from "./common.ts";
import { type InputKind, inputKind } from "./input_kinds.ts";
import { LIFECYCLE_STATES } from "../domain/users/lifecycle_state.ts";

const text = z.string().nullable();

/** The validated profile fields as stored: absent values are null, CNIC 13 digits, phones E.164. */
const profileFields = {
  name: z.string(),
  fatherName: text,
  cnic: text,
  dob: calendarDate.nullable(),
  address: text,
  city: text,
  state: text,
  country: text,
  phone: text,
  whatsappNumber: text,
  fbUrl: text,
  ytUrl: text,
  instagramUrl: text,
  tiktokUrl: text,
  twitterUrl: text,
  linkedinUrl: text,
  telegramUrl: text,
  whatsappGroupUrl: text,
  whatsappChannelUrl: text,
  websiteUrl: text,
  extraLink: text,
  trafficSource: text,
};

/** Where a profile stands in the approval journey. */
export const profileStatus = z.enum(["pending", "approved", "rejected"]);

/** A stored profile with its owner's email and its review state. */
export const profile = z.object({
  ...profileFields,
  userId: z.number().int(),
  email: z.string(),
  status: profileStatus,
  rejectionReason: z.string().nullable(),
  submittedAt: instant,
  updatedAt: instant,
}).meta({ id: "Profile" });
/** A profile on the wire. */
export type ProfileJson = z.infer<typeof profile>;

/** A person's one lifecycle state (docs/first-week.md "One state per person"). */
export const lifecycleState = z.enum(LIFECYCLE_STATES).meta({
  id: "LifecycleState",
  description:
    "blocked while an admin's block stands; else approved (isApproved); else the profile's review: pending, rejected, or no_profile",
});
/** A lifecycle state on the wire. */
export type LifecycleState = z.infer<typeof lifecycleState>;

/** GET /api/profile/me: the profile (or null), whether the account is approved now, and the one state. */
export const profileMe = z.object({
  profile: profile.nullable(),
  userId: z.number().int(),
  isApproved: z.boolean(),
  state: lifecycleState,
}).meta({ id: "ProfileMe" });
/** My profile answer. */
export type ProfileMe = z.infer<typeof profileMe>;

/** A row of the approval queue (GET /api/admin/pending-profiles). */
export const pendingProfile = z.object({
  ...profileFields,
  userId: z.number().int(),
  email: z.string(),
  submittedAt: instant,
}).meta({ id: "PendingProfile" });
/** A pending profile on the wire. */
export type PendingProfileJson = z.infer<typeof pendingProfile>;

// The profile fields that are not plain text, for the bad-input sweep (wire/input_kinds.ts).
const PROFILE_INPUT_KINDS: Record<string, InputKind> = {
  name: "text",
  cnic: "phone",
  dob: "date",
  phone: "phone",
  whatsappNumber: "phone",
  websiteUrl: "url",
};

/** POST /api/profile as the form sends it; the domain checks every field with docs/product.md's messages. */
export const profileBody = z.object(
  Object.fromEntries(
    Object.keys(profileFields).map((k) => {
      const field = z.string().optional();
      const kind = PROFILE_INPUT_KINDS[k];
      // The full name is the one field the domain requires.
      return [
        k,
        kind ? inputKind(field, kind, k === "name" || undefined) : field,
      ];
    }),
  ) as Record<keyof typeof profileFields, z.ZodOptional<z.ZodString>>,
).meta({ id: "ProfileBody" });
/** The profile form as sent. */
export type ProfileBody = z.infer<typeof profileBody>;

/** What POST /api/profile checks itself (a JSON object); the fields are the domain's to judge. */
export const profileBodyCheck = objectBody(
  "Send the profile fields as a JSON object.",
);

/** POST /api/admin/reject/{userId}: an optional body with an optional reason. */
export const rejectProfileBody = z.object({
  reason: z.string().nullable().optional(),
}).meta({ id: "RejectProfileBody" });

/** The answer of an approval or a rejection. */
export const profileDecision = z.object({
  message: z.string(),
  userId: z.number().int(),
}).meta({ id: "ProfileDecision" });
/** A decision answer. */
export type ProfileDecision = z.infer<typeof profileDecision>;
