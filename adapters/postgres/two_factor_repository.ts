/** Postgres TwoFactorRepository: tables user_two_factor and two_factor_recovery_codes (0021). */
import type { SqlClient } from "./unit_of_work.ts";
import type {
  TwoFactorRecord,
  TwoFactorRepository,
} from "../../domain/auth/two_factor.ts";

interface Row {
  user_id: number;
  secret_sealed: string;
  enabled_at: Date | null;
  last_used_step: number;
}

/** A TwoFactorRepository over a pool or a transaction. */
export function createPostgresTwoFactorRepository(
  sql: SqlClient,
): TwoFactorRepository {
  const replaceRecoveryCodes = async (userId: number, hashes: string[]) => {
    await sql`DELETE FROM two_factor_recovery_codes WHERE user_id = ${userId}`;
    await sql`
      INSERT INTO two_factor_recovery_codes ${
      sql(hashes.map((hash) => ({ user_id: userId, code_hash: hash })))
    }`;
  };
  return {
    async find(userId) {
      const [row] = await sql<Row[]>`
        SELECT user_id, secret_sealed, enabled_at, last_used_step
        FROM user_two_factor WHERE user_id = ${userId}`;
      return row ? toRecord(row) : null;
    },
    async savePending(userId, secretSealed) {
      // A pending row is replaced (a new QR code); an enabled one never is.
      const rows = await sql`
        INSERT INTO user_two_factor (user_id, secret_sealed)
        VALUES (${userId}, ${secretSealed})
        ON CONFLICT (user_id) DO UPDATE
          SET secret_sealed = EXCLUDED.secret_sealed, last_used_step = 0, created_at = now()
          WHERE user_two_factor.enabled_at IS NULL
        RETURNING user_id`;
      return rows.length === 1;
    },
    async enable(userId, now, step, recoveryHashes) {
      const rows = await sql`
        UPDATE user_two_factor SET enabled_at = ${now}, last_used_step = ${step}
        WHERE user_id = ${userId} AND enabled_at IS NULL
        RETURNING user_id`;
      if (rows.length !== 1) return false;
      await replaceRecoveryCodes(userId, recoveryHashes);
      return true;
    },
    replaceRecoveryCodes,
    async endSessions(userId) {
      // The same move as a password reset: every token carrying the old version stops verifying.
      const [row] = await sql<{ token_version: number }[]>`
        UPDATE users SET token_version = token_version + 1, updated_at = now()
        WHERE id = ${userId} RETURNING token_version`;
      if (!row) throw new Error(`user ${userId} vanished`);
      return Number(row.token_version);
    },
    async useStep(userId, step) {
      const rows = await sql`
        UPDATE user_two_factor SET last_used_step = ${step}
        WHERE user_id = ${userId} AND last_used_step < ${step}
        RETURNING user_id`;
      return rows.length === 1;
    },
    async useRecoveryCode(userId, hash, now) {
      const rows = await sql`
        UPDATE two_factor_recovery_codes SET used_at = ${now}
        WHERE user_id = ${userId} AND code_hash = ${hash} AND used_at IS NULL
        RETURNING id`;
      return rows.length === 1;
    },
    async recoveryCodesLeft(userId) {
      const [row] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM two_factor_recovery_codes
        WHERE user_id = ${userId} AND used_at IS NULL`;
      return row.n;
    },
    async remove(userId) {
      await sql`DELETE FROM two_factor_recovery_codes WHERE user_id = ${userId}`;
      await sql`DELETE FROM user_two_factor WHERE user_id = ${userId}`;
    },
  };
}

function toRecord(row: Row): TwoFactorRecord {
  return {
    userId: row.user_id,
    secretSealed: row.secret_sealed,
    enabledAt: row.enabled_at,
    lastUsedStep: row.last_used_step,
  };
}
