/** DailyLinesChart: a period's daily series as small visx line charts, one panel per measure, as wide as its card. */
import { t } from "@/i18n/i18n.ts";
import { useRef } from "react";
import { Group } from "@visx/group";
import { LinePath } from "@visx/shape";
import { scaleLinear } from "@visx/scale";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { useElementWidth } from "./useElementWidth.ts";
import { shortAmount } from "./FiguresChart.tsx";
import { ChartTooltip, useChartCursor } from "./ChartCursor.tsx";
import { formatCount } from "@/lib/money.ts";

/** One measure: its label, colour, a value per day and how a value reads. */
export interface DailySeries {
  label: string;
  /** A name for tests that stays the same in every language (the label's lower case otherwise). */
  id?: string;
  color: string;
  values: number[];
  format?: (value: number) => string;
}

const AXIS_LABEL = { fontSize: 11, fill: "#4f5d59" };

/** "2026-03-05" as "5 Mar". */
function shortDate(date: string): string {
  const [, m, d] = date.split("-").map(Number);
  const month = t("chart.monthsShort").split(",")[m - 1];
  return `${d} ${month}`;
}

/** The chart: each series in its own panel (each with its own scale, so clicks do not flatten money). */
export function DailyLinesChart(
  { title, dates, series }: {
    title: string;
    dates: string[];
    series: DailySeries[];
  },
) {
  const box = useRef<HTMLDivElement>(null);
  const width = Math.max(220, useElementWidth(box, 520));
  // Two panels a row on wide screens, one on a phone.
  const perRow = width >= 640 ? 2 : 1;
  const panelW = Math.floor((width - (perRow - 1) * 16) / perRow);
  const ticks = Math.min(dates.length, panelW < 360 ? 3 : 5);
  return (
    <figure className="card daily-lines">
      <figcaption className="card-title">{title}</figcaption>
      <div ref={box} className="daily-lines-grid">
        {series.map((s) => (
          <LinePanel
            key={s.label}
            series={s}
            dates={dates}
            width={panelW}
            ticks={ticks}
          />
        ))}
      </div>
    </figure>
  );
}

const HEIGHT = 150;
// Room for a short y label ("1.5M") and for the last date's label centred on the right edge.
const MARGIN = { top: 12, right: 22, bottom: 28, left: 44 };

/** One measure's panel: its line, axes, and the hovered or focused day's value (ChartCursor). */
function LinePanel(
  { series: s, dates, width: panelW, ticks }: {
    series: DailySeries;
    dates: string[];
    width: number;
    ticks: number;
  },
) {
  const height = HEIGHT;
  const margin = MARGIN;
  const innerW = Math.max(10, panelW - margin.left - margin.right);
  const innerH = height - margin.top - margin.bottom;
  const x = scaleLinear<number>({
    domain: [0, Math.max(1, dates.length - 1)],
    range: [0, innerW],
  });
  const cursor = useChartCursor(dates.length, "last");
  const active = cursor.active;
  const total = s.values.reduce((a, b) => a + b, 0);
  const y = scaleLinear<number>({
    domain: [
      Math.min(0, ...s.values),
      Math.max(1, ...s.values),
    ],
    range: [innerH, 0],
    nice: true,
  });
  const fmt = s.format ?? formatCount;
  const id = s.id ?? s.label.toLowerCase();
  const pointX = active === null ? 0 : x(active) ?? 0;
  const pointY = active === null ? 0 : y(s.values[active] ?? 0) ?? 0;
  return (
    <div className="daily-lines-panel chart-box">
      <p className="daily-lines-label">
        <span
          className="daily-lines-swatch"
          style={{ background: s.color }}
          aria-hidden="true"
        />
        {s.label}
      </p>
      <svg
        width={panelW}
        height={height}
        viewBox={`0 0 ${panelW} ${height}`}
        className="chart-focusable"
        {...cursor.handlers((px) =>
          Math.round(x.invert(px - margin.left) ?? 0)
        )}
        role="img"
        aria-label={t("chart.perDayLabel", {
          series: s.label,
          from: dates[0] ?? "",
          to: dates.at(-1) ?? "",
          total: fmt(total),
        })}
        data-testid={`line-${id}`}
      >
        <Group left={margin.left} top={margin.top}>
          <LinePath
            data={s.values}
            x={(_, i) => x(i) ?? 0}
            y={(v) => y(v) ?? 0}
            stroke={s.color}
            strokeWidth={2}
          />
          {active !== null && (
            <>
              <line
                x1={pointX}
                x2={pointX}
                y1={0}
                y2={innerH}
                stroke="#4f5d59"
                strokeDasharray="3 3"
              />
              <circle
                cx={pointX}
                cy={pointY}
                r={4}
                fill={s.color}
                stroke="#fff"
              />
            </>
          )}
          <AxisLeft
            scale={y}
            numTicks={3}
            tickFormat={(v) => shortAmount(Number(v))}
            tickLabelProps={AXIS_LABEL}
          />
          <AxisBottom
            scale={x}
            top={innerH}
            numTicks={ticks}
            tickFormat={(v) => {
              const d = dates[Math.round(Number(v))];
              return d ? shortDate(d) : "";
            }}
            tickLabelProps={AXIS_LABEL}
          />
        </Group>
      </svg>
      <ChartTooltip
        testId={`tooltip-${id}`}
        width={panelW}
        // The svg sits under the panel's label line, so the tooltip's y adds the label's height.
        x={margin.left + pointX}
        y={24 + margin.top + pointY - 4}
        label={active === null ? null : shortDate(dates[active] ?? "")}
        value={active === null ? "" : fmt(s.values[active] ?? 0)}
      />
    </div>
  );
}
