/** TermsAcceptance: one terms version to read in the page's language and accept (docs/offer-directory.md). */
import { Button } from "./Button.tsx";
import { Alert } from "./Alert.tsx";
import { acceptTerms, type TermsForUserJson } from "@/lib/directory_api.ts";
import { useAction } from "@/lib/use_action.ts";
import { useLanguage } from "@/i18n/useLanguage.ts";
import "@/i18n/areas/offers.ts";
import { t } from "@/i18n/i18n.ts";

/** The text and an "I accept" button; `onAccepted` runs after the server recorded it. */
export function TermsAcceptance(
  { terms, onAccepted }: {
    terms: TermsForUserJson;
    onAccepted: () => Promise<unknown> | void;
  },
) {
  const language = useLanguage();
  const { running, formError, run } = useAction();
  const title = terms.offerTitle
    ? t("off.terms.offerTitle", {
      title: terms.offerTitle,
      version: terms.version,
    })
    : t("off.terms.programTitle", { version: terms.version });
  return (
    <section className="terms-box" aria-label={title}>
      <h3 className="card-title">{title}</h3>
      <div className="terms-text" tabIndex={0}>
        {(language === "ur" ? terms.bodyUr : terms.bodyEn).split("\n").map((
          line,
          i,
        ) => <p key={i}>{line}</p>)}
      </div>
      {formError && <Alert tone="error">{formError.message}</Alert>}
      <Button
        type="button"
        size="sm"
        busy={running !== null}
        onClick={() =>
          run(async () => {
            await acceptTerms(terms.termsId, terms.version);
            await onAccepted();
          }, t("off.terms.failed"))}
      >
        {t("off.terms.accept")}
      </Button>
    </section>
  );
}
