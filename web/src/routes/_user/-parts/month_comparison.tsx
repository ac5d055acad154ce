/** The dashboard's month comparison: this month so far against the same days of last month (like for like). */
import type { FiguresJson } from "@wire/common.ts";
import {
  type MonthToDateComparison,
  monthToDateComparison,
} from "@domain/stats/periods.ts";
import type { DateRange } from "@/lib/periods.ts";
import { api } from "@/lib/api.ts";
import { karachiToday } from "@/lib/dates.ts";
import { formatCount, formatDollars } from "@/lib/money.ts";
import { rangeQuery } from "@/lib/tracking_api.ts";
import { t } from "@/i18n/i18n.ts";

/** Both periods' ranges and figures. */
export interface Months {
  ranges: MonthToDateComparison;
  now: FiguresJson;
  before: FiguresJson;
}

/** Loads month to date and the same days of last month (two custom-range calls of the spec's GET /api/stats). */
export async function loadMonths(today = karachiToday()): Promise<Months> {
  const ranges = monthToDateComparison(today);
  const [now, before] = await Promise.all(
    [ranges.current, ranges.previous].map((r) =>
      api<FiguresJson>(`/api/stats${rangeQuery(r.startDate, r.endDate)}`)
    ),
  );
  return { ranges, now, before };
}

/** "2026-11-01".."2026-11-28" as "1–28 Nov" (one day: "1 Nov"). */
export function dayRangeLabel({ startDate, endDate }: DateRange): string {
  const month =
    t("chart.monthsShort").split(",")[Number(endDate.slice(5, 7)) - 1];
  const from = Number(startDate.slice(8));
  const to = Number(endDate.slice(8));
  return from === to ? `${to} ${month}` : `${from}–${to} ${month}`;
}

/** The change from `before` to `now` as a signed percentage; "new" when there was nothing before. */
function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "–" : t("aff.dashboard.new");
  const pct = Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
  return `${pct > 0 ? "+" : ""}${pct}%`;
}

/** This month's clicks, sales and earnings so far against the same days of last month. */
export function MonthComparison({ months }: { months: Months }) {
  const { now, before, ranges } = months;
  const rows = [
    [t("app.clicks"), now.clicks, before.clicks, formatCount] as const,
    [t("app.sales"), now.sales, before.sales, formatCount] as const,
    [t("app.earnings"), now.earnings, before.earnings, formatDollars] as const,
  ];
  return (
    <section className="card" aria-labelledby="month-compare">
      <h2 id="month-compare" className="card-title">
        {t("aff.dashboard.compareTitle")}
      </h2>
      <div className="table-scroll">
        <table className="compare-table" data-testid="month-compare">
          <thead>
            <tr>
              <th scope="col">{t("aff.dashboard.figure")}</th>
              <th scope="col">
                {t("aff.dashboard.thisMonth")}{" "}
                <bdi className="compare-range">
                  {dayRangeLabel(ranges.current)}
                </bdi>
              </th>
              <th scope="col">
                {t("aff.dashboard.lastMonth")}{" "}
                <bdi className="compare-range">
                  {dayRangeLabel(ranges.previous)}
                </bdi>
              </th>
              <th scope="col">{t("aff.dashboard.change")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, a, b, fmt]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="ltr money">{fmt(a)}</td>
                <td className="ltr money">{fmt(b)}</td>
                <td className="ltr money">{change(a, b)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
