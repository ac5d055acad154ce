/** Tier rules: which group last month's figures earn an affiliate (docs/offers.md "Tier job"). */
import { addMonths, type CalendarDate } from "../shared/karachi_date.ts";

/** The figure a group's level-up condition reads. */
export type TierMetric =
  | "approvedConversions"
  | "approvedSaleAmount"
  | "approvedPayout";

/** A group as the tier job sees it. */
export interface TierGroup {
  id: number;
  name: string;
  rank: number;
  isDefault: boolean;
  /** The level-up condition; null: no automatic moves into this group. */
  condition: { metric: TierMetric; threshold: number } | null;
}

/** An affiliate's figures of one month: a count, and ledger minor units. */
export type TierFigures = Record<TierMetric, number>;

/** An Asia/Karachi month, "YYYY-MM". */
export type Month = string;

/** The month before the one `today` is in: the month whose figures a run on `today` reads. */
export function previousMonth(today: CalendarDate): Month {
  return addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
}

/** The cause a tier move of `month` records, unique per affiliate (affiliate_group_moves_tier_once). */
export function tierCause(month: Month): string {
  return `tier:${month}`;
}

/**
 * The group an affiliate belongs in: the highest-ranked group with a condition the figures meet (on a tie of rank,
 * the lower id, so every instance chooses alike), else the default group.
 */
export function tierTarget(
  groups: TierGroup[],
  figures: TierFigures,
): TierGroup {
  const met = groups
    .filter((g) =>
      g.condition && figures[g.condition.metric] >= g.condition.threshold
    )
    .sort((a, b) => b.rank - a.rank || a.id - b.id);
  const fallback = groups.find((g) => g.isDefault);
  const target = met[0] ?? fallback;
  if (!target) throw new Error("no default affiliate group");
  return target;
}
