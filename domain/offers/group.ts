/** Affiliate groups (tiers) and their level-up condition. See docs/offers.md. */
import { parseMoney } from "../shared/money.ts";
import { err, ok, type Result } from "../shared/result.ts";

/** What a level-up condition measures over a calendar month. */
export type LevelMetric =
  | "approvedConversions"
  | "approvedSaleAmount"
  | "approvedPayout";

/** The metrics, in the order forms list them. */
export const LEVEL_METRICS: readonly LevelMetric[] = [
  "approvedConversions",
  "approvedSaleAmount",
  "approvedPayout",
];

/** A level-up condition: a count of conversions, or ledger minor units for the money metrics. */
export interface LevelUp {
  metric: LevelMetric;
  threshold: number;
}

/** An affiliate group. */
export interface AffiliateGroup {
  id: number;
  name: string;
  rank: number;
  isDefault: boolean;
  levelUp: LevelUp | null;
  /** Affiliates in it (for the default group: everyone not placed elsewhere). */
  members: number;
}

/** A refused group field. */
export interface GroupInputError {
  code: "VALIDATION_ERROR";
  message: string;
}

const bad = (message: string) =>
  err<GroupInputError>({ code: "VALIDATION_ERROR", message });

/** Reads a group name: 1–100 characters after trimming. */
export function readGroupName(input: unknown): Result<string, GroupInputError> {
  const name = typeof input === "string" ? input.trim() : "";
  if (name.length < 1 || name.length > 100) {
    return bad("Group name must be 1 to 100 characters.");
  }
  return ok(name);
}

/** Reads a rank: a whole number from 0 to 1000000 (higher is a better tier). */
export function readRank(input: unknown): Result<number, GroupInputError> {
  if (
    typeof input !== "number" || !Number.isInteger(input) || input < 0 ||
    input > 1_000_000
  ) {
    return bad("rank must be a whole number from 0 to 1000000.");
  }
  return ok(input);
}

/**
 * Reads a level-up condition: null, or `{ metric, threshold }` where threshold is a whole count for
 * approvedConversions and ledger money (exact decimal text, up to 2 decimals) for the money metrics.
 */
export function readLevelUp(
  input: unknown,
): Result<LevelUp | null, GroupInputError> {
  if (input === null) return ok(null);
  if (typeof input !== "object" || input === undefined) {
    return bad("levelUp must be { metric, threshold } or null.");
  }
  const { metric, threshold } = input as Record<string, unknown>;
  if (!LEVEL_METRICS.includes(metric as LevelMetric)) {
    return bad(
      "levelUp.metric must be approvedConversions, approvedSaleAmount or approvedPayout.",
    );
  }
  if (metric === "approvedConversions") {
    const count = typeof threshold === "string" && /^\d+$/.test(threshold)
      ? Number(threshold)
      : threshold;
    if (
      typeof count !== "number" || !Number.isSafeInteger(count) || count < 0
    ) {
      return bad("levelUp.threshold must be a whole number of conversions.");
    }
    return ok({ metric, threshold: count });
  }
  const minor = parseMoney(threshold);
  if (minor === null || minor < 0) {
    return bad(
      'levelUp.threshold must be an amount of at least 0 with at most 2 decimals, e.g. "50000.00".',
    );
  }
  return ok({ metric: metric as LevelMetric, threshold: minor });
}
