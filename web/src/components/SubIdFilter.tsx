/**
 * SubIdFilter: picks a sub-id slot (s1…s5) and, optionally, one value of it (docs/sub-ids.md, "Trend, report and
 * CSV by sub-id"). The value is checked with the /go rule before it is applied; shared by Stats and Report.
 */
import { useEffect, useState } from "react";
import { Button } from "./Button.tsx";
import { SelectField, TextField } from "./Field.tsx";
import { t } from "@/i18n/i18n.ts";

/** The sub-id slots, as the tracked link's query names them. */
export const SUB_ID_SLOTS = ["s1", "s2", "s3", "s4", "s5"] as const;

/** One slot. */
export type SubIdSlot = typeof SUB_ID_SLOTS[number];

/** A usable sub-id value (the domain's rule in domain/tracking/sub_ids.ts: 1 to 100 of A-Z a-z 0-9 . _ - ~). */
export const SUB_ID_VALUE = /^[A-Za-z0-9._~-]{1,100}$/;

/** The filter row; `onApply` gets the slot and the value ("" for every value of the slot). */
export function SubIdFilter(
  { slot, value, onApply, onClear, valueRequired = false }: {
    slot: SubIdSlot;
    value: string;
    onApply(slot: SubIdSlot, value: string): void;
    onClear?(): void;
    /** The trend needs one value; the report groups by the slot without one. */
    valueRequired?: boolean;
  },
) {
  const [draftSlot, setDraftSlot] = useState<SubIdSlot>(slot);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setDraftSlot(slot);
    setDraft(value);
  }, [slot, value]);
  const apply = () => {
    const v = draft.trim();
    if ((v !== "" || valueRequired) && !SUB_ID_VALUE.test(v)) {
      return setError(t("app.subId.invalid"));
    }
    setError(null);
    onApply(draftSlot, v);
  };
  return (
    <form
      className="filter-bar"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <SelectField
        label={t("app.subId.slot")}
        value={draftSlot}
        onChange={(e) => setDraftSlot(e.target.value as SubIdSlot)}
      >
        {SUB_ID_SLOTS.map((s) => (
          <option key={s} value={s}>{t(`app.breakdown.${s}`)}</option>
        ))}
      </SelectField>
      <TextField
        label={valueRequired ? t("app.subId.value") : t("app.subId.anyValue")}
        value={draft}
        maxLength={100}
        dir="ltr"
        error={error}
        onChange={(e) => setDraft(e.target.value)}
      />
      <Button type="submit">{t("app.subId.apply")}</Button>
      {onClear && value !== "" && (
        <Button type="button" variant="secondary" onClick={onClear}>
          {t("app.subId.clear")}
        </Button>
      )}
    </form>
  );
}
