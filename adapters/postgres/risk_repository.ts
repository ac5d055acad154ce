/** Postgres risk flags and the facts the signals read (tables risk_flags, risk_identities, … of migrations/0026). */
import { insertEvents, inTransaction } from "./event_outbox.ts";
import { eventRow } from "../events/event_data.ts";
import type { Identity } from "../../domain/risk/identity_keys.ts";
import type {
  RiskEvidence,
  RiskFlag,
  RiskKind,
  RiskSettings,
  RiskSeverity,
  RiskStatus,
} from "../../domain/risk/risk_flag.ts";
import type {
  DigestOptInStore,
  RiskReader,
  RiskRepository,
} from "../../domain/risk/risk_repos.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface FlagRow {
  id: number;
  user_id: number;
  user_email: string;
  user_name: string;
  evidence_user_names: unknown;
  kind: string;
  severity: string;
  evidence: unknown;
  status: string;
  created_at: Date;
  cleared_by: number | null;
  cleared_at: Date | null;
  note: string | null;
}

/**
 * A flag row with its affiliate's email and name, and the names of the people its evidence lists (`users`, a shared
 * identity's affiliates) as `{ "12": "Amna" }`, read in the same query.
 */
const FLAG_COLUMNS = `f.*, u.email AS user_email, u.name AS user_name,
  (SELECT coalesce(jsonb_object_agg(x.id::text, x.name), '{}'::jsonb) FROM users x
    WHERE x.id IN (SELECT e::bigint FROM jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(f.evidence -> 'users') = 'array' THEN f.evidence -> 'users' ELSE '[]'::jsonb END) e
      WHERE e ~ '^[0-9]{1,15}$')) AS evidence_user_names`;

/** A JSON column as read (postgres.js answers jsonb parsed; through some paths as text). */
const jsonOf = (value: unknown) =>
  typeof value === "string" ? JSON.parse(value) : value;

const toFlag = (r: FlagRow): RiskFlag => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  userEmail: r.user_email,
  userName: r.user_name,
  evidenceUserNames: (jsonOf(r.evidence_user_names) ?? {}) as Record<
    string,
    string
  >,
  kind: r.kind as RiskKind,
  severity: r.severity as RiskSeverity,
  evidence: jsonOf(r.evidence) as RiskEvidence,
  status: r.status as RiskStatus,
  createdAt: r.created_at,
  clearedBy: r.cleared_by === null ? null : Number(r.cleared_by),
  clearedAt: r.cleared_at,
  note: r.note,
});

/** Reads the risk settings from the settings row (the migration's defaults when it is missing). */
export async function readRiskSettings(sql: SqlClient): Promise<RiskSettings> {
  const [row] = await sql<
    { burst: number; rate: number; any: boolean }[]
  >`SELECT risk_click_burst AS burst, risk_refund_rate_bp AS rate, risk_any_flag_holds AS any FROM payout_settings`;
  return row
    ? {
      clickBurst: Number(row.burst),
      refundRateBp: Number(row.rate),
      anyFlagHolds: row.any,
    }
    : { clickBurst: 100, refundRateBp: 3000, anyFlagHolds: false };
}

