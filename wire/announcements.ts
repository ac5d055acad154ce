/** Announcements wire shapes (docs/announcements.md): the admin's list and form, the affiliate's inbox. */
import { z } from "zod";
import { id, instant, objectBody } from "./common.ts";
import { inputKind } from "./input_kinds.ts";

/** Who an announcement is for. */
export const audienceKind = z.enum(["all", "group", "offer"]);

/** POST /api/admin/announcements body. */
export const createAnnouncementBody = z.object({
  titleEn: z.string().meta({ description: "1 to 200 characters" }),
  titleUr: z.string().meta({ description: "1 to 200 characters" }),
  bodyEn: z.string().meta({
    description:
      "Plain text, 1 to 10000 characters; http(s) URLs show as links",
  }),
  bodyUr: z.string().meta({
    description:
      "Plain text, 1 to 10000 characters; http(s) URLs show as links",
  }),
  audience: audienceKind,
  groupId: inputKind(z.number().int(), "id").optional().meta({
    description: 'The affiliate group, with audience "group"',
  }),
  offerId: inputKind(z.number().int(), "id").optional().meta({
    description: 'The offer (product), with audience "offer"',
  }),
  publishAt: z.string().nullable().optional().meta({
    format: "date-time",
    description:
      "When it appears (ISO 8601 instant, up to 366 days ahead); absent or null: now",
  }),
}).meta({ id: "CreateAnnouncementBody" });

/** What the create route checks itself (a JSON object); the domain checks the fields with its own messages. */
export const createAnnouncementCheck = objectBody(
  "Send the announcement as a JSON object.",
);

/** One announcement as the admin lists it. */
export const adminAnnouncement = z.object({
  id,
  titleEn: z.string(),
  titleUr: z.string(),
  bodyEn: z.string(),
  bodyUr: z.string(),
  audience: audienceKind,
  groupId: id.nullable(),
  groupName: z.string().nullable(),
  offerId: id.nullable(),
  offerTitle: z.string().nullable(),
  publishAt: instant,
  status: z.enum(["scheduled", "published"]),
  reached: z.number().int().meta({
    description: "Affiliates in its audience now (0 while scheduled)",
  }),
  read: z.number().int().meta({ description: "Affiliates who opened it" }),
  mailedAt: instant.nullable(),
  mailedCount: z.number().int().nullable(),
  createdAt: instant,
}).meta({ id: "AdminAnnouncement" });
/** An announcement on the admin's wire. */
export type AdminAnnouncementJson = z.infer<typeof adminAnnouncement>;

/** One announcement in the caller's inbox. */
export const inboxItem = z.object({
  id,
  titleEn: z.string(),
  titleUr: z.string(),
  bodyEn: z.string(),
  bodyUr: z.string(),
  publishedAt: instant,
  read: z.boolean(),
  readAt: instant.nullable(),
}).meta({ id: "InboxItem" });
/** An inbox item on the wire. */
export type InboxItemJson = z.infer<typeof inboxItem>;

/** GET /api/inbox/unread-count answer. */
export const unreadCount = z.object({
  unread: z.number().int(),
}).meta({ id: "UnreadCount" });
/** The count on the wire. */
export type UnreadCountJson = z.infer<typeof unreadCount>;

/** POST /api/inbox/{id}/read answer. */
export const announcementRead = z.object({
  id,
  readAt: instant,
}).meta({ id: "AnnouncementRead" });
/** A read on the wire. */
export type AnnouncementReadJson = z.infer<typeof announcementRead>;
