/** Postgres admin accounts: the admins list, invitations, promotion and removal on the users table. */
import type { SqlClient } from "./unit_of_work.ts";
import type {
  AdminAccount,
  AdminAccountReader,
  AdminAccountRepository,
} from "../../domain/users/admin_accounts.ts";

/** Admin accounts over a connection or a transaction. */
export function createPostgresAdminAccountRepository(
  sql: SqlClient,
): AdminAccountRepository & AdminAccountReader {
  const admins = async (lock: boolean) => {
    const rows = await sql<
      {
        id: number;
        name: string;
        email: string;
        is_verified: boolean;
        is_blocked: boolean;
        created_at: Date;
      }[]
    >`
      SELECT id, name, email, is_verified, (blocked_at IS NOT NULL AND NOT is_approved) AS is_blocked, created_at
      FROM users
      WHERE role = 'admin' AND deleted_at IS NULL ORDER BY id
      ${lock ? sql`FOR UPDATE` : sql``}`;
    return rows.map((r): AdminAccount => ({
      id: Number(r.id),
      name: r.name,
      email: r.email,
      isVerified: r.is_verified,
      isBlocked: r.is_blocked,
      createdAt: new Date(r.created_at),
    }));
  };
  return {
    lockAdmins: () => admins(true),
    listAdmins: () => admins(false),

    async findByEmail(email) {
      const rows = await sql<
        { id: number; name: string; role: string; deleted_at: Date | null }[]
      >`SELECT id, name, role, deleted_at FROM users WHERE email = ${email}`;
      return rows.length
        ? {
          id: Number(rows[0].id),
          name: rows[0].name,
          role: rows[0].role,
          deleted: rows[0].deleted_at !== null,
        }
        : null;
    },

    async createInvited(input) {
      const rows = await sql<{ id: number }[]>`
        INSERT INTO users (name, email, password_hash, role, is_verified, is_approved)
        VALUES (${input.name}, ${input.email}, ${input.passwordHash}, 'admin', false, true)
        ON CONFLICT (email) DO NOTHING RETURNING id`;
      return rows.length ? Number(rows[0].id) : null;
    },

    async promote(id) {
      await sql`
        UPDATE users SET role = 'admin', is_approved = true, updated_at = now()
        WHERE id = ${id} AND deleted_at IS NULL`;
    },

    async demote(id) {
      await sql`
        UPDATE users SET role = 'user', is_approved = false, token_version = token_version + 1, updated_at = now()
        WHERE id = ${id} AND role = 'admin'`;
    },
  };
}
