/** Use case: an affiliate's dated report for a range (default: today in Asia/Karachi). */
import type { Clock } from "../shared/clock.ts";
import { addDays, karachiDate } from "../shared/karachi_date.ts";
import { err, ok, type Result } from "../shared/result.ts";
import {
  type DateRange,
  type DateRangeError,
  parseDateRange,
} from "../stats/date_range.ts";
import { buildReport, type ReportRow } from "./build_report.ts";
import type { ReportRepository } from "./report_repository.ts";

/** The longest range a report covers, in days (ten years). */
export const MAX_REPORT_DAYS = 3660;

/** A report's range: both dates or neither (today in Asia/Karachi), at most ten years. */
export function reportRange(
  clock: Clock,
  startDate?: string | null,
  endDate?: string | null,
): Result<DateRange, DateRangeError> {
  const parsed = parseDateRange(startDate, endDate);
  if (!parsed.ok) return err(parsed.error);
  const today = karachiDate(clock.now());
  const range = parsed.value ?? { startDate: today, endDate: today };
  const days = (Date.parse(range.endDate) - Date.parse(range.startDate)) /
    86_400_000;
  if (days >= MAX_REPORT_DAYS) {
    return err({
      code: "VALIDATION_ERROR",
      message: "The date range cannot exceed ten years.",
    });
  }
  return ok(range);
}

/** Builds the report of `userId` between startDate and endDate (both optional together). */
export async function getUserReport(
  deps: { reports: ReportRepository; clock: Clock },
  input: { userId: number; startDate?: string | null; endDate?: string | null },
): Promise<Result<ReportRow[], DateRangeError>> {
  const checked = reportRange(deps.clock, input.startDate, input.endDate);
  if (!checked.ok) return checked;
  const range = checked.value;
  // The balance runs up to today: earnings that become available after today are not yet in it on any row.
  const today = karachiDate(deps.clock.now());
  const tomorrow = addDays(today, 1);
  const [figures, opening, ledgerDays] = await Promise.all([
    deps.reports.dailyFigures(input.userId, range),
    deps.reports.balanceBefore(
      input.userId,
      range.startDate < tomorrow ? range.startDate : tomorrow,
    ),
    deps.reports.ledgerDays(input.userId, {
      startDate: range.startDate,
      endDate: range.endDate < today ? range.endDate : today,
    }),
  ]);
  return ok(buildReport(range, figures, opening, ledgerDays));
}
