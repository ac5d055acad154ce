/** API operations: announcements and the affiliates' inbox (docs/announcements.md). */
import * as announcements from "../../../../wire/announcements.ts";
import { list, ok, type Operation } from "./operation.ts";

/** Announcements. */
export const announcementOperations: Operation[] = [
  {
    method: "get",
    path: "/api/admin/announcements",
    tag: "Announcements",
    summary:
      "Announcements, newest publish time first (at most 200), with how many they reached and how many read them",
    access: "admin",
    responses: { 200: list(announcements.adminAnnouncement) },
  },
  {
    method: "post",
    path: "/api/admin/announcements",
    tag: "Announcements",
    summary:
      "Write an announcement for everyone, a group or an offer's affiliates, published now or at a time (audited)",
    description:
      "{ titleEn, titleUr, bodyEn, bodyUr, audience, groupId?, offerId?, publishAt? }: plain text (http(s) URLs show as links). Affiliates see it in their inbox from publishAt on; the email goes out at that time. 404 for an unknown group or offer.",
    access: "admin",
    body: {
      schema: announcements.createAnnouncementBody,
      media: ["application/json"],
    },
    responses: { 201: ok(announcements.adminAnnouncement, "Created") },
  },
  {
    method: "get",
    path: "/api/inbox",
    tag: "Announcements",
    summary:
      "The caller's announcements, newest first (at most 200), each with its read state",
    description:
      "An approved affiliate's inbox: the published announcements for everyone, their group, or an offer they have a link to. Others get an empty list.",
    access: "user",
    responses: { 200: list(announcements.inboxItem) },
  },
  {
    method: "get",
    path: "/api/inbox/unread-count",
    tag: "Announcements",
    summary: "How many of the caller's announcements they have not opened",
    access: "user",
    responses: { 200: ok(announcements.unreadCount) },
  },
  {
    method: "post",
    path: "/api/inbox/{id}/read",
    tag: "Announcements",
    summary:
      "Mark one of the caller's announcements read (the first read is kept)",
    description: "404 for an announcement not in the caller's inbox.",
    access: "user",
    responses: { 200: ok(announcements.announcementRead) },
  },
];
