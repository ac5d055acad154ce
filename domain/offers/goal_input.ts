/** Reads the goals list of PUT /api/admin/products/{id}/goals. See docs/offers.md. */
import { err, ok, type Result } from "../shared/result.ts";
import { type Goal, isGoalKey, readPayout, SALE_GOAL } from "./goal.ts";

/** A refused goals list. */
export interface GoalInputError {
  code: "VALIDATION_ERROR" | "SALE_GOAL_REQUIRED";
  message: string;
}

const bad = (
  message: string,
  code: GoalInputError["code"] = "VALIDATION_ERROR",
) => err<GoalInputError>({ code, message });

/** Reads and checks a goals list: keys well formed and unique, the sale goal present, holds 0–365 days. */
export function readGoals(
  productId: number,
  input: unknown,
): Result<Goal[], GoalInputError> {
  const list = Array.isArray(input)
    ? input
    : (input as { goals?: unknown } | null)?.goals;
  if (!Array.isArray(list)) return bad("Send the goals as a list.");
  if (list.length > 50) return bad("An offer has at most 50 goals.");
  const goals: Goal[] = [];
  const seen = new Set<string>();
  for (const [i, item] of list.entries()) {
    const at = `goals[${i}]`;
    if (typeof item !== "object" || item === null) {
      return bad(`${at} must be an object.`);
    }
    const g = item as Record<string, unknown>;
    if (!isGoalKey(g.key)) {
      return bad(`${at}.key must be 1 to 32 of a-z, 0-9 and _.`);
    }
    if (seen.has(g.key)) return bad(`Goal key "${g.key}" is listed twice.`);
    seen.add(g.key);
    const name = typeof g.name === "string" ? g.name.trim() : "";
    if (name.length < 1 || name.length > 100) {
      return bad(`${at}.name must be 1 to 100 characters.`);
    }
    const payout = readPayout(g.payout, `${at}.payout`);
    if (!payout.ok) return err(payout.error);
    let revenue = null;
    if (g.revenue !== null && g.revenue !== undefined) {
      const read = readPayout(g.revenue, `${at}.revenue`);
      if (!read.ok) return err(read.error);
      revenue = read.value;
    }
    const holdDays = g.holdDays ?? 0;
    if (
      typeof holdDays !== "number" || !Number.isInteger(holdDays) ||
      holdDays < 0 || holdDays > 365
    ) {
      return bad(`${at}.holdDays must be a whole number from 0 to 365.`);
    }
    goals.push({
      productId,
      key: g.key,
      name,
      payout: payout.value,
      revenue,
      holdDays,
    });
  }
  if (!seen.has(SALE_GOAL)) {
    return bad(
      "Every offer keeps its sale goal; change its payout instead of removing it.",
      "SALE_GOAL_REQUIRED",
    );
  }
  return ok(goals);
}
