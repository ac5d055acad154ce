/** Postgres withholding tax: profiles (tax_profiles), the rate table (tax_rates) and the monthly report (0019). */
import { money } from "../../domain/shared/money.ts";
import {
  addMonths,
  karachiDate,
  karachiStartOfDay,
} from "../../domain/shared/karachi_date.ts";
import type { TaxIdType, TaxProfile } from "../../domain/tax/tax_profile.ts";
import type { TaxRate } from "../../domain/tax/tax_rate.ts";
import type {
  TaxLookup,
  TaxProfileRepository,
  TaxRateRepository,
  TaxReportReader,
} from "../../domain/tax/tax_repos.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface RateRow {
  id: number;
  category: string;
  section: string;
  filer_bp: number;
  non_filer_bp: number;
  effective_from: string;
  applies_to_payouts: boolean;
  created_at: Date;
}

const toRate = (r: RateRow): TaxRate => ({
  id: Number(r.id),
  category: r.category,
  section: r.section,
  filerBp: Number(r.filer_bp),
  nonFilerBp: Number(r.non_filer_bp),
  effectiveFrom: r.effective_from,
  appliesToPayouts: r.applies_to_payouts,
  createdAt: new Date(r.created_at),
});

interface ProfileRow {
  id_type: TaxIdType;
  id_number: string;
  filer: boolean;
  updated_at: Date;
}

const toProfile = (r: ProfileRow): TaxProfile => ({
  idType: r.id_type,
  idNumber: r.id_number,
  filer: r.filer,
  updatedAt: new Date(r.updated_at),
});

/** Profiles, rates, the payment's lookup and the monthly report over a connection or a transaction. */
export function createPostgresTaxRepository(
  sql: SqlClient,
): TaxProfileRepository & TaxRateRepository & TaxLookup & TaxReportReader {
  const rateColumns = sql`id, category, section, filer_bp, non_filer_bp,
    to_char(effective_from, 'YYYY-MM-DD') AS effective_from, applies_to_payouts, created_at`;
  const getProfile = async (userId: number) => {
    const rows = await sql<ProfileRow[]>`
      SELECT id_type, id_number, filer, updated_at FROM tax_profiles WHERE user_id = ${userId}`;
    return rows.length ? toProfile(rows[0]) : null;
  };
  const payoutRateOn = async (date: string) => {
    const rows = await sql<RateRow[]>`
      SELECT ${rateColumns} FROM tax_rates
      WHERE applies_to_payouts AND effective_from <= ${date}::date
      ORDER BY effective_from DESC, id DESC LIMIT 1`;
    return rows.length ? toRate(rows[0]) : null;
  };
  return {
    get: getProfile,
    async profilesOf(userIds) {
      const rows = await sql<(ProfileRow & { user_id: number })[]>`
        SELECT user_id, id_type, id_number, filer, updated_at FROM tax_profiles
        WHERE user_id = ANY(${userIds}::bigint[])`;
      return new Map(rows.map((r) => [Number(r.user_id), toProfile(r)]));
    },
    async save(userId, p) {
      const [row] = await sql<ProfileRow[]>`
        INSERT INTO tax_profiles (user_id, id_type, id_number, filer)
        VALUES (${userId}, ${p.idType}, ${p.idNumber}, ${p.filer})
        ON CONFLICT (user_id) DO UPDATE SET id_type = EXCLUDED.id_type, id_number = EXCLUDED.id_number,
          filer = EXCLUDED.filer, updated_at = now()
        RETURNING id_type, id_number, filer, updated_at`;
      return toProfile(row);
    },
    async list() {
      const rows = await sql<RateRow[]>`
        SELECT ${rateColumns} FROM tax_rates ORDER BY effective_from DESC, id DESC`;
      return rows.map(toRate);
    },
    async add(rate, adminId) {
      const [row] = await sql<RateRow[]>`
        INSERT INTO tax_rates (category, section, filer_bp, non_filer_bp, effective_from, applies_to_payouts,
                               created_by)
        VALUES (${rate.category}, ${rate.section}, ${rate.filerBp}, ${rate.nonFilerBp}, ${rate.effectiveFrom},
                ${rate.appliesToPayouts}, ${adminId})
        RETURNING ${rateColumns}`;
      return toRate(row);
    },
    payoutRateOn,
    async month(month) {
      const from = karachiStartOfDay(`${month}-01`);
      const to = karachiStartOfDay(addMonths(`${month}-01`, 1));
      const rows = await sql<
        {
          id: number;
          name: string;
          email: string;
          tax_id_number: string | null;
          tax_filer: boolean;
          amount_minor: number;
          tax_rate_bp: number;
          tax_minor: number;
          decided_at: Date;
          category: string | null;
          section: string | null;
        }[]
      >`
        SELECT p.id, u.name, u.email, p.tax_id_number, p.tax_filer, p.amount_minor, p.tax_rate_bp, p.tax_minor,
               p.decided_at, r.category, r.section
        FROM payouts p
        JOIN users u ON u.id = p.user_id
        LEFT JOIN tax_rates r ON r.id = p.tax_rate_id
        WHERE p.tax_minor IS NOT NULL AND p.status = 'paid'
          AND p.decided_at >= ${from} AND p.decided_at < ${to}
        ORDER BY p.decided_at, p.id`;
      return rows.map((r) => {
        const gross = Number(r.amount_minor);
        const tax = Number(r.tax_minor);
        const paidAt = new Date(r.decided_at);
        return {
          payoutId: Number(r.id),
          payeeName: r.name,
          payeeEmail: r.email,
          idNumber: r.tax_id_number,
          filer: r.tax_filer,
          gross: money(gross),
          rateBp: Number(r.tax_rate_bp),
          tax: money(tax),
          net: money(gross - tax),
          paidAt,
          paidOn: karachiDate(paidAt),
          category: r.category,
          section: r.section,
        };
      });
    },
  };
}
