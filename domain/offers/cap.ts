/** Caps per offer and goal (optionally per affiliate): what they are and how they are read. See docs/offers.md. */
import { parseMoney } from "../shared/money.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { isGoalKey } from "./goal.ts";

/** A cap's period (Asia/Karachi day or calendar month). */
export type CapPeriod = "day" | "month";
/** What a cap counts: conversions, or affiliate payout in ledger minor units. */
export type CapUnit = "conversions" | "payout";

/** A cap as stored. */
export interface OfferCap {
  id: number;
  productId: number;
  goal: string;
  /** Null: the whole offer's cap, shared by every affiliate. */
  userId: number | null;
  period: CapPeriod;
  unit: CapUnit;
  /** A count, or ledger minor units. */
  limit: number;
  createdAt: Date;
  /** Set when removed or superseded by a newer cap of the same scope; null while live. */
  removedAt: Date | null;
}

/** A cap to add. */
export interface CapInput {
  productId: number;
  goal: string;
  userId: number | null;
  period: CapPeriod;
  unit: CapUnit;
  limit: number;
}

/** A refused cap field. */
export interface CapInputError {
  code: "VALIDATION_ERROR";
  message: string;
}

const bad = (message: string) =>
  err<CapInputError>({ code: "VALIDATION_ERROR", message });

/** Reads a cap from the wire; a payout limit is ledger money as exact decimal text, a conversions limit a count. */
export function readCap(input: unknown): Result<CapInput, CapInputError> {
  if (typeof input !== "object" || input === null) {
    return bad("Send the cap as an object.");
  }
  const b = input as Record<string, unknown>;
  if (typeof b.offerId !== "number" || !Number.isSafeInteger(b.offerId)) {
    return bad("offerId must be a product id.");
  }
  if (!isGoalKey(b.goal)) return bad("goal must be a goal key.");
  const userId = b.userId ?? null;
  if (
    userId !== null &&
    (typeof userId !== "number" || !Number.isSafeInteger(userId))
  ) {
    return bad("userId must be a user id.");
  }
  if (b.period !== "day" && b.period !== "month") {
    return bad("period must be day or month.");
  }
  if (b.unit !== "conversions" && b.unit !== "payout") {
    return bad("unit must be conversions or payout.");
  }
  let limit: number | null;
  if (b.unit === "payout") {
    limit = parseMoney(b.limit);
  } else {
    const n = typeof b.limit === "string" && /^\d+$/.test(b.limit)
      ? Number(b.limit)
      : b.limit;
    limit = typeof n === "number" && Number.isSafeInteger(n) ? n : null;
  }
  if (limit === null || limit < 0) {
    return bad(
      b.unit === "payout"
        ? 'limit must be an amount of at least 0 with at most 2 decimals, e.g. "5000.00".'
        : "limit must be a whole number of conversions.",
    );
  }
  return ok({
    productId: b.offerId,
    goal: b.goal,
    userId: userId as number | null,
    period: b.period,
    unit: b.unit,
    limit,
  });
}
