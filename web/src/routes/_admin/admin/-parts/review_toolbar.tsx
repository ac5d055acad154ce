/** The cap review toolbar of /admin/conversions (select this page's over_cap rows, approve or reject them), and the
 * outcome of a decision with any skipped conversions and why. */
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import type { DecisionResult } from "@/lib/conversions.ts";
import { serverText, t } from "@/i18n/i18n.ts";

/** The toolbar above the table while the page holds conversions over a cap. */
export function ReviewToolbar(
  { chosen, busy, disabled, onSelectPage, onClear, onApprove, onReject }: {
    chosen: number;
    busy: boolean;
    disabled: boolean;
    onSelectPage: () => void;
    onClear: () => void;
    onApprove: () => void;
    onReject: () => void;
  },
) {
  return (
    <div
      className="conversion-review-toolbar"
      role="group"
      aria-label={t("conv.filter.reviewQueue")}
    >
      <Button variant="secondary" onClick={onSelectPage} disabled={disabled}>
        {t("conv.review.selectPage")}
      </Button>
      <Button
        variant="secondary"
        onClick={onClear}
        disabled={disabled || chosen === 0}
      >
        {t("conv.review.clear")}
      </Button>
      <span className="conversion-chosen" aria-live="polite">
        {t("conv.review.chosen", { count: chosen })}
      </span>
      <Button
        busy={busy}
        disabled={disabled || chosen === 0}
        onClick={onApprove}
      >
        {t("conv.review.approveSelected")}
      </Button>
      <Button
        variant="danger"
        disabled={disabled || chosen === 0}
        onClick={onReject}
      >
        {t("conv.review.rejectSelected")}
      </Button>
    </div>
  );
}

/** What a decision did: how many were decided, and each skipped conversion with the server's reason. */
export function DecisionNotice(
  { decision, answer }: {
    decision: "approve" | "reject";
    answer: DecisionResult;
  },
) {
  const count = answer.decided.length;
  return (
    <Alert tone={answer.skipped.length > 0 ? "warning" : "success"}>
      <p>
        {decision === "approve"
          ? t("conv.review.approved", { count })
          : t("conv.review.rejected", { count })}
      </p>
      {answer.skipped.length > 0 && (
        <>
          <p>{t("conv.review.skipped", { count: answer.skipped.length })}</p>
          <ul className="conversion-skipped">
            {answer.skipped.map((s) => (
              <li key={s.id}>
                {t("conv.review.skippedItem", {
                  id: s.id,
                  reason: serverText(s.reason),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
