/** A delivery's or import row's outcome and reason in the current language (the wire keeps the English). */
import { type MessageKey, serverText, t } from "@/i18n/i18n.ts";
import "@/i18n/areas/admin_catalog.ts";

const OUTCOME_KEYS: Record<string, MessageKey> = {
  attributed: "admc.outcome.attributed",
  unattributed: "admc.outcome.unattributed",
  duplicate: "admc.outcome.duplicate",
  ignored: "admc.outcome.ignored",
  rejected: "admc.outcome.rejected",
  waiting: "admc.outcome.waiting",
  test: "admc.outcome.test",
  error: "admc.outcome.error",
};

/** The label of `outcome`, read at render time; an unknown outcome shows as it is. */
export function outcomeText(outcome: string): string {
  const key = OUTCOME_KEYS[outcome];
  return key ? t(key) : outcome;
}

/** A reason the server gave; an imported event's "Line 12: …" keeps its line number and translates the rest. */
export function reasonText(reason: string): string {
  const line = /^Line (\d+)(?:: ([\s\S]+))?$/.exec(reason);
  if (!line) return serverText(reason);
  return line[2]
    ? t("admc.events.lineReason", {
      line: line[1],
      reason: serverText(line[2]),
    })
    : t("admc.events.line", { line: line[1] });
}
