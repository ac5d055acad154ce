/** An offer's goals: what a conversion is (sale, lead, install, …) and what it pays. See docs/offers.md. */
import { exactPercent } from "../products/exact_percent.ts";
import { parseMoney } from "../shared/money.ts";
import { err, ok, type Result } from "../shared/result.ts";

/** The goal every offer has; its percent payout is the product's commission and its hold the refund policy. */
export const SALE_GOAL = "sale";

/** A goal key: 1–32 of a-z, 0-9 and _. */
export const GOAL_KEY_PATTERN = /^[a-z0-9_]{1,32}$/;

/** True when a value is a well-formed goal key. */
export function isGoalKey(value: unknown): value is string {
  return typeof value === "string" && GOAL_KEY_PATTERN.test(value);
}

/** The kinds of payout and revenue, in one table (docs/CONVENTIONS.md "Extension points"); the database's
 * payout_types holds the same rows (migration 0068). percent: of the conversion's base; flat: ledger money each. */
export const PAYOUT_TYPES = ["percent", "flat"] as const;

/** percent: of the conversion's base; flat: ledger money per conversion. */
export type PayoutType = typeof PAYOUT_TYPES[number];

/** A payout or revenue amount as stored: basis points (0–10000) for percent, ledger minor units for flat. */
export interface Payout {
  type: PayoutType;
  value: number;
}

/** One goal of an offer. */
export interface Goal {
  productId: number;
  key: string;
  name: string;
  /** The offer's current rate for the goal (the dated history is in payout rules, level offer). */
  payout: Payout;
  /** What the operator is paid per conversion; null: unknown unless the source reports a payout. */
  revenue: Payout | null;
  /** Days after the conversion (or its approval) before its earning is payable. */
  holdDays: number;
}

/** Why a payout on the wire was refused. */
export interface PayoutInputError {
  code: "VALIDATION_ERROR";
  message: string;
}

/**
 * Reads a payout from the wire: `{ type: "percent", value }` with value 0–100 (up to 2 decimals, as written) or
 * `{ type: "flat", value }` with value ledger money (exact decimal text or number, up to 2 decimals, at least 0).
 */
export function readPayout(
  input: unknown,
  field = "payout",
): Result<Payout, PayoutInputError> {
  const bad = (message: string) =>
    err<PayoutInputError>({ code: "VALIDATION_ERROR", message });
  if (typeof input !== "object" || input === null) {
    return bad(`${field} must be { type: "percent" | "flat", value }.`);
  }
  const { type, value } = input as { type?: unknown; value?: unknown };
  if (type === "percent") {
    const exact = exactPercent(value);
    if (!exact || exact.belowZero || exact.aboveHundred) {
      return bad(`${field}.value must be a percent between 0 and 100.`);
    }
    return ok({ type, value: exact.basisPoints });
  }
  if (type === "flat") {
    const minor = parseMoney(value);
    if (minor === null || minor < 0) {
      return bad(
        `${field}.value must be an amount of at least 0 with at most 2 decimals, e.g. "150.00".`,
      );
    }
    return ok({ type, value: minor });
  }
  return bad(`${field}.type must be percent or flat.`);
}

/** A payout for the wire: a percent as a number (12.5), a flat amount as exact decimal text ("150.00"). */
export function payoutOnWire(
  payout: Payout,
): { type: "percent"; value: number } | { type: "flat"; value: string } {
  if (payout.type === "percent") {
    return { type: "percent", value: payout.value / 100 };
  }
  const abs = Math.abs(payout.value);
  return {
    type: "flat",
    value: `${payout.value < 0 ? "-" : ""}${Math.floor(abs / 100)}.${
      String(abs % 100).padStart(2, "0")
    }`,
  };
}
