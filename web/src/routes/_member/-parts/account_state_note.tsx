/** The affiliate's own account state in plain words, with the next step and a support link (docs/first-week.md). */
import { Link } from "@tanstack/react-router";
import type { LifecycleState } from "@wire/profiles.ts";
import { Alert } from "@/components/Alert.tsx";
import { buttonClass } from "@/components/Button.tsx";
import { SUPPORT_EMAIL } from "@/components/contact.ts";
import { APPROVED_TEXT, SUBMITTED_TEXT } from "@/components/profile_fields.ts";
import { serverText, t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";

/** "contact support": a mail link to the support address (the footers' address). */
export function SupportLink() {
  return (
    <a href={`mailto:${SUPPORT_EMAIL}`} className="support-link">
      {t("aff.state.support")}
    </a>
  );
}

/**
 * One note per state: the state (the spec's own sentences where it has them), then what happens next. The form
 * shows below it for no profile and a rejected one; a blocked account gets no form, and never the approval's
 * green note, whatever its profile says.
 */
export function AccountStateNote(
  { state, rejectionReason }: {
    state: LifecycleState;
    rejectionReason?: string | null;
  },
) {
  const support = <SupportLink />;
  switch (state) {
    case "no_profile":
      return (
        <Alert tone="info">
          <strong>{t("aff.state.noProfile")}</strong>{" "}
          {t("aff.state.noProfileNext")}
        </Alert>
      );
    case "pending":
      return (
        <Alert tone="info">
          <strong>{serverText(SUBMITTED_TEXT)}</strong>{" "}
          {tNodes("aff.state.pendingNext", { support })}
        </Alert>
      );
    case "rejected":
      return (
        <Alert tone="warning">
          <strong>{t("aff.complete.notApproved")}</strong> {rejectionReason
            ? t("payout.reason", { reason: rejectionReason })
            : null} {t("aff.complete.updateAgain")}{" "}
          {tNodes("aff.state.questions", { support })}
        </Alert>
      );
    case "blocked":
      return (
        <Alert tone="warning">
          <strong>{t("aff.state.blocked")}</strong>{" "}
          {tNodes("aff.state.blockedNext", { support })}
        </Alert>
      );
    case "approved":
      return (
        <div className="stack">
          <Alert tone="success">{serverText(APPROVED_TEXT)}</Alert>
          <p>
            <Link to="/dashboard" className={buttonClass("primary")}>
              {t("aff.complete.toDashboard")}
            </Link>
          </p>
        </div>
      );
  }
}