/** A risk repository on a connection or transaction. */
export function createPostgresRiskRepository(sql: SqlClient): RiskRepository {
  return {
    settings: () => readRiskSettings(sql),
    raise: (flag, options) =>
      // A new flag and its risk.flag_raised event commit together, on the pool or in the caller's transaction.
      inTransaction(sql, async (tx) => {
        const evidence = JSON.stringify(flag.evidence);
        const rows = options?.once
          ? await tx<{ id: number; created_at: Date }[]>`
          INSERT INTO risk_flags (user_id, kind, severity, evidence_key, evidence)
          SELECT ${flag.userId}, ${flag.kind}, ${flag.severity}, ${flag.evidenceKey}, ${evidence}::text::jsonb
          WHERE NOT EXISTS (SELECT 1 FROM risk_flags WHERE user_id = ${flag.userId} AND kind = ${flag.kind}
            AND evidence_key = ${flag.evidenceKey})
          ON CONFLICT (user_id, kind, evidence_key) WHERE status = 'open' DO NOTHING
          RETURNING id, created_at`
          : await tx<{ id: number; created_at: Date }[]>`
          INSERT INTO risk_flags (user_id, kind, severity, evidence_key, evidence)
          VALUES (${flag.userId}, ${flag.kind}, ${flag.severity}, ${flag.evidenceKey}, ${evidence}::text::jsonb)
          ON CONFLICT (user_id, kind, evidence_key) WHERE status = 'open' DO NOTHING
          RETURNING id, created_at`;
        if (!rows.length) return null;
        const id = Number(rows[0].id);
        await insertEvents(tx, [eventRow({
          type: "risk.flag_raised",
          flag: {
            id,
            userId: flag.userId,
            kind: flag.kind,
            severity: flag.severity,
            evidence: flag.evidence,
            createdAt: rows[0].created_at,
          },
        })]);
        return id;
      }),
    async noteIdentity(userId: number, identity: Identity, source, at) {
      const inserted = await sql<{ first_seen_at: Date }[]>`
        INSERT INTO risk_identities (kind, key, user_id, source, first_seen_at)
        VALUES (${identity.kind}, ${identity.key}, ${userId}, ${source}, ${at.toISOString()})
        ON CONFLICT (kind, key, user_id) DO NOTHING
        RETURNING first_seen_at`;
      let firstSeenAt: Date;
      if (inserted.length) firstSeenAt = inserted[0].first_seen_at;
      else {
        const [row] = await sql<{ first_seen_at: Date }[]>`
          SELECT first_seen_at FROM risk_identities
          WHERE kind = ${identity.kind} AND key = ${identity.key} AND user_id = ${userId}`;
        firstSeenAt = row.first_seen_at;
      }
      // Only a new identity is news: the same affiliate repeating an account raises nothing again.
      const others = inserted.length
        ? await sql<{ user_id: number }[]>`
          SELECT user_id FROM risk_identities
          WHERE kind = ${identity.kind} AND key = ${identity.key} AND user_id <> ${userId}
          ORDER BY user_id LIMIT 50`
        : [];
      return {
        isNew: inserted.length > 0,
        firstSeenAt,
        others: others.map((r) => Number(r.user_id)),
      };
    },
    async lastPaidAccount(userId) {
      const [row] = await sql<{ id: number; account_number: string | null }[]>`
        SELECT id, account_number FROM payouts WHERE user_id = ${userId} AND status = 'paid'
        ORDER BY decided_at DESC, id DESC LIMIT 1`;
      return row
        ? { payoutId: Number(row.id), accountNumber: row.account_number }
        : null;
    },
    async conversionFigures(userId, since) {
      const [row] = await sql<
        { clicks: string; sales: string; refunds: string }[]
      >`
        SELECT
          (SELECT COALESCE(sum(clicks), 0) FROM daily_stats
            WHERE user_id = ${userId} AND stat_date >= ${since})::text AS clicks,
          ((SELECT count(*) FROM conversions
            WHERE user_id = ${userId} AND status = 'sale' AND stat_date >= ${since})
          + (SELECT count(*) FROM source_orders
            WHERE user_id = ${userId} AND sale_date >= ${since}))::text AS sales,
          ((SELECT count(*) FROM conversions
            WHERE user_id = ${userId} AND status = 'refund' AND stat_date >= ${since})
          -- A store's order counts once as refunded, however many partial refunds it had.
          + (SELECT count(*) FROM source_orders
            WHERE user_id = ${userId} AND sale_date >= ${since}
              AND (refunded_minor > 0 OR status = 'reversed')))::text AS refunds`;
      return {
        clicks: Number(row.clicks),
        sales: Number(row.sales),
        refunds: Number(row.refunds),
      };
    },
    async conversionFiguresMany(userIds, since) {
      if (userIds.length === 0) return new Map();
      // conversionFigures' statement, per affiliate of the list.
      const rows = await sql<
        { user_id: number; clicks: string; sales: string; refunds: string }[]
      >`
        SELECT u.id AS user_id,
          (SELECT COALESCE(sum(clicks), 0) FROM daily_stats
            WHERE user_id = u.id AND stat_date >= ${since})::text AS clicks,
          ((SELECT count(*) FROM conversions
            WHERE user_id = u.id AND status = 'sale' AND stat_date >= ${since})
          + (SELECT count(*) FROM source_orders
            WHERE user_id = u.id AND sale_date >= ${since}))::text AS sales,
          ((SELECT count(*) FROM conversions
            WHERE user_id = u.id AND status = 'refund' AND stat_date >= ${since})
          + (SELECT count(*) FROM source_orders
            WHERE user_id = u.id AND sale_date >= ${since}
              AND (refunded_minor > 0 OR status = 'reversed')))::text AS refunds
        FROM unnest(${[...new Set(userIds)]}::bigint[]) AS u(id)`;
      return new Map(rows.map((r) => [Number(r.user_id), {
        clicks: Number(r.clicks),
        sales: Number(r.sales),
        refunds: Number(r.refunds),
      }]));
    },
    async clickFromOwnSession(clickId, userId) {
      const rows = await sql`
        SELECT 1 FROM clicks c
        JOIN session_visitors s ON s.visitor_hash = c.visitor_hash AND s.user_id = ${userId}
        WHERE c.click_id = ${clickId} LIMIT 1`;
      return rows.length > 0;
    },
    async clicksFromOwnSessions(clickIds) {
      if (clickIds.length === 0) return [];
      const rows = await sql<{ click_id: string; user_id: number }[]>`
        SELECT DISTINCT c.click_id, s.user_id FROM clicks c
        JOIN session_visitors s ON s.visitor_hash = c.visitor_hash
        WHERE c.click_id = ANY(${clickIds}::text[])`;
      return rows.map((r) => ({
        clickId: r.click_id,
        userId: Number(r.user_id),
      }));
    },
    async openFlagsOf(userId) {
      const rows = await sql<FlagRow[]>`
        SELECT ${
        sql.unsafe(FLAG_COLUMNS)
      } FROM risk_flags f JOIN users u ON u.id = f.user_id
        WHERE f.user_id = ${userId} AND f.status = 'open'
        ORDER BY (f.severity = 'high') DESC, f.created_at DESC, f.id DESC`;
      return rows.map(toFlag);
    },
    async openFlagsOfUsers(userIds) {
      if (userIds.length === 0) return [];
      const rows = await sql<FlagRow[]>`
        SELECT ${
        sql.unsafe(FLAG_COLUMNS)
      } FROM risk_flags f JOIN users u ON u.id = f.user_id
        WHERE f.user_id = ANY(${userIds}::bigint[]) AND f.status = 'open'
        ORDER BY (f.severity = 'high') DESC, f.created_at DESC, f.id DESC`;
      return rows.map(toFlag);
    },
    async findForUpdate(id) {
      const [row] = await sql<FlagRow[]>`
        SELECT ${
        sql.unsafe(FLAG_COLUMNS)
      } FROM risk_flags f JOIN users u ON u.id = f.user_id
        WHERE f.id = ${id} FOR UPDATE OF f`;
      return row ? toFlag(row) : null;
    },
    async close(id, change) {
      await sql`
        UPDATE risk_flags SET status = ${change.status}, cleared_by = ${change.adminId},
          cleared_at = ${change.at.toISOString()}, note = ${change.note}
        WHERE id = ${id} AND status = 'open'`;
    },
  };
}

