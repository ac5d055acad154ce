/**
 * FiguresChart: clicks, sales and earnings as three bars in blue, green and yellow, each in its own small chart
 * with its own scale (7 clicks beside 1,500,000 of earnings would vanish on one scale), as wide as its card.
 */
import { useRef } from "react";
import { Group } from "@visx/group";
import { Bar } from "@visx/shape";
import { scaleLinear } from "@visx/scale";
import { AxisLeft } from "@visx/axis";
import type { Figures } from "@/lib/tracking_api.ts";
import { formatCount, formatDollars } from "@/lib/money.ts";
import { useElementWidth } from "./useElementWidth.ts";
import { ChartTooltip, useChartCursor } from "./ChartCursor.tsx";
import { type MessageKey, t } from "@/i18n/i18n.ts";

const PANELS = [
  { key: "clicks", label: "app.clicks", color: "#2563eb", money: false },
  { key: "sales", label: "app.sales", color: "#16a34a", money: false },
  { key: "earnings", label: "app.earnings", color: "#eab308", money: true },
] as const satisfies readonly {
  key: string;
  label: MessageKey;
  color: string;
  money: boolean;
}[];

// Axis labels at the page's small text size and muted colour (the visx default is 10 px black).
const AXIS_LABEL = { fontSize: 12, fill: "#4f5d59" };
const COMPACT = new Intl.NumberFormat("en-US", {
  notation: "compact",
  maximumFractionDigits: 1,
});

/** A short axis label: 950, 1.5K, 1.5M, 2B (compact, so it always fits the axis). */
export function shortAmount(value: number): string {
  return COMPACT.format(value);
}

/** The chart, titled with the chosen period. */
export function FiguresChart(
  { title, figures }: { title: string; figures: Figures },
) {
  // The chart is drawn at its box's real width, so labels keep their size on a 360 px phone and bars fill a wide screen.
  const box = useRef<HTMLDivElement>(null);
  const width = Math.max(240, useElementWidth(box, 520));
  const height = width < 480 ? 220 : 280;
  const panelW = width / PANELS.length;
  const margin = { top: 28, right: 10, bottom: 28, left: 44 };
  const innerW = Math.max(20, panelW - margin.left - margin.right);
  const innerH = height - margin.top - margin.bottom;
  const barW = Math.min(72, innerW * 0.6);
  const cursor = useChartCursor(PANELS.length, "first");
  const valueOf = (key: typeof PANELS[number]["key"]) =>
    Math.max(0, Number(figures[key]) || 0);
  const shown = cursor.active === null ? null : PANELS[cursor.active];
  const shownY = shown
    ? scaleLinear<number>({
      domain: [0, Math.max(shown.money ? 1 : 4, valueOf(shown.key))],
      range: [innerH, 0],
      nice: true,
    })(valueOf(shown.key)) ?? innerH
    : 0;
  return (
    <figure className="card figures-chart">
      <figcaption className="card-title">{title}</figcaption>
      <div ref={box} className="figures-chart-box chart-box">
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="chart-focusable"
          data-testid="figures-chart"
          {...cursor.handlers((x) => Math.floor(x / panelW))}
          role="img"
          aria-label={t("chart.barsLabel", {
            title,
            clicks: formatCount(figures.clicks),
            sales: formatCount(figures.sales),
            earnings: formatDollars(figures.earnings),
          })}
        >
          {PANELS.map((panel, i) => {
            const value = valueOf(panel.key);
            const y = scaleLinear<number>({
              domain: [0, Math.max(panel.money ? 1 : 4, value)],
              range: [innerH, 0],
              nice: true,
            });
            // Counts get whole-number ticks only; amounts any round value.
            const ticks = y.ticks(4).filter((t) =>
              panel.money || Number.isInteger(t)
            );
            const h = innerH - (y(value) ?? innerH);
            const barX = (innerW - barW) / 2;
            return (
              <Group
                key={panel.key}
                left={i * panelW + margin.left}
                top={margin.top}
                data-testid={`chart-${panel.key}`}
              >
                <Bar
                  data-testid={`bar-${panel.key}`}
                  x={barX}
                  y={innerH - h}
                  width={barW}
                  height={h}
                  fill={panel.color}
                  rx={4}
                  opacity={cursor.active === null || cursor.active === i
                    ? 1
                    : 0.45}
                />
                <text
                  x={barX + barW / 2}
                  y={innerH - h - 6}
                  textAnchor="middle"
                  fontSize={12}
                  fontWeight={600}
                  fill="#1f2a27"
                  className="chart-number"
                  data-testid={`value-${panel.key}`}
                >
                  {panel.money ? shortMoney(value) : formatCount(value)}
                </text>
                <AxisLeft
                  scale={y}
                  tickValues={ticks}
                  tickFormat={(v) => shortAmount(Number(v))}
                  tickLabelProps={AXIS_LABEL}
                />
                <line
                  x1={0}
                  x2={innerW}
                  y1={innerH}
                  y2={innerH}
                  stroke="#222"
                />
                <text
                  x={innerW / 2}
                  y={innerH + 20}
                  textAnchor="middle"
                  {...AXIS_LABEL}
                >
                  {t(panel.label)}
                </text>
              </Group>
            );
          })}
        </svg>
        <ChartTooltip
          testId="chart-tooltip"
          width={width}
          x={(cursor.active ?? 0) * panelW + margin.left + innerW / 2}
          y={margin.top + shownY - 18}
          label={shown ? t(shown.label) : null}
          value={shown
            ? shown.money
              ? formatDollars(valueOf(shown.key))
              : formatCount(valueOf(shown.key))
            : ""}
        />
      </div>
    </figure>
  );
}

/** An amount above its bar: the currency's symbol with a compact number ("$1.5M"), exact below 10,000. */
function shortMoney(value: number): string {
  if (value < 10_000) return formatDollars(value);
  const symbol = formatDollars(0).replace(/[\d.,\s]+$/, "");
  return `${symbol}${symbol && /\w$/.test(symbol) ? "\u00a0" : ""}${
    shortAmount(value)
  }`;
}
