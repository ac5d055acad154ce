/** What a conversion earns under its rule, and the stored explanation that lets anyone recompute it. */
import { commissionOn } from "../products/commission_percent.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { Payout } from "./goal.ts";
import { type PayoutRule, type RuleLevel, ruleLevel } from "./payout_rule.ts";

/** What a percent is taken of: the sale amount, or the network's payout under a source's commissionBase payout. */
export type EarningBase = "sale" | "payout";

/** The explanation stored with every earning (offer_conversions.earning_rule). */
export interface EarningRule {
  /** The payout rule that made it; null when no rule was in force (the earning is then 0). */
  ruleId: number | null;
  level: RuleLevel;
  type: Payout["type"];
  /** Basis points for percent, ledger minor units for flat. */
  value: number;
  /** What a percent was taken of; null for flat. */
  base: EarningBase | null;
  /** The base amount in ledger minor units; null for flat. */
  baseAmount: number | null;
}

/** The figures of a conversion that a rule may take a percent of (ledger minor units). */
export interface ConversionFigures {
  /** The sale amount; null when the conversion has none (a flat goal reported without an amount). */
  amountMinor: number | null;
  /** What the network reports paying the operator, when it does. */
  reportedPayoutMinor: number | null;
  /** The source's commission base. */
  base: EarningBase;
}

/** An earning and why. */
export interface Earning {
  earningMinor: number;
  rule: EarningRule;
}

/**
 * The earning under `rule` (null: no rule in force, nothing earned): flat is its amount; percent is of the sale
 * amount, or of the reported payout under a payout base, rounded half up to a whole minor unit. A percent with no
 * base to take it of is refused with the reason.
 */
export function earningUnder(
  rule: PayoutRule | null,
  figures: ConversionFigures,
): Result<Earning, { reason: string }> {
  if (rule === null) {
    return ok({
      earningMinor: 0,
      rule: {
        ruleId: null,
        level: "global",
        type: "flat",
        value: 0,
        base: null,
        baseAmount: null,
      },
    });
  }
  const level = ruleLevel(rule);
  if (rule.payout.type === "flat") {
    return ok({
      earningMinor: rule.payout.value,
      rule: {
        ruleId: rule.id,
        level,
        type: "flat",
        value: rule.payout.value,
        base: null,
        baseAmount: null,
      },
    });
  }
  const baseAmount = figures.base === "payout"
    ? figures.reportedPayoutMinor
    : figures.amountMinor;
  if (baseAmount === null) {
    return err({
      reason: figures.base === "payout"
        ? "The source pays commission on the payout, and none was given."
        : "A percent payout needs the conversion's amount, and none was given.",
    });
  }
  return ok({
    earningMinor: commissionOn(baseAmount, rule.payout.value),
    rule: {
      ruleId: rule.id,
      level,
      type: "percent",
      value: rule.payout.value,
      base: figures.base,
      baseAmount,
    },
  });
}

/** Recomputes an earning from its stored explanation alone (the rule-history test holds every earning to this). */
export function recomputeEarning(rule: EarningRule): number {
  if (rule.type === "flat") return rule.value;
  return commissionOn(rule.baseAmount ?? 0, rule.value);
}

/**
 * The operator's revenue for a conversion: the network's reported payout when there is one, else the goal's revenue
 * rule (percent of the amount, or flat); null when neither says.
 */
export function revenueFor(
  revenue: Payout | null,
  figures: Pick<ConversionFigures, "amountMinor" | "reportedPayoutMinor">,
): number | null {
  if (figures.reportedPayoutMinor !== null) return figures.reportedPayoutMinor;
  if (revenue === null) return null;
  if (revenue.type === "flat") return revenue.value;
  if (figures.amountMinor === null) return null;
  return commissionOn(figures.amountMinor, revenue.value);
}

/** How an explanation names its level, e.g. "Gold group rate". */
function levelWords(level: RuleLevel, groupName: string | null): string {
  switch (level) {
    case "affiliate":
      return "your own rate";
    case "group":
      return `${groupName ?? "group"} group rate`;
    case "offer":
      return "offer rate";
    case "global":
      return "default rate";
  }
}

/**
 * The explanation in English, e.g. "12 % of Rs 2,500.00 sale (Gold group rate)" or "Rs 150.00 per lead (offer
 * rate)"; `formatAmount` writes ledger money (minor units) as the reader sees it.
 */
export function explainEarning(
  rule: EarningRule,
  goal: string,
  formatAmount: (minor: number) => string,
  groupName: string | null = null,
): string {
  const why = `(${levelWords(rule.level, groupName)})`;
  if (rule.ruleId === null) return `No payout rule in force ${why}`;
  if (rule.type === "flat") {
    return `${formatAmount(rule.value)} per ${goal} ${why}`;
  }
  const of = rule.base === "payout" ? "network payout" : goal;
  return `${rule.value / 100} % of ${
    formatAmount(rule.baseAmount ?? 0)
  } ${of} ${why}`;
}
