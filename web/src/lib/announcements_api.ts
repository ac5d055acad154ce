/** Calls of the announcements API (docs/announcements.md): the admin's list and form, the affiliate's inbox. */
import type {
  AdminAnnouncementJson,
  InboxItemJson,
  UnreadCountJson,
} from "@wire/announcements.ts";
import { api } from "@/lib/api.ts";

export type { AdminAnnouncementJson, InboxItemJson };

/** What the admin's form sends. */
export interface AnnouncementDraft {
  titleEn: string;
  titleUr: string;
  bodyEn: string;
  bodyUr: string;
  audience: "all" | "group" | "offer";
  groupId?: number;
  offerId?: number;
  /** An ISO instant, or null for now. */
  publishAt: string | null;
}

/** The admin's announcements with reached and read counts. */
export function fetchAnnouncements(): Promise<AdminAnnouncementJson[]> {
  return api<AdminAnnouncementJson[]>("/api/admin/announcements");
}

/** Publishes now or schedules. */
export function createAnnouncement(
  body: AnnouncementDraft,
): Promise<AdminAnnouncementJson> {
  return api<AdminAnnouncementJson>("/api/admin/announcements", { body });
}

/** The caller's inbox, newest first. */
export function fetchInbox(): Promise<InboxItemJson[]> {
  return api<InboxItemJson[]>("/api/inbox");
}

/** How many announcements the caller has not opened (0 when the call fails: the badge is a hint). */
export async function fetchUnreadCount(): Promise<number> {
  try {
    return (await api<UnreadCountJson>("/api/inbox/unread-count")).unread;
  } catch {
    return 0;
  }
}

/** Marks one announcement read. */
export function markRead(id: number): Promise<unknown> {
  return api(`/api/inbox/${id}/read`, { method: "POST" });
}
