/** What an affiliate can do with an offer: apply (traffic source, note), or see their application's state. */
import { type FormEvent, useState } from "react";
import { useRouter } from "@tanstack/react-router";
import { Alert } from "@/components/Alert.tsx";
import { Badge } from "@/components/Badge.tsx";
import { Button } from "@/components/Button.tsx";
import { TermsAcceptance } from "@/components/TermsAcceptance.tsx";
import { TextAreaField, TextField } from "@/components/Field.tsx";
import { applyToOffer, type OfferJson } from "@/lib/directory_api.ts";
import { useAction } from "@/lib/use_action.ts";
import { t } from "@/i18n/i18n.ts";

/** The application's state, and the form when the affiliate may apply (again). */
export function OfferApply({ offer }: { offer: OfferJson }) {
  const router = useRouter();
  const { running, formError, run } = useAction();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState("");
  const [note, setNote] = useState("");
  const application = offer.application;
  const listId = `offer-${offer.id}-sources`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await run(async () => {
      await applyToOffer(offer.id, {
        trafficSource: source.trim(),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      setOpen(false);
      await router.invalidate();
    }, t("off.app.failed"));
  };

  // The offer's current terms come first: applying needs them accepted (docs/offer-directory.md).
  if (offer.terms && !offer.terms.accepted) {
    return (
      <TermsAcceptance
        terms={offer.terms}
        onAccepted={() => router.invalidate()}
      />
    );
  }
  if (application?.status === "pending") {
    return <Badge variant="yellow">{t("off.app.pending")}</Badge>;
  }
  return (
    <div className="offer-apply">
      {application?.status === "rejected" && (
        <p>
          <Badge variant="red">{t("off.app.rejected")}</Badge>{" "}
          {application.reason}
        </p>
      )}
      {!open
        ? (
          <Button type="button" size="sm" onClick={() => setOpen(true)}>
            {offer.joinPolicy === "instant"
              ? t("off.app.join")
              : t("off.app.apply")}
          </Button>
        )
        : (
          <form
            onSubmit={submit}
            aria-label={t("off.app.formLabel", { title: offer.title })}
          >
            {formError && <Alert tone="error">{formError.message}</Alert>}
            <TextField
              label={t("off.app.source")}
              hint={t("off.app.sourceHint")}
              value={source}
              onChange={(e) => setSource(e.target.value)}
              list={offer.trafficSources.length > 0 ? listId : undefined}
              maxLength={200}
              required
            />
            {offer.trafficSources.length > 0 && (
              <datalist id={listId}>
                {offer.trafficSources.map((s) => <option key={s} value={s} />)}
              </datalist>
            )}
            <TextAreaField
              label={t("off.app.note")}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={1000}
              rows={2}
            />
            <div className="admin-form-actions">
              <Button type="submit" busy={running !== null}>
                {t("off.app.send")}
              </Button>
              <Button
                type="button"
                variant="ghost"
                onClick={() => setOpen(false)}
              >
                {t("app.cancel")}
              </Button>
            </div>
          </form>
        )}
    </div>
  );
}
