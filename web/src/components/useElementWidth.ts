/** useElementWidth: the live content width of an element, kept current by a ResizeObserver. */
import { type RefObject, useLayoutEffect, useState } from "react";

/** The element's content-box width in CSS pixels; `fallback` until it is first measured (and when prerendered). */
export function useElementWidth(
  ref: RefObject<HTMLElement | null>,
  fallback: number,
): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      // A hidden (display: none) element measures 0; keep the last width then.
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
