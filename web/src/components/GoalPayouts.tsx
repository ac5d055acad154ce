/** GoalPayouts: an affiliate's own payout per goal on a product ("Earn 12 % of each sale") and the cap left. */
import type { MyGoalJson } from "@wire/offer_config.ts";
import { capLeftText, earnText } from "@/lib/offers_api.ts";
import "@/i18n/areas/offers.ts";
import { t } from "@/i18n/i18n.ts";

/** The goals list of one product card; nothing when the product has none to show. */
export function GoalPayouts({ goals }: { goals: MyGoalJson[] | undefined }) {
  if (!goals || goals.length === 0) return null;
  return (
    <ul className="goal-payouts" aria-label={t("off.earn.label")}>
      {goals.map((goal) => (
        <li key={goal.key} className="goal-payout">
          <strong>{earnText(goal)}</strong>
          {goal.payout !== null && (
            // Every paying goal says when its money becomes payable, "at once" included (docs/first-week.md).
            <span className="field-hint">
              {" · "}
              {goal.holdDays > 0
                ? t("off.earn.hold", { days: goal.holdDays })
                : t("off.earn.holdNone")}
            </span>
          )}
          {goal.capLeft.map((cap) => (
            <span key={cap.capId} className="field-hint">
              {" · "}
              {capLeftText(cap)}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
