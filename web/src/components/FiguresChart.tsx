/** FiguresChart: a visx bar chart of clicks, sales and earnings in blue, green and yellow, as wide as its card. */
import { useRef } from "react";
import { Group } from "@visx/group";
import { Bar } from "@visx/shape";
import { scaleBand, scaleLinear } from "@visx/scale";
import { AxisBottom, AxisLeft } from "@visx/axis";
import type { Figures } from "../lib/tracking_api.ts";
import { useElementWidth } from "./useElementWidth.ts";

const COLORS = {
  Clicks: "#2563eb",
  Sales: "#16a34a",
  Earnings: "#eab308",
} as const;

// Axis labels at the page's small text size and muted colour (the visx default is 10 px black).
const AXIS_LABEL = { fontSize: 12, fill: "#4f5d59" };

/** The chart, titled with the chosen period. */
export function FiguresChart(
  { title, figures }: { title: string; figures: Figures },
) {
  // The chart is drawn at its box's real width, so labels keep their size on a 360 px phone and bars fill a wide screen.
  const box = useRef<HTMLDivElement>(null);
  const width = Math.max(200, useElementWidth(box, 520));
  const height = width < 480 ? 220 : 280;
  const margin = { top: 16, right: 16, bottom: 36, left: 48 };
  const data = [
    { label: "Clicks" as const, value: figures.clicks },
    { label: "Sales" as const, value: figures.sales },
    { label: "Earnings" as const, value: figures.earnings },
  ];
  const innerW = width - margin.left - margin.right;
  const innerH = height - margin.top - margin.bottom;
  const x = scaleBand<string>({
    domain: data.map((d) => d.label),
    range: [0, innerW],
    padding: 0.35,
  });
  const y = scaleLinear<number>({
    domain: [0, Math.max(1, ...data.map((d) => d.value))],
    range: [innerH, 0],
    nice: true,
  });
  return (
    <figure className="card figures-chart">
      <figcaption className="card-title">{title}</figcaption>
      <div ref={box} className="figures-chart-box">
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={`${title}: bar chart of clicks, sales and earnings`}
        >
          <Group left={margin.left} top={margin.top}>
            {data.map((d) => {
              const h = innerH - (y(d.value) ?? innerH);
              return (
                <Bar
                  key={d.label}
                  data-testid={`bar-${d.label.toLowerCase()}`}
                  x={x(d.label)}
                  y={innerH - h}
                  width={x.bandwidth()}
                  height={h}
                  fill={COLORS[d.label]}
                  rx={4}
                />
              );
            })}
            <AxisLeft scale={y} numTicks={5} tickLabelProps={AXIS_LABEL} />
            <AxisBottom
              scale={x}
              top={innerH}
              tickLabelProps={AXIS_LABEL}
            />
          </Group>
        </svg>
      </div>
    </figure>
  );
}
