/** The admin's announcement form: English and Urdu texts, the audience, and now or a Karachi time. */
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { SelectField, TextAreaField, TextField } from "@/components/Field.tsx";
import {
  type AnnouncementDraft,
  createAnnouncement,
} from "@/lib/announcements_api.ts";
import { karachiLocalToInstant } from "@/lib/dates.ts";
import { fieldFromBody, useAction } from "@/lib/use_action.ts";
import { t } from "@/i18n/i18n.ts";

const FIELDS = [
  "titleEn",
  "titleUr",
  "bodyEn",
  "bodyUr",
  "audience",
  "groupId",
  "offerId",
  "publishAt",
] as const;

/** The form; `onSaved` reloads the list. */
export function AnnouncementForm(
  { groups, offers, onSaved }: {
    groups: readonly { id: number; name: string }[];
    offers: readonly { id: number; title: string }[];
    onSaved: () => Promise<void>;
  },
) {
  const { running, formError, fieldError, setError, run } = useAction<
    string
  >({ fieldOf: fieldFromBody(FIELDS) });
  const [draft, setDraft] = useState({
    titleEn: "",
    titleUr: "",
    bodyEn: "",
    bodyUr: "",
    audience: "all" as AnnouncementDraft["audience"],
    groupId: "",
    offerId: "",
    when: "now",
    at: "",
  });
  const [notice, setNotice] = useState<string | null>(null);
  const set = (key: keyof typeof draft) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const later = draft.when === "later";

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const publishAt = later ? karachiLocalToInstant(draft.at) : null;
    if (later && !publishAt) {
      setError(t("off.ann.pickTime"), "publishAt");
      return;
    }
    await run(
      async () => {
        await createAnnouncement({
          titleEn: draft.titleEn.trim(),
          titleUr: draft.titleUr.trim(),
          bodyEn: draft.bodyEn.trim(),
          bodyUr: draft.bodyUr.trim(),
          audience: draft.audience,
          groupId: draft.audience === "group" && draft.groupId
            ? Number(draft.groupId)
            : undefined,
          offerId: draft.audience === "offer" && draft.offerId
            ? Number(draft.offerId)
            : undefined,
          publishAt,
        });
        setDraft((d) => ({
          ...d,
          titleEn: "",
          titleUr: "",
          bodyEn: "",
          bodyUr: "",
          at: "",
        }));
        setNotice(later ? t("off.ann.scheduled") : t("off.ann.published"));
        await onSaved();
      },
      t("off.ann.failed"),
      "save",
    );
  };

  return (
    <Card title={t("off.ann.write")}>
      {formError && <Alert tone="error">{formError.message}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <form className="admin-form" onSubmit={submit}>
        <TextField
          label={t("off.ann.titleEn")}
          value={draft.titleEn}
          onChange={(e) => set("titleEn")(e.target.value)}
          maxLength={200}
          dir="ltr"
          required
          error={fieldError("titleEn")}
        />
        <TextField
          label={t("off.ann.titleUr")}
          value={draft.titleUr}
          onChange={(e) => set("titleUr")(e.target.value)}
          maxLength={200}
          dir="rtl"
          lang="ur"
          required
          error={fieldError("titleUr")}
        />
        <TextAreaField
          className="admin-form-wide"
          label={t("off.ann.bodyEn")}
          hint={t("off.ann.bodyHint")}
          value={draft.bodyEn}
          onChange={(e) => set("bodyEn")(e.target.value)}
          rows={5}
          maxLength={10000}
          dir="ltr"
          required
          error={fieldError("bodyEn")}
        />
        <TextAreaField
          className="admin-form-wide"
          label={t("off.ann.bodyUr")}
          value={draft.bodyUr}
          onChange={(e) => set("bodyUr")(e.target.value)}
          rows={5}
          maxLength={10000}
          dir="rtl"
          lang="ur"
          required
          error={fieldError("bodyUr")}
        />
        <SelectField
          label={t("off.ann.audience")}
          value={draft.audience}
          onChange={(e) => set("audience")(e.target.value)}
          error={fieldError("audience")}
        >
          <option value="all">{t("off.ann.all")}</option>
          <option value="group">{t("off.ann.group")}</option>
          <option value="offer">{t("off.ann.offer")}</option>
        </SelectField>
        {draft.audience === "group" && (
          <SelectField
            label={t("off.ann.chooseGroup")}
            value={draft.groupId}
            onChange={(e) => set("groupId")(e.target.value)}
            required
            error={fieldError("groupId")}
          >
            <option value="">—</option>
            {groups.map((g) => (
              <option key={g.id} value={String(g.id)}>{g.name}</option>
            ))}
          </SelectField>
        )}
        {draft.audience === "offer" && (
          <SelectField
            label={t("off.ann.chooseOffer")}
            value={draft.offerId}
            onChange={(e) => set("offerId")(e.target.value)}
            required
            error={fieldError("offerId")}
          >
            <option value="">—</option>
            {offers.map((p) => (
              <option key={p.id} value={String(p.id)}>{p.title}</option>
            ))}
          </SelectField>
        )}
        <SelectField
          label={t("off.ann.when")}
          value={draft.when}
          onChange={(e) => set("when")(e.target.value)}
        >
          <option value="now">{t("off.ann.now")}</option>
          <option value="later">{t("off.ann.later")}</option>
        </SelectField>
        {later && (
          <TextField
            label={t("off.ann.at")}
            type="datetime-local"
            value={draft.at}
            onChange={(e) => set("at")(e.target.value)}
            dir="ltr"
            required
            error={fieldError("publishAt")}
          />
        )}
        <div className="admin-form-actions admin-form-wide">
          <Button type="submit" busy={running === "save"}>
            {later ? t("off.ann.submitLater") : t("off.ann.submitNow")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
