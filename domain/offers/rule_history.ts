/** A rule's place in its history: in force now at its level, superseded by a later start, or scheduled. */
import type { PayoutRule } from "./payout_rule.ts";

/** Where a rule stands now within its scope (offer, goal, group or affiliate). */
export type RuleState = "in_force" | "superseded" | "scheduled";

const scopeOf = (r: PayoutRule) =>
  `${r.productId ?? ""}|${r.goal}|${r.groupId ?? ""}|${r.userId ?? ""}`;

/** The state of each rule (by id) among `rules`, which must hold every rule of each scope listed. */
export function ruleStates(
  rules: readonly PayoutRule[],
  now: Date,
): Map<number, RuleState> {
  const current = new Map<string, PayoutRule>();
  for (const r of rules) {
    if (r.startsAt.getTime() > now.getTime()) continue;
    const best = current.get(scopeOf(r));
    if (
      !best || r.startsAt.getTime() > best.startsAt.getTime() ||
      (r.startsAt.getTime() === best.startsAt.getTime() && r.id > best.id)
    ) current.set(scopeOf(r), r);
  }
  const states = new Map<number, RuleState>();
  for (const r of rules) {
    states.set(
      r.id,
      r.startsAt.getTime() > now.getTime()
        ? "scheduled"
        : current.get(scopeOf(r))?.id === r.id
        ? "in_force"
        : "superseded",
    );
  }
  return states;
}
