/** Postgres adapter for the one-time first-run setup links (table setup_links, 0016). */
import type { SqlClient } from "./unit_of_work.ts";
import type { SetupLinkRepository } from "../../domain/setup/setup_repos.ts";

/** The advisory lock class of setup work (the migration number); one key, since there is one first admin. */
const SETUP_LOCK_CLASS = 16;

/** Setup links over a connection or a transaction (lock() only means something inside a transaction). */
export function createPostgresSetupLinkRepository(
  sql: SqlClient,
): SetupLinkRepository {
  return {
    async lock() {
      await sql`SELECT pg_advisory_xact_lock(${SETUP_LOCK_CLASS}::integer, 0)`;
    },
    async adminExists() {
      const [row] = await sql<{ exists: boolean }[]>`
        SELECT EXISTS (
          SELECT 1 FROM users WHERE role = 'admin' AND deleted_at IS NULL
        ) AS exists`;
      return row.exists;
    },
    async findByHash(tokenHash) {
      const [row] = await sql<{ id: number; used_at: Date | null }[]>`
        SELECT id, used_at FROM setup_links WHERE token_hash = ${tokenHash}`;
      return row ? { id: row.id, usedAt: row.used_at } : null;
    },
    async add(tokenHash) {
      await sql`INSERT INTO setup_links (token_hash) VALUES (${tokenHash})`;
    },
    async markAllUsed(userId, at) {
      await sql`
        UPDATE setup_links SET used_at = ${at}, used_by = ${userId}
        WHERE used_at IS NULL`;
    },
  };
}
