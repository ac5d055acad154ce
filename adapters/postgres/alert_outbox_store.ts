/**
 * Postgres storage of the alert senders (docs/alerts.md): what is due, and the claims (a kind's window, a day's
 * digest) that make each email go out once however many instances run the senders.
 */
import type { Sql } from "postgres";
import type { AlertOutbox } from "../../domain/alerts/alert_repos.ts";
import type { AlertKind } from "../../domain/alerts/alert_kinds.ts";
import type { QueuedAlert } from "../../domain/alerts/alert_item.ts";

/** Thrown inside a claim's transaction to give the claim back when there was nothing to take. */
class NothingTaken {}

type ItemRow = {
  id: number;
  userId: number;
  kind: AlertKind;
  payload: QueuedAlert["payload"];
  createdAt: Date;
};

const queued = (rows: ItemRow[]): QueuedAlert[] =>
  rows.map((r) =>
    ({
      ...r,
      // jsonb may arrive as text when the driver does not know its type.
      payload: typeof r.payload === "string"
        ? JSON.parse(r.payload)
        : r.payload,
      createdAt: new Date(r.createdAt),
    }) as QueuedAlert
  )
    .sort((a, b) => a.id - b.id);

/** The store on the pool (each claim runs its own transaction). */
export function createPostgresAlertOutbox(sql: Sql): AlertOutbox {
  // Runs a claim; a claim that took nothing is rolled back, so it holds no window or day.
  const claim = async (
    work: (tx: Sql) => Promise<QueuedAlert[] | null>,
  ): Promise<QueuedAlert[] | null> => {
    let taken: QueuedAlert[] | null = null;
    try {
      await sql.begin(async (tx) => {
        taken = await work(tx as unknown as Sql);
        if (taken && taken.length === 0) throw new NothingTaken();
      });
    } catch (error) {
      if (error instanceof NothingTaken) return [];
      throw error;
    }
    return taken;
  };
  return {
    async dueInstant(openBefore, unwindowed, limit, userIds) {
      return await sql<{ userId: number; kind: AlertKind }[]>`
        SELECT DISTINCT i.user_id AS "userId", i.kind FROM alert_items i
        LEFT JOIN alert_windows w ON w.user_id = i.user_id AND w.kind = i.kind
        WHERE i.mode = 'instant' AND (w.last_sent_at IS NULL OR w.last_sent_at <= ${openBefore}
            OR i.kind = ANY(${[...unwindowed]}::text[]))
          ${userIds ? sql`AND i.user_id = ANY(${userIds}::bigint[])` : sql``}
        LIMIT ${limit}`;
    },
    claimInstant(userId, kind, now, openBefore) {
      return claim(async (tx) => {
        const won = await tx`
          INSERT INTO alert_windows (user_id, kind, last_sent_at) VALUES (${userId}, ${kind}, ${now})
          ON CONFLICT (user_id, kind) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at
          WHERE alert_windows.last_sent_at <= ${openBefore}
          RETURNING user_id`;
        if (won.length === 0) return null;
        return queued(
          await tx<ItemRow[]>`
            DELETE FROM alert_items WHERE user_id = ${userId} AND kind = ${kind} AND mode = 'instant'
            RETURNING id, user_id AS "userId", kind, payload, created_at AS "createdAt"`,
        );
      });
    },
    async dueDigests(date, before, limit) {
      const rows = await sql<{ userId: number }[]>`
        SELECT DISTINCT i.user_id AS "userId" FROM alert_items i
        WHERE i.mode = 'digest' AND i.created_at < ${before}
          AND NOT EXISTS (SELECT 1 FROM alert_digests d WHERE d.user_id = i.user_id AND d.digest_date = ${date})
        LIMIT ${limit}`;
      return rows.map((r) => r.userId);
    },
    claimDigest(userId, date, before, now) {
      return claim(async (tx) => {
        const won = await tx`
          INSERT INTO alert_digests (user_id, digest_date, sent_at) VALUES (${userId}, ${date}, ${now})
          ON CONFLICT (user_id, digest_date) DO NOTHING RETURNING user_id`;
        if (won.length === 0) return null;
        const taken = queued(
          await tx<ItemRow[]>`
            DELETE FROM alert_items WHERE user_id = ${userId} AND mode = 'digest' AND created_at < ${before}
            RETURNING id, user_id AS "userId", kind, payload, created_at AS "createdAt"`,
        );
        await tx`
          UPDATE alert_digests SET item_count = ${taken.length}
          WHERE user_id = ${userId} AND digest_date = ${date}`;
        return taken;
      });
    },
    async recipient(userId) {
      const [row] = await sql<
        {
          userId: number;
          email: string;
          name: string;
          language: "en" | "ur" | null;
        }[]
      >`
        SELECT id AS "userId", email, name, language FROM users
        WHERE id = ${userId} AND deleted_at IS NULL`;
      return row ?? null;
    },
  };
}
