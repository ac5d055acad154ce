/** PresetOptions: a period select's options — the one list first, then a screen's other spec ranges in a group. */
import { periodLabel, type Preset } from "@/lib/periods.ts";
import { t } from "@/i18n/i18n.ts";

/** The `<option>`s of `presets`: the one list, then those marked `more` under "More ranges". */
export function PresetOptions({ presets }: { presets: readonly Preset[] }) {
  const more = presets.filter((p) => p.more);
  const option = (p: Preset) => (
    <option key={p.value} value={p.value}>{periodLabel(p.label)}</option>
  );
  return (
    <>
      {presets.filter((p) => !p.more).map(option)}
      {more.length > 0 && (
        <optgroup label={t("period.more")}>{more.map(option)}</optgroup>
      )}
    </>
  );
}
