/** AdminPeriodFilter: the admin date presets (docs/product.md §9) and a custom preset's inputs (stats, overview). */
import { useState } from "react";
import { PresetOptions } from "./PresetOptions.tsx";
import { SelectField, TextField } from "./Field.tsx";
import {
  ADMIN_PRESETS,
  type AdminCustom,
  adminPresetRange,
  type DateRange,
} from "@/lib/periods.ts";
import { t } from "@/i18n/i18n.ts";

/** A period as the URL holds it: the preset and, for a custom one, its range ("" until it makes one). */
export interface AdminPeriod {
  preset: string;
  startDate: string;
  endDate: string;
}

/** The range a period stands for: a fixed preset ends today; a custom one is the URL's range, if it is one. */
export function adminRangeOf(
  preset: string,
  startDate: string,
  endDate: string,
): DateRange | null {
  if (!preset.startsWith("custom")) return adminPresetRange(preset);
  return startDate && endDate && endDate >= startDate
    ? { startDate, endDate }
    : null;
}

/** The custom inputs that show a period's range (the day, month, year or from/to it was picked as). */
function customOf(preset: string, startDate: string, endDate: string) {
  switch (preset) {
    case "customDay":
      return { day: startDate };
    case "customMonth":
      return { month: startDate.slice(0, 7) };
    case "customYear":
      return { year: startDate.slice(0, 4) };
    case "customRange":
      return { from: startDate, to: endDate };
    default:
      return {};
  }
}

/**
 * The preset select and a custom preset's inputs; every change calls `onChange` with the new period. With
 * `anyTime` (its label), a first option "all" stands for no date limit (the conversion review queue).
 */
export function AdminPeriodFilter(
  { period, onChange, anyTime }: {
    period: AdminPeriod;
    onChange: (next: AdminPeriod) => void;
    anyTime?: string;
  },
) {
  const { preset } = period;
  // What is typed into a custom preset's inputs; it reaches the URL once it makes a range.
  const [custom, setCustom] = useState<AdminCustom>(() =>
    customOf(period.preset, period.startDate, period.endDate)
  );

  const apply = (nextPreset: string, nextCustom: AdminCustom) => {
    const range = nextPreset.startsWith("custom")
      ? adminPresetRange(nextPreset, nextCustom)
      : null;
    onChange({
      preset: nextPreset,
      startDate: range?.startDate ?? "",
      endDate: range?.endDate ?? "",
    });
  };
  const setC =
    (name: keyof AdminCustom) => (e: { target: { value: string } }) => {
      const next = { ...custom, [name]: e.target.value };
      setCustom(next);
      apply(preset, next);
    };

  return (
    <div className="filter-bar">
      <SelectField
        label={t("adm.period.dateRange")}
        value={preset}
        onChange={(e) => {
          setCustom({});
          apply(e.target.value, {});
        }}
      >
        {anyTime && <option value="all">{anyTime}</option>}
        <PresetOptions presets={ADMIN_PRESETS} />
      </SelectField>
      {preset === "customDay" && (
        <TextField
          label={t("adm.period.day")}
          type="date"
          value={custom.day ?? ""}
          onChange={setC("day")}
        />
      )}
      {preset === "customMonth" && (
        <TextField
          label={t("adm.period.month")}
          type="month"
          value={custom.month ?? ""}
          onChange={setC("month")}
        />
      )}
      {preset === "customYear" && (
        <TextField
          label={t("adm.period.year")}
          type="number"
          min={2000}
          max={2100}
          value={custom.year ?? ""}
          onChange={setC("year")}
        />
      )}
      {preset === "customRange" && (
        <>
          <TextField
            label={t("adm.period.from")}
            type="date"
            value={custom.from ?? ""}
            onChange={setC("from")}
          />
          <TextField
            label={t("adm.period.to")}
            type="date"
            min={custom.from}
            value={custom.to ?? ""}
            onChange={setC("to")}
          />
        </>
      )}
    </div>
  );
}
