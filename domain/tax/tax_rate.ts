/** Withholding tax rates: dated rows naming their category and ordinance section, never edited once added. */
import { err, ok, type Result } from "../shared/result.ts";
import { type CalendarDate, isCalendarDate } from "../shared/karachi_date.ts";
import { exactPercent } from "../products/exact_percent.ts";

/** One row of the rate table. */
export interface TaxRate {
  id: number;
  category: string;
  section: string;
  filerBp: number;
  nonFilerBp: number;
  effectiveFrom: CalendarDate;
  /** Only rows that apply to payouts are candidates for a payout's rate; the others are kept for reference. */
  appliesToPayouts: boolean;
  createdAt: Date;
}

/** A new row, validated. */
export type NewTaxRate = Omit<TaxRate, "id" | "createdAt">;

/** The messages of the rate rules (shared with the tax rates page). */
export const TAX_RATE_MESSAGES = {
  category: "Category is required (at most 200 characters).",
  section: "Ordinance section is required (at most 100 characters), e.g. 233.",
  filerPercent: "Filer rate must be a percent between 0 and 100.",
  nonFilerPercent: "Non-filer rate must be a percent between 0 and 100.",
  effectiveFrom: "Effective from must be a date (YYYY-MM-DD).",
  appliesToPayouts: "appliesToPayouts must be true or false.",
} as const;

/** A refused rate. */
export interface TaxRateInvalid {
  code: "VALIDATION_ERROR";
  message: string;
  field: keyof typeof TAX_RATE_MESSAGES;
}

/** The rate a payee pays: the filer rate on the Active Taxpayers List, else (or with no profile) the non-filer rate. */
export function rateBpFor(rate: TaxRate, filer: boolean): number {
  return filer ? rate.filerBp : rate.nonFilerBp;
}

/** Checks a new rate row `{ category, section, filerPercent, nonFilerPercent, effectiveFrom, appliesToPayouts? }`. */
export function validateTaxRate(
  body: Record<string, unknown>,
): Result<NewTaxRate, TaxRateInvalid> {
  const refuse = (field: keyof typeof TAX_RATE_MESSAGES) =>
    err({
      code: "VALIDATION_ERROR" as const,
      message: TAX_RATE_MESSAGES[field],
      field,
    });
  const text = (v: unknown, max: number) =>
    typeof v === "string" && v.trim() !== "" && v.trim().length <= max
      ? v.trim()
      : null;
  const category = text(body.category, 200);
  if (!category) return refuse("category");
  const section = text(body.section, 100);
  if (!section) return refuse("section");
  const percent = (v: unknown) => {
    if (typeof v !== "number" && typeof v !== "string") return null;
    const p = exactPercent(v);
    return p && !p.belowZero && !p.aboveHundred ? p.basisPoints : null;
  };
  const filerBp = percent(body.filerPercent);
  if (filerBp === null) return refuse("filerPercent");
  const nonFilerBp = percent(body.nonFilerPercent);
  if (nonFilerBp === null) return refuse("nonFilerPercent");
  const effectiveFrom = typeof body.effectiveFrom === "string"
    ? body.effectiveFrom.trim()
    : null;
  if (!isCalendarDate(effectiveFrom)) return refuse("effectiveFrom");
  const applies = body.appliesToPayouts === undefined
    ? true
    : body.appliesToPayouts;
  if (typeof applies !== "boolean") return refuse("appliesToPayouts");
  return ok({
    category,
    section,
    filerBp,
    nonFilerBp,
    effectiveFrom,
    appliesToPayouts: applies,
  });
}
