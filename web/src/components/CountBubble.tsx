/** CountBubble: a red count next to a nav item; hidden at zero, "99+" above 99. */
import { countLabel } from "@/lib/guard.ts";

/** Shows `count` (capped at 99+) with a spoken description, or nothing when zero. */
export function CountBubble(
  { count, description }: {
    count: number | null | undefined;
    description: string;
  },
) {
  const label = countLabel(count);
  if (!label) return null;
  return (
    <span
      className="count-bubble"
      aria-label={`${label} ${description}`}
      title={`${label} ${description}`}
    >
      {label}
    </span>
  );
}
