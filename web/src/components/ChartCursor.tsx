/**
 * ChartCursor: a chart's value on hover and on keyboard focus. The chart (an `<svg>` drawn at its box's width)
 * takes focus with Tab; focus picks a point (the last day, or the first bar), the arrow keys, Home and End move it,
 * and the mouse picks the point under it. The point's value shows in a tooltip beside it, which is also a polite
 * live region, so a screen reader hears each value as the arrows move.
 */
import { type KeyboardEvent, type PointerEvent, useState } from "react";

/** The cursor of a chart with `count` points: which one is shown, and the handlers that move it. */
export function useChartCursor(count: number, focusAt: "first" | "last") {
  const [active, setActive] = useState<number | null>(null);
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i));
  return {
    active: active === null || count === 0 ? null : clamp(active),
    /** Handlers for the focusable `<svg>`; `indexAt` maps a pointer's x in the svg to a point. */
    handlers: (indexAt: (x: number) => number) => ({
      tabIndex: 0,
      onFocus: () =>
        setActive((a) => a ?? (focusAt === "last" ? count - 1 : 0)),
      onBlur: () => setActive(null),
      onPointerMove: (e: PointerEvent<SVGSVGElement>) => {
        const box = e.currentTarget.getBoundingClientRect();
        setActive(clamp(indexAt(e.clientX - box.left)));
      },
      onPointerLeave: (e: PointerEvent<SVGSVGElement>) => {
        if (document.activeElement !== e.currentTarget) setActive(null);
      },
      onKeyDown: (e: KeyboardEvent<SVGSVGElement>) => {
        const now = active ?? (focusAt === "last" ? count - 1 : 0);
        const next = ({
          ArrowRight: now + 1,
          ArrowUp: now + 1,
          ArrowLeft: now - 1,
          ArrowDown: now - 1,
          Home: 0,
          End: count - 1,
        } as Record<string, number>)[e.key];
        if (next === undefined) return;
        e.preventDefault();
        setActive(clamp(next));
      },
    }),
  };
}

/** The tooltip at (x, y) in its chart's box (a `position: relative` parent `width` wide), kept inside the box. */
export function ChartTooltip(
  { x, y, width, label, value, testId }: {
    x: number;
    y: number;
    width: number;
    /** What the value is ("Clicks", "28 Nov"); null hides the tooltip. */
    label: string | null;
    value: string;
    testId: string;
  },
) {
  // Kept 5 rem from either edge, so a tooltip near the edge never sticks out of the card (no sideways scroll).
  const left = Math.min(Math.max(x, 80), Math.max(80, width - 80));
  return (
    <div
      className="chart-tooltip"
      role="status"
      data-testid={testId}
      hidden={label === null}
      style={{ left, top: Math.max(0, y) }}
    >
      {label !== null && (
        <>
          <span className="chart-tooltip-label">{label}</span>{" "}
          <bdi className="money ltr">{value}</bdi>
        </>
      )}
    </div>
  );
}
