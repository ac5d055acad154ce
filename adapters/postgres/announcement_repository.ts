/** Postgres announcements and their reads (tables announcements, announcement_reads; 0070; docs/announcements.md). */
import type {
  AnnouncementMailStore,
  AnnouncementReader,
  AnnouncementRecipient,
  AnnouncementRepository,
} from "../../domain/announcements/announcement_repos.ts";
import type {
  Announcement,
  Audience,
} from "../../domain/announcements/announcement.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** An affiliate who receives announcements: approved, not blocked, not deleted (alias `u`). */
const AFFILIATE =
  "u.role = 'user' AND u.deleted_at IS NULL AND u.is_approved AND u.blocked_at IS NULL";

/** Affiliate `u` is in announcement `a`'s audience as it is now (unplaced affiliates are in the default group). */
const IN_AUDIENCE = `(a.audience = 'all'
  OR (a.audience = 'group' AND a.group_id = coalesce(u.group_id,
        (SELECT g.id FROM affiliate_groups g WHERE g.is_default AND g.deleted_at IS NULL)))
  OR (a.audience = 'offer' AND EXISTS (
        SELECT 1 FROM affiliate_links l WHERE l.user_id = u.id AND l.product_id = a.product_id)))`;

const COLUMNS =
  "a.id, a.title_en, a.title_ur, a.body_en, a.body_ur, a.audience, a.group_id, a.product_id, a.publish_at, a.created_by, a.created_at";

interface Row {
  id: number;
  title_en: string;
  title_ur: string;
  body_en: string;
  body_ur: string;
  audience: "all" | "group" | "offer";
  group_id: number | null;
  product_id: number | null;
  publish_at: Date;
  created_by: number;
  created_at: Date;
}

function toAudience(r: Row): Audience {
  if (r.audience === "group") {
    return { kind: "group", groupId: Number(r.group_id) };
  }
  if (r.audience === "offer") {
    return { kind: "offer", offerId: Number(r.product_id) };
  }
  return { kind: "all" };
}

function toAnnouncement(r: Row): Announcement {
  return {
    id: Number(r.id),
    titleEn: r.title_en,
    titleUr: r.title_ur,
    bodyEn: r.body_en,
    bodyUr: r.body_ur,
    audience: toAudience(r),
    publishAt: r.publish_at,
    createdBy: Number(r.created_by),
    createdAt: r.created_at,
  };
}

/** The transaction-scoped repository. */
export function createPostgresAnnouncementRepository(
  sql: SqlClient,
): AnnouncementRepository {
  return {
    async create(f, adminId) {
      const a = f.audience;
      const [row] = await sql<Row[]>`
        INSERT INTO announcements AS a (title_en, title_ur, body_en, body_ur, audience, group_id, product_id,
                                        publish_at, created_by)
        VALUES (${f.titleEn}, ${f.titleUr}, ${f.bodyEn}, ${f.bodyUr}, ${a.kind},
                ${a.kind === "group" ? a.groupId : null}, ${
        a.kind === "offer" ? a.offerId : null
      }, ${f.publishAt}, ${adminId})
        RETURNING ${sql.unsafe(COLUMNS)}`;
      return toAnnouncement(row);
    },
    async visibleTo(id, userId, now) {
      const rows = await sql`
        SELECT 1 FROM announcements a JOIN users u ON u.id = ${userId}
        WHERE a.id = ${id} AND a.publish_at <= ${now} AND ${
        sql.unsafe(AFFILIATE)
      } AND ${sql.unsafe(IN_AUDIENCE)}`;
      return rows.length > 0;
    },
    async markRead(id, userId, at) {
      await sql`
        INSERT INTO announcement_reads (user_id, announcement_id, read_at)
        VALUES (${userId}, ${id}, ${at}) ON CONFLICT DO NOTHING`;
      const [row] = await sql<{ read_at: Date }[]>`
        SELECT read_at FROM announcement_reads WHERE user_id = ${userId} AND announcement_id = ${id}`;
      return row.read_at;
    },
  };
}

