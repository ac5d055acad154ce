/** Postgres admin metrics: pending profiles and pending payout requests. */
import type { AdminMetricsReader } from "../../domain/users/admin_metrics.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** Counts both queues in one round trip (they back a badge polled every minute). */
export function createPostgresAdminMetricsReader(
  sql: SqlClient,
): AdminMetricsReader {
  return {
    async read() {
      const [row] = await sql<
        {
          pending_profiles: number;
          pending_payouts: number;
          open_risk_flags: number;
        }[]
      >`
        SELECT
          (SELECT count(*)::int FROM profiles p JOIN users u ON u.id = p.user_id
            WHERE p.status = 'pending' AND u.deleted_at IS NULL) AS pending_profiles,
          (SELECT count(*)::int FROM payouts WHERE status = 'pending') AS pending_payouts,
          (SELECT count(*)::int FROM risk_flags WHERE status = 'open') AS open_risk_flags`;
      return {
        pendingProfiles: Number(row.pending_profiles),
        pendingPayouts: Number(row.pending_payouts),
        openRiskFlags: Number(row.open_risk_flags),
      };
    },
  };
}
