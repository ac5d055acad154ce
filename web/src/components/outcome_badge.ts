/** The badge colour of each delivery or import outcome. */
import type { ImportRowOutcome } from "@wire/sources.ts";
import type { BadgeVariant } from "./Badge.tsx";

/** Every outcome, in the order filters and summaries list them. */
export const OUTCOMES: ImportRowOutcome[] = [
  "attributed",
  "unattributed",
  "duplicate",
  "ignored",
  "rejected",
  "waiting",
  "test",
  "error",
];

/** Green for attributed, yellow for what needs a look, red for refusals, grey for the rest. */
export function outcomeVariant(outcome: string): BadgeVariant {
  switch (outcome) {
    case "attributed":
      return "green";
    case "unattributed":
    case "waiting":
      return "yellow";
    case "rejected":
    case "error":
      return "red";
    case "duplicate":
      return "blue";
    default:
      return "gray";
  }
}
