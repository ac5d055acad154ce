/** DateRange: an inclusive range of Asia/Karachi calendar dates. */
import { type CalendarDate, isCalendarDate } from "../shared/karachi_date.ts";
import { err, ok, type Result } from "../shared/result.ts";

/** From startDate to endDate, both included. */
export interface DateRange {
  startDate: CalendarDate;
  endDate: CalendarDate;
}

/** A range a caller got wrong. */
export interface DateRangeError {
  code: "VALIDATION_ERROR";
  message: string;
}

/**
 * Reads optional startDate/endDate query values: neither gives null (all time), one alone or a bad date is an
 * error, and the end cannot be before the start.
 */
export function parseDateRange(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
): Result<DateRange | null, DateRangeError> {
  if (!startDate && !endDate) return ok(null);
  if (!startDate || !endDate) {
    return err({
      code: "VALIDATION_ERROR",
      message: "Both start and end dates are required.",
    });
  }
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) {
    return err({
      code: "VALIDATION_ERROR",
      message: "Dates must be in YYYY-MM-DD format.",
    });
  }
  if (endDate < startDate) {
    return err({
      code: "VALIDATION_ERROR",
      message: "End date cannot be before start date.",
    });
  }
  return ok({ startDate, endDate });
}
