/** Postgres adapter for the append-only audit trail (table audit_logs). */
import type { SqlClient } from "./unit_of_work.ts";
import type { AuditRepository } from "../../domain/audit/audit_repository.ts";
import type {
  AuditLog,
  AuditLogFilter,
  AuditLogPage,
  AuditLogReader,
} from "../../domain/audit/audit_log.ts";
import { mentionedUserIds } from "../../domain/audit/audit_log.ts";

/** Audit repository over a connection or a transaction: pass the transaction's sql so the row commits with the change. */
export function createPostgresAuditRepository(
  sql: SqlClient,
): AuditRepository & AuditLogReader {
  return {
    async append(entry) {
      await sql`
        INSERT INTO audit_logs (admin_id, action, details)
        VALUES (${entry.adminId}, ${entry.action}, ${entry.details})
      `;
    },
    async appendMany(entries) {
      if (!entries.length) return;
      // WITH ORDINALITY keeps the given order in the ids.
      await sql`
        INSERT INTO audit_logs (admin_id, action, details)
        SELECT admin_id, action, details
        FROM unnest(${entries.map((e) => e.adminId)}::bigint[], ${
        entries.map((e) => e.action)
      }::text[], ${
        entries.map((e) => e.details)
      }::text[]) WITH ORDINALITY AS e(admin_id, action, details, n)
        ORDER BY n`;
    },
    list: (filter) => listAuditLogs(sql, filter),
  };
}

async function listAuditLogs(
  sql: SqlClient,
  filter: AuditLogFilter,
): Promise<AuditLogPage> {
  // null parameters switch a condition off, so one statement serves every filter combination.
  const action = filter.action ? `%${escapeLike(filter.action)}%` : null;
  const from = filter.from ?? null;
  const to = filter.to ?? null;
  const paged = filter.pageSize !== undefined;
  const limit = paged ? filter.pageSize! : null;
  const offset = paged
    ? Math.max(0, ((filter.page ?? 1) - 1) * filter.pageSize!)
    : 0;
  const rows = await sql<
    {
      id: string | number;
      adminId: string | number;
      action: string;
      details: string;
      createdAt: Date;
    }[]
  >`
    SELECT id, admin_id AS "adminId", action, details, created_at AS "createdAt"
    FROM audit_logs
    WHERE (${action}::text IS NULL OR action ILIKE ${action}::text)
      AND (${from}::timestamptz IS NULL OR created_at >= ${from}::timestamptz)
      AND (${to}::timestamptz IS NULL OR created_at <= ${to}::timestamptz)
    ORDER BY created_at DESC, id DESC
    LIMIT ${limit}::bigint OFFSET ${offset}::bigint
  `;
  let total: number;
  if (!paged) {
    total = rows.length;
  } else if (action === null && from === null && to === null) {
    // Unfiltered: the trigger-kept count (0007), instead of counting up to millions of rows per page.
    const [count] = await sql<{ n: string | number }[]>`
      SELECT n FROM audit_log_count`;
    total = Number(count?.n ?? 0);
  } else if (from === null && to === null) {
    // Action filter only: the trigger-kept per-action counts (0008) cover every distinct action.
    const [count] = await sql<{ n: string | number }[]>`
      SELECT coalesce(sum(n), 0) AS n FROM audit_log_action_count
      WHERE action ILIKE ${action}::text`;
    total = Number(count.n);
  } else {
    const [count] = await sql<{ n: string | number }[]>`
      SELECT count(*) AS n FROM audit_logs
      WHERE (${action}::text IS NULL OR action ILIKE ${action}::text)
        AND (${from}::timestamptz IS NULL OR created_at >= ${from}::timestamptz)
        AND (${to}::timestamptz IS NULL OR created_at <= ${to}::timestamptz)
    `;
    total = Number(count.n);
  }
  // The names of the admins and of the people the details mention, in one query for the whole page.
  const ids = new Set<number>();
  for (const r of rows) {
    ids.add(Number(r.adminId));
    for (const id of mentionedUserIds(r.details)) ids.add(id);
  }
  const names = new Map<number, string>();
  if (ids.size > 0) {
    const found = await sql<{ id: string | number; name: string }[]>`
      SELECT id, name FROM users WHERE id = ANY(${[...ids]}::bigint[])`;
    for (const u of found) names.set(Number(u.id), u.name);
  }
  return {
    rows: rows.map((r): AuditLog => {
      const userNames: Record<string, string> = {};
      for (const id of mentionedUserIds(r.details)) {
        const name = names.get(id);
        if (name !== undefined) userNames[String(id)] = name;
      }
      return {
        id: Number(r.id),
        adminId: Number(r.adminId),
        adminName: names.get(Number(r.adminId)) ?? null,
        action: r.action,
        details: r.details,
        userNames,
        createdAt: new Date(r.createdAt),
      };
    }),
    total,
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
