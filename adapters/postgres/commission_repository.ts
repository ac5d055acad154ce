/** Postgres global commission (table commission_settings, one row). */
import type { CommissionRepository } from "../../domain/commission/commission_repository.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** A commission repository on a connection or transaction. */
export function createPostgresCommissionRepository(
  sql: SqlClient,
): CommissionRepository {
  return {
    async getGlobalBp() {
      const [row] = await sql<
        { bp: number }[]
      >`SELECT global_commission_bp AS bp FROM commission_settings`;
      return row ? Number(row.bp) : 5000;
    },
    async setGlobalBp(bp) {
      await sql`
        INSERT INTO commission_settings (id, global_commission_bp) VALUES (true, ${bp})
        ON CONFLICT (id) DO UPDATE SET global_commission_bp = EXCLUDED.global_commission_bp, updated_at = now()`;
    },
  };
}
