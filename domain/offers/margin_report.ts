/**
 * The margin report (docs/offers.md "Margin report"): revenue, affiliate payout, withholding tax and margin per
 * offer, affiliate, source or goal over a period, with totals and a daily series, read from the margin rollups.
 */
import type { CalendarDate } from "../shared/karachi_date.ts";
import { type MoneyTotal, moneyTotal } from "../shared/money.ts";
import type { DateRange } from "../stats/date_range.ts";
import type { SettingsReader } from "../settings/settings_repos.ts";

/** What the rows are per. */
export const MARGIN_GROUPS = ["offer", "affiliate", "source", "goal"] as const;
/** One of MARGIN_GROUPS. */
export type MarginGroupBy = typeof MARGIN_GROUPS[number];

/** The sums of one row or day, in minor units (sums may pass 2^53: bigint). */
export interface MarginSums {
  conversions: bigint;
  revenue: bigint;
  payout: bigint;
}

/** One group's sums as the reader answers them. */
export interface MarginGroupSums extends MarginSums {
  /** The offer's, affiliate's or source's id as text, or the goal's key. */
  key: string;
  name: string;
  /** The affiliate's email (affiliate rows only). */
  email?: string;
}

/** What the reader answers for a period. */
export interface MarginFacts {
  groups: MarginGroupSums[];
  /** Days with figures only (the rest are zero). */
  days: (MarginSums & { date: CalendarDate })[];
  /** Tax withheld from payouts paid in the period, per affiliate (user id → minor units). */
  withheld: Map<number, bigint>;
  /** Names of affiliates who had tax withheld but no row (groupBy affiliate). */
  names: Map<number, { name: string; email: string }>;
}

/** The read port: rollups only, never raw conversions. */
export interface MarginReader {
  read(range: DateRange, groupBy: MarginGroupBy): Promise<MarginFacts>;
}

/** What the margin router reads: the rollups and the ledger currency (services.margin). */
export interface MarginServices {
  reader: MarginReader;
  settings: SettingsReader;
}

/** One row of the report. */
export interface MarginRow {
  key: string;
  name: string;
  email?: string;
  conversions: number;
  revenue: MoneyTotal;
  affiliatePayout: MoneyTotal;
  withholdingTax: MoneyTotal;
  margin: MoneyTotal;
}

/** The report. */
export interface MarginReport {
  from: CalendarDate;
  to: CalendarDate;
  groupBy: MarginGroupBy;
  rows: MarginRow[];
  totals: Omit<MarginRow, "key" | "name" | "email">;
  days: {
    date: CalendarDate;
    conversions: number;
    revenue: MoneyTotal;
    affiliatePayout: MoneyTotal;
    margin: MoneyTotal;
  }[];
}

/**
 * Splits `total` over `weights` in proportion, in whole minor units, so the parts add up to `total` exactly
 * (largest remainder; ties to the earlier weight). Non-positive weights get nothing; all zero: nothing is split.
 */
export function apportion(total: bigint, weights: bigint[]): bigint[] {
  const positive = weights.map((w) => (w > 0n ? w : 0n));
  const sum = positive.reduce((a, b) => a + b, 0n);
  if (sum === 0n || total === 0n) return weights.map(() => 0n);
  const parts = positive.map((w) => (total * w) / sum);
  let left = total - parts.reduce((a, b) => a + b, 0n);
  const order = positive
    .map((w, i) => ({ i, rest: (total * w) % sum }))
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left <= 0n) break;
    if (positive[i] === 0n) continue;
    parts[i] += 1n;
    left -= 1n;
  }
  return parts;
}

/**
 * Builds the report from the reader's facts. Margin = revenue − affiliate payout: withholding tax is part of the
 * affiliate's payout that the operator remits for them, not a cost of its own. Withholding per affiliate row is the
 * tax withheld from that affiliate's payouts paid in the period; for other groupings the period's withheld total is
 * apportioned to the rows by affiliate payout.
 */
export function buildMarginReport(
  range: DateRange,
  groupBy: MarginGroupBy,
  facts: MarginFacts,
  allDays: CalendarDate[],
): MarginReport {
  const groups = [...facts.groups];
  if (groupBy === "affiliate") {
    const present = new Set(groups.map((g) => g.key));
    for (const [userId, tax] of facts.withheld) {
      if (tax === 0n || present.has(String(userId))) continue;
      const who = facts.names.get(userId);
      groups.push({
        key: String(userId),
        name: who?.name ?? `#${userId}`,
        email: who?.email ?? "",
        conversions: 0n,
        revenue: 0n,
        payout: 0n,
      });
    }
  }
  const withheldTotal = [...facts.withheld.values()].reduce(
    (a, b) => a + b,
    0n,
  );
  const taxes = groupBy === "affiliate"
    ? groups.map((g) => facts.withheld.get(Number(g.key)) ?? 0n)
    : apportion(withheldTotal, groups.map((g) => g.payout));
  const rows = groups.map((g, i): MarginRow & { sortMargin: bigint } => ({
    key: g.key,
    name: g.name,
    ...(g.email === undefined ? {} : { email: g.email }),
    conversions: Number(g.conversions),
    revenue: moneyTotal(g.revenue),
    affiliatePayout: moneyTotal(g.payout),
    withholdingTax: moneyTotal(taxes[i]),
    margin: moneyTotal(g.revenue - g.payout),
    sortMargin: g.revenue - g.payout,
  }));
  rows.sort((a, b) =>
    b.sortMargin > a.sortMargin
      ? 1
      : b.sortMargin < a.sortMargin
      ? -1
      : a.name.localeCompare(b.name) || a.key.localeCompare(b.key)
  );
  let conversions = 0n, revenue = 0n, payout = 0n;
  for (const g of groups) {
    conversions += g.conversions;
    revenue += g.revenue;
    payout += g.payout;
  }
  const byDate = new Map(facts.days.map((d) => [d.date, d]));
  return {
    from: range.startDate,
    to: range.endDate,
    groupBy,
    rows: rows.map(({ sortMargin: _, ...row }) => row),
    totals: {
      conversions: Number(conversions),
      revenue: moneyTotal(revenue),
      affiliatePayout: moneyTotal(payout),
      withholdingTax: moneyTotal(withheldTotal),
      margin: moneyTotal(revenue - payout),
    },
    days: allDays.map((date) => {
      const d = byDate.get(date);
      const r = d?.revenue ?? 0n;
      const p = d?.payout ?? 0n;
      return {
        date,
        conversions: Number(d?.conversions ?? 0n),
        revenue: moneyTotal(r),
        affiliatePayout: moneyTotal(p),
        margin: moneyTotal(r - p),
      };
    }),
  };
}
