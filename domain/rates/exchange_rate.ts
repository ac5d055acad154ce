/** Exchange rates: dated rows of ledger units per one unit of another currency, exact decimal text, never edited. */
import { type CalendarDate, isCalendarDate } from "../shared/karachi_date.ts";
import { err, ok, type Result } from "../shared/result.ts";

/** One row of the rate table. */
export interface ExchangeRate {
  id: number;
  /** The ISO 4217 code converted from (never the ledger's). */
  currency: string;
  /** The Asia/Karachi date from which the rate is in force. */
  date: CalendarDate;
  /** Ledger units per one unit of `currency`, as the admin wrote it (normalised: no leading zeros, no trailing ones). */
  rate: string;
  /** The admin who added it. */
  createdBy: number | null;
  createdAt: Date;
}

/** A new row, validated. */
export type NewExchangeRate = Pick<ExchangeRate, "currency" | "date" | "rate">;

/** The messages of the rate rules (shared with the exchange rates page). */
export const EXCHANGE_RATE_MESSAGES = {
  currency: "Currency must be a three-letter ISO 4217 code, e.g. USD.",
  ledgerCurrency:
    "That is the ledger's own currency; rates are for other currencies.",
  date: "Date must be a date (YYYY-MM-DD).",
  rate:
    "Rate must be a positive decimal written as text, at most 12 digits before the point and 10 after, e.g. 278.45.",
} as const;

/** A refused rate. */
export interface ExchangeRateInvalid {
  code: "VALIDATION_ERROR";
  message: string;
  field: "currency" | "date" | "rate";
}

const RATE_TEXT = /^(\d{1,12})(?:\.(\d{1,10}))?$/;

/**
 * Reads a rate written as decimal text (a JSON number is accepted through its exact source text): positive, at most
 * 12 whole digits and 10 decimals. Normalised so that equal rates read the same ("0278.450" → "278.45"); null otherwise.
 */
export function parseRate(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const match = RATE_TEXT.exec(input.trim());
  if (!match) return null;
  const whole = match[1].replace(/^0+(?=\d)/, "");
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (/^0*$/.test(whole + fraction)) return null;
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Checks `{ currency, date, rate }` against the ledger's currency. */
export function validateExchangeRate(
  body: Record<string, unknown>,
  ledgerCurrency: string,
): Result<NewExchangeRate, ExchangeRateInvalid> {
  const refuse = (
    field: ExchangeRateInvalid["field"],
    message: string = EXCHANGE_RATE_MESSAGES[field],
  ) => err({ code: "VALIDATION_ERROR" as const, message, field });
  const currency = typeof body.currency === "string" &&
      /^[A-Za-z]{3}$/.test(body.currency.trim())
    ? body.currency.trim().toUpperCase()
    : null;
  if (!currency) return refuse("currency");
  if (currency === ledgerCurrency) {
    return refuse("currency", EXCHANGE_RATE_MESSAGES.ledgerCurrency);
  }
  const date = typeof body.date === "string" ? body.date.trim() : null;
  if (!isCalendarDate(date)) return refuse("date");
  const rate = parseRate(
    typeof body.rate === "number" ? String(body.rate) : body.rate,
  );
  if (rate === null) return refuse("rate");
  return ok({ currency, date, rate });
}
