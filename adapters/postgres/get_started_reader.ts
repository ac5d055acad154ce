/** Postgres reader of the admin's "Get started" checklist (domain/insight/get_started.ts): one EXISTS per step. */
import type { GetStartedReader } from "../../domain/insight/get_started.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** Each step is done once the stored state shows it (see docs/first-week.md, "A path for a new operator"). */
export function createPostgresGetStartedReader(
  sql: SqlClient,
): GetStartedReader {
  return {
    async read() {
      const [row] = await sql<
        {
          settings: boolean;
          product: boolean;
          source: boolean;
          signup: boolean;
          approve: boolean;
          payout: boolean;
        }[]
      >`
        SELECT
          -- The per-action counts (0008), not the log itself: a key lookup however long the log grows.
          EXISTS (SELECT 1 FROM audit_log_action_count
            WHERE action IN ('Update Commission', 'Update Settings') AND n > 0) AS settings,
          EXISTS (SELECT 1 FROM products
            WHERE deleted_at IS NULL AND coalesce(destination_url, '') <> '') AS product,
          EXISTS (SELECT 1 FROM sources
            WHERE kind <> 'api' AND deleted_at IS NULL) AS source,
          EXISTS (SELECT 1 FROM users
            WHERE role = 'user' AND deleted_at IS NULL) AS signup,
          EXISTS (SELECT 1 FROM users
            WHERE role = 'user' AND is_approved AND deleted_at IS NULL) AS approve,
          EXISTS (SELECT 1 FROM payouts WHERE status = 'paid') AS payout`;
      return {
        settings: row.settings === true,
        product: row.product === true,
        source: row.source === true,
        signup: row.signup === true,
        approve: row.approve === true,
        payout: row.payout === true,
      };
    },
  };
}