/** The admin list and the inbox, on the pool. */
export function createPostgresAnnouncementReader(
  sql: SqlClient,
): AnnouncementReader {
  return {
    async listForAdmin(now, limit, id) {
      const rows = await sql<
        (Row & {
          group_name: string | null;
          offer_title: string | null;
          reached: number;
          read: number;
          mailed_at: Date | null;
          mailed_count: number | null;
        })[]
      >`
        SELECT ${
        sql.unsafe(COLUMNS)
      }, g.name AS group_name, p.title AS offer_title, a.mailed_at, a.mailed_count,
               CASE WHEN a.publish_at <= ${now} THEN
                 (SELECT count(*) FROM users u WHERE ${
        sql.unsafe(AFFILIATE)
      } AND ${sql.unsafe(IN_AUDIENCE)})
               ELSE 0 END AS reached,
               (SELECT count(*) FROM announcement_reads r WHERE r.announcement_id = a.id) AS read
        FROM announcements a
        LEFT JOIN affiliate_groups g ON g.id = a.group_id
        LEFT JOIN products p ON p.id = a.product_id
        WHERE ${id ?? null}::bigint IS NULL OR a.id = ${id ?? null}::bigint
        ORDER BY a.publish_at DESC, a.id DESC
        LIMIT ${limit}`;
      return rows.map((r) => ({
        ...toAnnouncement(r),
        groupName: r.group_name,
        offerTitle: r.offer_title,
        reached: Number(r.reached),
        read: Number(r.read),
        mailedAt: r.mailed_at,
        mailedCount: r.mailed_count === null ? null : Number(r.mailed_count),
      }));
    },
    async inbox(userId, now, limit) {
      const rows = await sql<(Row & { read_at: Date | null })[]>`
        SELECT ${sql.unsafe(COLUMNS)}, r.read_at
        FROM users u
        JOIN announcements a ON a.publish_at <= ${now} AND ${
        sql.unsafe(IN_AUDIENCE)
      }
        LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.user_id = u.id
        WHERE u.id = ${userId} AND ${sql.unsafe(AFFILIATE)}
        ORDER BY a.publish_at DESC, a.id DESC
        LIMIT ${limit}`;
      return rows.map((r) => ({
        id: Number(r.id),
        titleEn: r.title_en,
        titleUr: r.title_ur,
        bodyEn: r.body_en,
        bodyUr: r.body_ur,
        publishedAt: r.publish_at,
        readAt: r.read_at,
      }));
    },
    async unreadCount(userId, now) {
      const [row] = await sql<{ n: number }[]>`
        SELECT count(*) AS n
        FROM users u
        JOIN announcements a ON a.publish_at <= ${now} AND ${
        sql.unsafe(IN_AUDIENCE)
      }
        WHERE u.id = ${userId} AND ${sql.unsafe(AFFILIATE)}
          AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.user_id = u.id)`;
      return Number(row.n);
    },
  };
}

/** The publish-time email's claims, on the pool (each statement commits on its own). */
export function createPostgresAnnouncementMailStore(
  sql: SqlClient,
): AnnouncementMailStore {
  return {
    async claimDue(now) {
      // SKIP LOCKED: instances claiming together take different rows; the update commits the claim at once.
      const [row] = await sql<Row[]>`
        UPDATE announcements a SET mailed_at = ${now}
        WHERE a.id = (
          SELECT id FROM announcements WHERE mailed_at IS NULL AND publish_at <= ${now}
          ORDER BY publish_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
          AND a.mailed_at IS NULL
        RETURNING ${sql.unsafe(COLUMNS)}`;
      return row ? toAnnouncement(row) : null;
    },
    async audience(announcement) {
      const rows = await sql<
        {
          id: number;
          email: string;
          name: string;
          language: "en" | "ur" | null;
        }[]
      >`
        SELECT u.id, u.email, u.name, u.language
        FROM announcements a JOIN users u ON ${sql.unsafe(AFFILIATE)} AND ${
        sql.unsafe(IN_AUDIENCE)
      }
        WHERE a.id = ${announcement.id}
        ORDER BY u.id`;
      return rows.map((r): AnnouncementRecipient => ({
        userId: Number(r.id),
        email: r.email,
        name: r.name,
        language: r.language ?? "en",
      }));
    },
    async recordMailed(id, count) {
      await sql`UPDATE announcements SET mailed_count = ${count} WHERE id = ${id}`;
    },
  };
}
