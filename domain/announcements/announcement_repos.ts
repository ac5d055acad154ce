/** The announcements area's ports as use cases and routers receive them (docs/announcements.md). */
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { GroupRepository } from "../offers/group_repository.ts";
import type { ProductRepository } from "../products/product_repository.ts";
import type {
  AdminAnnouncement,
  Announcement,
  AnnouncementFields,
  InboxItem,
} from "./announcement.ts";

/** The transaction-scoped writes. */
export interface AnnouncementRepository {
  create(fields: AnnouncementFields, adminId: number): Promise<Announcement>;
  /** Whether the user is in the audience of an announcement published at or before `now`. */
  visibleTo(id: number, userId: number, now: Date): Promise<boolean>;
  /** Records the first read; a second read keeps the first time. Answers the recorded time. */
  markRead(id: number, userId: number, at: Date): Promise<Date>;
}

/** Reads for the admin list and the inbox (pool). */
export interface AnnouncementReader {
  /** Newest publish time first (scheduled ones on top), at most `limit`; only announcement `id` when given. */
  listForAdmin(
    now: Date,
    limit: number,
    id?: number,
  ): Promise<AdminAnnouncement[]>;
  /** The user's published announcements, newest first, at most `limit`. */
  inbox(userId: number, now: Date, limit: number): Promise<InboxItem[]>;
  unreadCount(userId: number, now: Date): Promise<number>;
}

/** One affiliate in a published announcement's audience. */
export interface AnnouncementRecipient {
  userId: number;
  email: string;
  name: string;
  language: "en" | "ur";
}

/** The publish-time email's store: claims a due announcement once across instances. */
export interface AnnouncementMailStore {
  /** Marks the oldest due, unmailed announcement as mailed and answers it; null when none (or others hold them). */
  claimDue(now: Date): Promise<Announcement | null>;
  /** The affiliates in its audience now (approved, not blocked or deleted). */
  audience(announcement: Announcement): Promise<AnnouncementRecipient[]>;
  /** Records how many the email went to. */
  recordMailed(id: number, count: number): Promise<void>;
}

/** Tells a published announcement's audience: as alerts, each affiliate's setting deciding (announcement_alerts.ts). */
export interface AnnouncementNotifier {
  published(
    announcement: Announcement,
    recipients: AnnouncementRecipient[],
  ): Promise<number>;
}

/** What creating runs against, in one transaction. */
export interface CreateAnnouncementRepos {
  announcements: AnnouncementRepository;
  groups: Pick<GroupRepository, "get">;
  products: Pick<ProductRepository, "get">;
  audit: AuditRepository;
}

/** The area's bundle. */
export interface AnnouncementServices {
  reader: AnnouncementReader;
  uow: UnitOfWork<CreateAnnouncementRepos>;
  /** Marking read. */
  readUow: UnitOfWork<{ announcements: AnnouncementRepository }>;
  clock: Clock;
  /** Emails every due announcement not yet mailed; safe to run on several instances at once. */
  sendDue(): Promise<number>;
}
