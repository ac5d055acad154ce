/** Announcements (docs/announcements.md): what the admin writes, to whom, and the rules of its fields. */

/** Who an announcement is for: every affiliate, one affiliate group, or the affiliates linked to one offer. */
export type Audience =
  | { kind: "all" }
  | { kind: "group"; groupId: number }
  | { kind: "offer"; offerId: number };

/** The audience kinds, as the wire and the form list them. */
export const AUDIENCE_KINDS = ["all", "group", "offer"] as const;

/** The fields an admin writes. */
export interface AnnouncementFields {
  titleEn: string;
  titleUr: string;
  bodyEn: string;
  bodyUr: string;
  audience: Audience;
  publishAt: Date;
}

/** A stored announcement. */
export interface Announcement extends AnnouncementFields {
  id: number;
  createdBy: number;
  createdAt: Date;
}

/** An announcement as the admin lists it: where it went and how many it reached and read. */
export interface AdminAnnouncement extends Announcement {
  groupName: string | null;
  offerTitle: string | null;
  /** Affiliates in the audience now (0 while scheduled). */
  reached: number;
  /** Affiliates who opened it. */
  read: number;
  /** When the publish-time email went out, and to how many. */
  mailedAt: Date | null;
  mailedCount: number | null;
}

/** An announcement in an affiliate's inbox. */
export interface InboxItem {
  id: number;
  titleEn: string;
  titleUr: string;
  bodyEn: string;
  bodyUr: string;
  publishedAt: Date;
  readAt: Date | null;
}

/** Limits of the fields. */
export const MAX_TITLE_LENGTH = 200;
export const MAX_BODY_LENGTH = 10_000;
/** How far ahead a publish time may be. */
export const MAX_SCHEDULE_DAYS = 366;
/** A publish time this far in the past still counts as "now" (the admin's clock, the form's minute). */
export const PAST_SLACK_MS = 5 * 60_000;

/** The messages of the announcement rules, in English (the web has the Urdu). */
export const ANNOUNCEMENT_MESSAGES = {
  title:
    `Write a title in English and in Urdu (1 to ${MAX_TITLE_LENGTH} characters each).`,
  body:
    `Write the text in English and in Urdu (1 to ${MAX_BODY_LENGTH} characters each).`,
  audience:
    'Choose who it is for: "all", "group" with a groupId, or "offer" with an offerId.',
  publishAt:
    "Choose a publish time that is a valid date and time, or publish now.",
  publishPast:
    "That time has passed: choose a time in the future, or publish now.",
  publishFar: `Choose a publish time within ${MAX_SCHEDULE_DAYS} days.`,
  groupNotFound: "Group not found.",
  offerNotFound: "Offer not found.",
  notFound: "Announcement not found.",
} as const;
