/**
 * Postgres margin report reader: the margin rollups of 0045 (never margin_daily's fine rows, never raw conversions)
 * and the tax withheld from payouts paid in the period. Sums are read as decimal text (they may pass 2^53).
 */
import type {
  MarginGroupSums,
  MarginReader,
} from "../../domain/offers/margin_report.ts";
import { addDays } from "../../domain/shared/karachi_date.ts";
import type { DateRange } from "../../domain/stats/date_range.ts";
import { rangeParts } from "./overview_repository.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface SumRow {
  key: string;
  conversions: string;
  revenue: string;
  payout: string;
}

// Asia/Karachi is UTC+5 all year (no daylight saving), so a Karachi day's instants are fixed UTC bounds.
const karachiMidnight = (day: string) => new Date(`${day}T00:00:00+05:00`);

const sums = (r: SumRow) => ({
  conversions: BigInt(r.conversions),
  revenue: BigInt(r.revenue),
  payout: BigInt(r.payout),
});

/**
 * Per-group sums over the range. Offers, goals and affiliates read whole months from a monthly rollup and the edge
 * days, added or taken away, from its daily one (rangeParts, as the overview does); sources, four rows a day, read
 * their daily rollup. Only the parts a range has are queried: an empty part would still cost a planner guess (and,
 * on a busy server, a parallel plan).
 */
function groupSums(
  sql: SqlClient,
  range: DateRange,
  groupBy: "offer" | "source" | "goal" | "affiliate",
): Promise<SumRow[]> {
  const figures =
    sql`SUM(conversions)::text AS conversions, SUM(revenue_minor)::text AS revenue,
    SUM(payout_minor)::text AS payout`;
  const nonZero =
    sql`HAVING SUM(conversions) <> 0 OR SUM(revenue_minor) <> 0 OR SUM(payout_minor) <> 0`;
  if (groupBy === "source") {
    return sql<SumRow[]>`
      SELECT source_id::text AS key, ${figures} FROM margin_source_daily
      WHERE stat_date >= ${range.startDate}::date AND stat_date <= ${range.endDate}::date
      GROUP BY source_id ${nonZero}`;
  }
  const key = sql(
    groupBy === "offer"
      ? "product_id"
      : groupBy === "goal"
      ? "goal"
      : "user_id",
  );
  const [monthly, daily] = groupBy === "affiliate"
    ? [sql("margin_affiliate_monthly"), sql("margin_affiliate_daily")]
    : [sql("margin_offer_monthly"), sql("margin_offer_daily")];
  const parts = rangeParts(range);
  const days = (list: { from: string; to: string }[], sign: 1 | -1) =>
    list.filter((s) => s.from <= s.to).map((s) =>
      sign === 1
        ? sql`SELECT ${key} AS k, conversions, revenue_minor, payout_minor FROM ${daily}
              WHERE stat_date >= ${s.from}::date AND stat_date <= ${s.to}::date`
        : sql`SELECT ${key} AS k, -conversions, -revenue_minor, -payout_minor FROM ${daily}
              WHERE stat_date >= ${s.from}::date AND stat_date <= ${s.to}::date`
    );
  const selects = [
    ...(parts.monthFrom <= parts.monthTo
      ? [
        sql`SELECT ${key} AS k, conversions, revenue_minor, payout_minor FROM ${monthly}
            WHERE month >= ${parts.monthFrom}::date AND month <= ${parts.monthTo}::date`,
      ]
      : []),
    ...days(parts.add, 1),
    ...days(parts.subtract, -1),
  ];
  if (selects.length === 0) return Promise.resolve([]);
  const union = selects.reduce((all, one) => sql`${all} UNION ALL ${one}`);
  return sql<SumRow[]>`
    SELECT k::text AS key, ${figures} FROM (${union}) parts
    GROUP BY k ${nonZero}`;
}

/** Names beside the keys: offers' titles, affiliates' names and emails, sources' names, goals' names. */
async function namesOf(
  sql: SqlClient,
  groupBy: "offer" | "source" | "goal" | "affiliate",
  keys: string[],
): Promise<Map<string, { name: string; email?: string }>> {
  if (keys.length === 0) return new Map();
  if (groupBy === "goal") {
    const rows = await sql<{ key: string; name: string }[]>`
      SELECT goal AS key, min(name) AS name FROM offer_goals WHERE goal IN ${
      sql(keys)
    } GROUP BY goal`;
    return new Map(rows.map((r) => [r.key, { name: r.name }]));
  }
  const ids = keys.map(Number);
  if (groupBy === "affiliate") {
    const rows = await sql<{ id: number; name: string; email: string }[]>`
      SELECT id, name, email FROM users WHERE id IN ${sql(ids)}`;
    return new Map(
      rows.map((r) => [String(r.id), { name: r.name, email: r.email }]),
    );
  }
  const rows = groupBy === "offer"
    ? await sql<{ id: number; name: string }[]>`
        SELECT id, title AS name FROM products WHERE id IN ${sql(ids)}`
    : await sql<{ id: number; name: string }[]>`
        SELECT id, name FROM sources WHERE id IN ${sql(ids)}`;
  return new Map(rows.map((r) => [String(r.id), { name: r.name }]));
}

/** A margin reader on a pool; its queries run side by side. */
export function createPostgresMarginReader(sql: SqlClient): MarginReader {
  return {
    async read(range, groupBy) {
      const { startDate: from, endDate: to } = range;
      const [groups, days, withheld] = await Promise.all([
        groupSums(sql, range, groupBy),
        // The day × source rollup holds the same daily sums in the fewest rows.
        sql<(Omit<SumRow, "key"> & { date: string })[]>`
          SELECT stat_date::text AS date, SUM(conversions)::text AS conversions,
                 SUM(revenue_minor)::text AS revenue, SUM(payout_minor)::text AS payout
          FROM margin_source_daily
          WHERE stat_date >= ${from}::date AND stat_date <= ${to}::date
          GROUP BY stat_date`,
        sql<{ user_id: number; tax: string }[]>`
          SELECT user_id, SUM(tax_minor)::text AS tax FROM payouts
          WHERE status = 'paid' AND tax_minor IS NOT NULL
            AND decided_at >= ${karachiMidnight(from)} AND decided_at < ${
          karachiMidnight(addDays(to, 1))
        }
          GROUP BY user_id`,
      ]);
      const withheldIds = withheld.map((w) => String(w.user_id));
      const names = await namesOf(
        sql,
        groupBy,
        groupBy === "affiliate"
          ? [...new Set([...groups.map((g) => g.key), ...withheldIds])]
          : groups.map((g) => g.key),
      );
      const fallbackName = (key: string) =>
        groupBy === "goal" ? key : `#${key}`;
      return {
        groups: groups.map((g): MarginGroupSums => {
          const named = names.get(g.key);
          return {
            key: g.key,
            name: named?.name ?? fallbackName(g.key),
            ...(groupBy === "affiliate" ? { email: named?.email ?? "" } : {}),
            ...sums(g),
          };
        }),
        days: days.map((d) => ({ date: d.date, ...sums({ ...d, key: "" }) })),
        withheld: new Map(
          withheld.map((w) => [Number(w.user_id), BigInt(w.tax)]),
        ),
        names: new Map(
          groupBy === "affiliate"
            ? withheldIds.map((id) => {
              const n = names.get(id);
              return [Number(id), {
                name: n?.name ?? `#${id}`,
                email: n?.email ?? "",
              }];
            })
            : [],
        ),
      };
    },
  };
}
