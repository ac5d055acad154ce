/** The /conversions range filter: the report presets, and a custom range that reaches the URL on Apply. */
import { getRouteApi } from "@tanstack/react-router";
import { useState } from "react";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { PresetOptions } from "@/components/PresetOptions.tsx";
import { SelectField, TextField } from "@/components/Field.tsx";
import { REPORT_PRESETS } from "@/lib/periods.ts";
import { t } from "@/i18n/i18n.ts";

const routeApi = getRouteApi("/_user/conversions");

/** The preset select (a change goes to the URL at once) and, for a custom range, its dates and Apply. */
export function ConversionRange() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const [preset, setPreset] = useState<string>(search.preset);
  const [from, setFrom] = useState(search.startDate);
  const [to, setTo] = useState(search.endDate);
  const [formError, setFormError] = useState<string | null>(null);

  const choose = (value: string) => {
    setPreset(value);
    setFormError(null);
    if (value !== "custom") {
      navigate({
        search: (s) => ({
          ...s,
          preset: value as typeof s.preset,
          startDate: "",
          endDate: "",
          page: 1,
        }),
      });
    }
  };
  const apply = () => {
    if (!from || !to) return setFormError(t("conv.bothDates"));
    if (to < from) return setFormError(t("conv.endBeforeStart"));
    setFormError(null);
    navigate({
      search: (s) => ({
        ...s,
        preset: "custom",
        startDate: from,
        endDate: to,
        page: 1,
      }),
    });
  };
  return (
    <>
      <div className="filter-bar">
        <SelectField
          label={t("conv.range")}
          value={preset}
          onChange={(e) => choose(e.target.value)}
        >
          <PresetOptions presets={REPORT_PRESETS} />
        </SelectField>
        {preset === "custom" && (
          <>
            <TextField
              label={t("conv.start")}
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
            <TextField
              label={t("conv.end")}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
            />
            <Button type="button" onClick={apply}>{t("conv.apply")}</Button>
          </>
        )}
      </div>
      {formError && <Alert>{formError}</Alert>}
    </>
  );
}
