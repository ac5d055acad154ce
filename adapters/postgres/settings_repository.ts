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
  payout_requires_product: boolean;
  maker_checker: boolean;
  withholding_tax: boolean;
  currency: string;
  risk_click_burst: number;
  risk_refund_rate_bp: number;
  risk_any_flag_holds: boolean;
  operator_name: string;
  operator_address: string;
  operator_ntn: string;
}

const toSettings = (row: SettingsRow | undefined): Settings =>
  row
    ? {
      minimumPayout: money(Number(row.minimum)),
      payoutRequiresProduct: row.payout_requires_product,
      makerChecker: row.maker_checker,
      withholdingTax: row.withholding_tax,
      currency: isCurrency(row.currency) ? row.currency : "USD",
      riskClickBurst: Number(row.risk_click_burst),
      riskRefundRateBp: Number(row.risk_refund_rate_bp),
      riskAnyFlagHolds: row.risk_any_flag_holds,
      operatorName: row.operator_name,
      operatorAddress: row.operator_address,
      operatorNtn: row.operator_ntn,
    }
    : DEFAULT_SETTINGS;

/** A settings repository on a connection or transaction. */
export function createPostgresSettingsRepository(
  sql: SqlClient,
): SettingsRepository {
  return {
    async get() {
      const [row] = await sql<SettingsRow[]>`
        SELECT minimum_payout_minor::text AS minimum, payout_requires_product, maker_checker, withholding_tax, currency,
          risk_click_burst, risk_refund_rate_bp, risk_any_flag_holds, operator_name, operator_address, operator_ntn
          FROM payout_settings`;
      return toSettings(row);
    },
    async getForUpdate() {
      const [row] = await sql<SettingsRow[]>`
        SELECT minimum_payout_minor::text AS minimum, payout_requires_product, maker_checker, withholding_tax, currency,
          risk_click_burst, risk_refund_rate_bp, risk_any_flag_holds, operator_name, operator_address, operator_ntn
          FROM payout_settings FOR UPDATE`;
      return toSettings(row);
    },
    async save(s) {
      await sql`
        INSERT INTO payout_settings (id, minimum_payout_minor, payout_requires_product, maker_checker,
          withholding_tax, currency, risk_click_burst, risk_refund_rate_bp, risk_any_flag_holds, operator_name,
          operator_address, operator_ntn)
        VALUES (true, ${s.minimumPayout}, ${s.payoutRequiresProduct}, ${s.makerChecker}, ${s.withholdingTax},
          ${s.currency}, ${s.riskClickBurst}, ${s.riskRefundRateBp}, ${s.riskAnyFlagHolds}, ${s.operatorName},
          ${s.operatorAddress}, ${s.operatorNtn})
        ON CONFLICT (id) DO UPDATE SET minimum_payout_minor = EXCLUDED.minimum_payout_minor,
          payout_requires_product = EXCLUDED.payout_requires_product,
          maker_checker = EXCLUDED.maker_checker, withholding_tax = EXCLUDED.withholding_tax,
          currency = EXCLUDED.currency, risk_click_burst = EXCLUDED.risk_click_burst,
          risk_refund_rate_bp = EXCLUDED.risk_refund_rate_bp, risk_any_flag_holds = EXCLUDED.risk_any_flag_holds,
          operator_name = EXCLUDED.operator_name, operator_address = EXCLUDED.operator_address,
          operator_ntn = EXCLUDED.operator_ntn, updated_at = now()`;
    },
  };
}
