/** Postgres AuthTokenRepository: hashed, single-use, expiring email tokens in auth_tokens. */
import type { SqlClient } from "./unit_of_work.ts";
import type { AuthTokenRepository } from "../../domain/auth/auth_token_repository.ts";

/** An AuthTokenRepository over postgres.js (a pool or a transaction). */
export function createPostgresAuthTokenRepository(
  sql: SqlClient,
): AuthTokenRepository {
  return {
    save: async (t) => {
      await sql`
        INSERT INTO auth_tokens (user_id, purpose, token_hash, expires_at)
        VALUES (${t.userId}, ${t.purpose}, ${t.tokenHash}, ${t.expiresAt})`;
    },
    consume: async (purpose, tokenHash, now) => {
      // One guarded UPDATE: of two concurrent uses of the same token exactly one sees a row.
      const [row] = await sql<{ user_id: number }[]>`
        UPDATE auth_tokens SET used_at = ${now}
        WHERE token_hash = ${tokenHash} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > ${now}
        RETURNING user_id`;
      return row ? row.user_id : null;
    },
    revokeAll: async (userId, purpose, now) => {
      await sql`
        UPDATE auth_tokens SET used_at = ${now}
        WHERE user_id = ${userId} AND purpose = ${purpose} AND used_at IS NULL`;
    },
  };
}
