/** Postgres payout settings (table payout_settings, one row of typed columns, migrations/0019). */
import { money } from "../../domain/shared/money.ts";
import { isCurrency } from "../../domain/shared/currency.ts";
import {
  DEFAULT_SETTINGS,
  type Settings,
} from "../../domain/settings/settings.ts";
import type { SettingsRepository } from "../../domain/settings/settings_repos.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface SettingsRow {
  minimum: string;
  maker_checker: boolean;
  withholding_tax: boolean;
  currency: string;
}

const toSettings = (row: SettingsRow | undefined): Settings =>
  row
    ? {
      minimumPayout: money(Number(row.minimum)),
      makerChecker: row.maker_checker,
      withholdingTax: row.withholding_tax,
      currency: isCurrency(row.currency) ? row.currency : "USD",
    }
    : DEFAULT_SETTINGS;

/** A settings repository on a connection or transaction. */
export function createPostgresSettingsRepository(
  sql: SqlClient,
): SettingsRepository {
  return {
    async get() {
      const [row] = await sql<SettingsRow[]>`
        SELECT minimum_payout_minor::text AS minimum, maker_checker, withholding_tax, currency FROM payout_settings`;
      return toSettings(row);
    },
    async getForUpdate() {
      const [row] = await sql<SettingsRow[]>`
        SELECT minimum_payout_minor::text AS minimum, maker_checker, withholding_tax, currency FROM payout_settings FOR UPDATE`;
      return toSettings(row);
    },
    async save(s) {
      await sql`
        INSERT INTO payout_settings (id, minimum_payout_minor, maker_checker, withholding_tax, currency)
        VALUES (true, ${s.minimumPayout}, ${s.makerChecker}, ${s.withholdingTax}, ${s.currency})
        ON CONFLICT (id) DO UPDATE SET minimum_payout_minor = EXCLUDED.minimum_payout_minor,
          maker_checker = EXCLUDED.maker_checker, withholding_tax = EXCLUDED.withholding_tax,
          currency = EXCLUDED.currency, updated_at = now()`;
    },
  };
}
