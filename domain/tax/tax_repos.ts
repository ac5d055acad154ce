/** The tax area's ports: profiles, the rate table, the lookup a payment makes, and the monthly report. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { SettingsReader } from "../settings/settings_repos.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { CalendarDate } from "../shared/karachi_date.ts";
import type { Money } from "../shared/money.ts";
import type { TaxIdType, TaxProfile } from "./tax_profile.ts";
import type { NewTaxRate, TaxRate } from "./tax_rate.ts";
import type { RiskRepository } from "../risk/risk_repos.ts";

/** What paying a payout looks up, inside its transaction. */
export interface TaxLookup {
  /** The payees' tax profiles by user id; a user without one is absent (the non-filer rate applies). */
  profilesOf(userIds: number[]): Promise<Map<number, TaxProfile>>;
  /** The row applying to payouts paid on `date` (latest effective_from <= date, newest row on ties), or null. */
  payoutRateOn(date: CalendarDate): Promise<TaxRate | null>;
}

/** Affiliates' tax profiles. */
export interface TaxProfileRepository {
  get(userId: number): Promise<TaxProfile | null>;
  save(
    userId: number,
    profile: { idType: TaxIdType; idNumber: string; filer: boolean },
  ): Promise<TaxProfile>;
}

/** The rate table (append-only). */
export interface TaxRateRepository {
  /** Every row, latest effective date first (newest row first on ties). */
  list(): Promise<TaxRate[]>;
  add(rate: NewTaxRate, adminId: number): Promise<TaxRate>;
  payoutRateOn(date: CalendarDate): Promise<TaxRate | null>;
}

/** One paid payout that withheld tax, as the monthly report lists it. */
export interface TaxReportRow {
  payoutId: number;
  payeeName: string;
  payeeEmail: string;
  idNumber: string | null;
  filer: boolean;
  gross: Money;
  rateBp: number;
  tax: Money;
  net: Money;
  paidAt: Date;
  /** The Asia/Karachi date it was paid. */
  paidOn: CalendarDate;
  category: string | null;
  section: string | null;
}

/** The withholding report: paid payouts of one Asia/Karachi month that withheld tax, in payment order. */
export interface TaxReportReader {
  month(month: string): Promise<TaxReportRow[]>;
}

/** Repositories an admin's rate change writes together. */
export interface TaxRateRepos {
  rates: TaxRateRepository;
  audit: AuditRepository;
}

/** Repositories an affiliate's tax profile change writes. */
export interface TaxProfileRepos {
  profiles: TaxProfileRepository;
  risk: RiskRepository;
}

/** Withholding tax: profiles, rates and the monthly report (read), profile and rate changes (write). */
export interface TaxServices {
  reader: TaxProfileRepository & TaxRateRepository & TaxReportReader;
  settings: SettingsReader;
  profileUow: UnitOfWork<TaxProfileRepos>;
  rateUow: UnitOfWork<TaxRateRepos>;
}
