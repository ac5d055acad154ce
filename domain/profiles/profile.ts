/** Profile: the personal and social-media details an affiliate submits for admin approval. */
import type { CalendarDate } from "../shared/karachi_date.ts";

/** The text fields of a profile besides name, in docs/product.md's order. */
export const OPTIONAL_TEXT_FIELDS = [
  "fatherName",
  "address",
  "city",
  "state",
  "country",
  "trafficSource",
] as const;

/** The fields that must be http(s) URLs when given. */
export const URL_FIELDS = [
  "websiteUrl",
  "whatsappGroupUrl",
  "whatsappChannelUrl",
  "fbUrl",
  "ytUrl",
  "instagramUrl",
  "tiktokUrl",
  "twitterUrl",
  "linkedinUrl",
  "telegramUrl",
  "extraLink",
] as const;

/** A field whose value is free text. */
export type OptionalTextField = typeof OPTIONAL_TEXT_FIELDS[number];
/** A field whose value is a URL. */
export type UrlField = typeof URL_FIELDS[number];

/** Validated, normalised profile fields: absent values are null, CNIC is 13 digits, phones are E.164. */
export type ProfileFields =
  & {
    name: string;
    cnic: string | null;
    dob: CalendarDate | null;
    phone: string | null;
    whatsappNumber: string | null;
  }
  & { [K in OptionalTextField]: string | null }
  & { [K in UrlField]: string | null };

/** Every profile field name, in the order of docs/product.md §3. */
export const PROFILE_FIELD_NAMES: readonly (keyof ProfileFields)[] = [
  "name",
  "fatherName",
  "cnic",
  "dob",
  "address",
  "city",
  "state",
  "country",
  "phone",
  "whatsappNumber",
  "fbUrl",
  "ytUrl",
  "instagramUrl",
  "tiktokUrl",
  "twitterUrl",
  "linkedinUrl",
  "telegramUrl",
  "whatsappGroupUrl",
  "whatsappChannelUrl",
  "websiteUrl",
  "extraLink",
  "trafficSource",
];

/** Where a profile stands in the approval journey. */
export type ProfileStatus = "pending" | "approved" | "rejected";

/** A stored profile with its owner's email and its review state. */
export interface StoredProfile extends ProfileFields {
  userId: number;
  email: string;
  status: ProfileStatus;
  rejectionReason: string | null;
  submittedAt: Date;
  updatedAt: Date;
}
