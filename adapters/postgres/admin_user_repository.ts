/** Postgres user administration over the users table (and each user's profile status). */
import type { AdminUserRepository } from "../../domain/users/admin_user_repository.ts";
import type {
  UserSortField,
  UserSummary,
} from "../../domain/users/user_summary.ts";
import {
  LIFECYCLE_STATES,
  type LifecycleStateCounts,
  lifecycleStateOf,
} from "../../domain/users/lifecycle_state.ts";
import type { SqlClient } from "./unit_of_work.ts";

// Whitelisted ORDER BY columns: the sort field never reaches SQL as text.
const SORT_COLUMNS: Record<UserSortField, string> = {
  name: "lower(u.name)",
  email: "u.email",
  createdAt: "u.created_at",
  role: "u.role",
  isApproved: "u.is_approved",
  isVerified: "u.is_verified",
};

/** An admin user repository on a connection or a transaction. */
export function createPostgresAdminUserRepository(
  sql: SqlClient,
): AdminUserRepository {
  return {
    async list(query) {
      const q = searchPattern(query.q);
      const state = query.state ?? null;
      const sort = query.sort ?? { field: "createdAt", direction: "desc" };
      const direction = sort.direction === "asc" ? "ASC" : "DESC";
      const order = sql.unsafe(
        `${SORT_COLUMNS[sort.field]} ${direction}, u.id ${direction}`,
      );
      const limit = query.pageSize ?? null;
      const offset = query.pageSize
        ? Math.max(0, ((query.page ?? 1) - 1) * query.pageSize)
        : 0;
      const where = sql`${searchWhere(sql, q)}
        AND (${state}::text IS NULL OR ${stateSql(sql)} = ${state}::text)`;
      const rows = await sql<UserRow[]>`
        SELECT ${
        userColumns(sql)
      } FROM users u LEFT JOIN profiles p ON p.user_id = u.id
        WHERE ${where}
        ORDER BY ${order}
        LIMIT ${limit}::bigint OFFSET ${offset}::bigint`;
      const [count] = await sql<
        { n: number }[]
      >`SELECT count(*)::int AS n FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE ${where}`;
      return { rows: rows.map(toUserSummary), total: Number(count.n) };
    },
    async countStates(search) {
      const rows = await sql<{ state: string; n: number }[]>`
        SELECT ${stateSql(sql)} AS state, count(*)::int AS n
        FROM users u LEFT JOIN profiles p ON p.user_id = u.id
        WHERE ${searchWhere(sql, searchPattern(search))}
        GROUP BY 1`;
      const counts = Object.fromEntries(
        LIFECYCLE_STATES.map((s) => [s, 0]),
      ) as LifecycleStateCounts;
      for (const row of rows) {
        counts[row.state as keyof LifecycleStateCounts] = Number(row.n);
      }
      return counts;
    },
    async findById(id) {
      const rows = await sql<UserRow[]>`
        SELECT ${
        userColumns(sql)
      } FROM users u LEFT JOIN profiles p ON p.user_id = u.id
        WHERE u.id = ${id} AND u.deleted_at IS NULL`;
      return rows.length ? toUserSummary(rows[0]) : null;
    },
    async setApproved(id, approved, endSessions) {
      await sql`
        UPDATE users SET is_approved = ${approved}, blocked_at = NULL, approved_before_block = NULL,
          updated_at = now(), token_version = token_version + ${
        endSessions ? 1 : 0
      }
        WHERE id = ${id}`;
    },
    async setBlocked(id, blocked) {
      // SET reads the row as it was: a block keeps the approval it takes, an unblock gives exactly that back.
      const [row] = blocked
        ? await sql<{ is_approved: boolean }[]>`
          UPDATE users SET approved_before_block = is_approved, is_approved = false, blocked_at = now(),
            updated_at = now(), token_version = token_version + 1
          WHERE id = ${id} RETURNING is_approved`
        : await sql<{ is_approved: boolean }[]>`
          UPDATE users SET is_approved = coalesce(approved_before_block, false), blocked_at = NULL,
            approved_before_block = NULL, updated_at = now()
          WHERE id = ${id} RETURNING is_approved`;
      return row?.is_approved ?? false;
    },
    async lockAdmins() {
      const rows = await sql<{ id: number; active: boolean }[]>`
        SELECT id, is_verified AND NOT (blocked_at IS NOT NULL AND NOT is_approved) AS active FROM users
        WHERE role = 'admin' AND deleted_at IS NULL ORDER BY id FOR UPDATE`;
      return rows.map((r) => ({ id: Number(r.id), active: r.active }));
    },
    async isBlocked(id) {
      const [row] = await sql<{ blocked: boolean }[]>`
        SELECT blocked_at IS NOT NULL AND NOT is_approved AS blocked FROM users WHERE id = ${id}`;
      return row?.blocked ?? false;
    },
    async setPasswordHash(id, passwordHash) {
      await sql`
        UPDATE users SET password_hash = ${passwordHash}, token_version = token_version + 1, updated_at = now()
        WHERE id = ${id}`;
    },
  };
}

/** The ILIKE pattern of a search (its wildcards escaped), or null for none. */
function searchPattern(raw: string | undefined): string | null {
  const q = raw?.trim();
  return q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

/** Live users whose name or email matches the pattern (all of them for null). */
function searchWhere(sql: SqlClient, q: string | null) {
  return sql`u.deleted_at IS NULL AND (${q}::text IS NULL OR u.name ILIKE ${q}::text OR u.email ILIKE ${q}::text)`;
}

/** lifecycleStateOf in SQL, so the list filters and counts by state; users_state_test.ts holds the two together. */
function stateSql(sql: SqlClient) {
  return sql`CASE
    WHEN u.blocked_at IS NOT NULL AND NOT u.is_approved THEN 'blocked'
    WHEN u.is_approved THEN 'approved'
    WHEN p.status = 'pending' THEN 'pending'
    WHEN p.status = 'rejected' THEN 'rejected'
    ELSE 'no_profile' END`;
}

/** The row shape of userColumns. */
export interface UserRow {
  id: number;
  name: string;
  email: string;
  is_verified: boolean;
  is_approved: boolean;
  is_blocked: boolean;
  role: "user" | "admin";
  created_at: Date;
  profile_status: UserSummary["profileStatus"];
}

/** The select list for a user `u` left-joined to its profile `p`. */
export function userColumns(sql: SqlClient) {
  return sql`u.id, u.name, u.email, u.is_verified, u.is_approved,
    (u.blocked_at IS NOT NULL AND NOT u.is_approved) AS is_blocked, u.role, u.created_at, p.status AS profile_status`;
}

/** Maps a user row to the domain shape. */
export function toUserSummary(r: UserRow): UserSummary {
  return {
    id: Number(r.id),
    name: r.name,
    email: r.email,
    isVerified: r.is_verified,
    isApproved: r.is_approved,
    isBlocked: r.is_blocked,
    role: r.role,
    createdAt: new Date(r.created_at),
    profileStatus: r.profile_status ?? null,
    state: lifecycleStateOf({
      isBlocked: r.is_blocked,
      isApproved: r.is_approved,
      profileStatus: r.profile_status ?? null,
    }),
  };
}
