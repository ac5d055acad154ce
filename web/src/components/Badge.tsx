/** Badge: a small coloured label for statuses and counts. */
import type { ReactNode } from "react";

/** Colour variants a status can take. */
export type BadgeVariant = "green" | "yellow" | "red" | "blue" | "gray";

/** A pill-shaped status label. */
export function Badge(
  { variant = "gray", children }: {
    variant?: BadgeVariant;
    children: ReactNode;
  },
) {
  return <span className={`badge badge-${variant}`}>{children}</span>;
}