/** The risk reader on the pool. */
export function createPostgresRiskReader(sql: SqlClient): RiskReader {
  return {
    settings: () => readRiskSettings(sql),
    async list(filter) {
      const rows = await sql<FlagRow[]>`
        SELECT ${
        sql.unsafe(FLAG_COLUMNS)
      } FROM risk_flags f JOIN users u ON u.id = f.user_id
        WHERE TRUE
          ${filter.status ? sql`AND f.status = ${filter.status}` : sql``}
          ${
        filter.userId !== undefined
          ? sql`AND f.user_id = ${filter.userId}`
          : sql``
      }
          ${filter.kind ? sql`AND f.kind = ${filter.kind}` : sql``}
        ORDER BY (f.status = 'open') DESC, (f.severity = 'high') DESC, f.created_at DESC, f.id DESC
        LIMIT 500`;
      return rows.map(toFlag);
    },
    async openCount() {
      const [row] = await sql<{ n: string }[]>`
        SELECT count(*)::text AS n FROM risk_flags WHERE status = 'open'`;
      return Number(row.n);
    },
  };
}

/** The admins' digest choice (users.risk_digest). */
export function createPostgresDigestOptInStore(
  sql: SqlClient,
): DigestOptInStore {
  return {
    async get(adminId) {
      const [row] = await sql<{ risk_digest: boolean }[]>`
        SELECT risk_digest FROM users WHERE id = ${adminId}`;
      return row?.risk_digest ?? false;
    },
    async set(adminId, enabled) {
      await sql`UPDATE users SET risk_digest = ${enabled} WHERE id = ${adminId}`;
    },
  };
}
