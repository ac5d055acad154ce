/** Step 2 of the CSV import: a store preset, a column for each field, and the status words. */
import { Alert } from "@/components/Alert.tsx";
import { Card } from "@/components/Card.tsx";
import { SelectField, TextAreaField } from "@/components/Field.tsx";
import { guessMapping, IMPORT_FIELDS } from "@/lib/csv_header.ts";
import type { ImportField, ImportMapping } from "@wire/sources.ts";
import {
  IMPORT_PRESETS,
  type ImportPresetName,
  presetColumns,
} from "@domain/sources/import_presets.ts";
import { type MessageKey, serverText, t } from "@/i18n/i18n.ts";

import type { Dispatch, SetStateAction } from "react";

/** What each field means, shown beside its column picker (keys; the texts are read at render time). */
const FIELD_HINTS: Record<ImportField, MessageKey> = {
  click_id: "admc.import.hint.click_id",
  link_code: "admc.import.hint.link_code",
  coupon_code: "admc.import.hint.coupon_code",
  order_id: "admc.import.hint.order_id",
  amount: "admc.import.hint.amount",
  payout: "admc.import.hint.payout",
  status: "admc.import.hint.status",
  date: "admc.import.hint.date",
  currency: "admc.import.hint.currency",
  discount: "admc.import.hint.discount",
  total: "admc.import.hint.total",
  refunded_amount: "admc.import.hint.refunded_amount",
  payment_method: "admc.import.hint.payment_method",
  goal: "admc.import.hint.goal",
};

const PRESET_LABELS: Record<ImportPresetName, MessageKey> = {
  shopify: "admc.import.preset.shopify",
  woocommerce: "admc.import.preset.woocommerce",
};

/** The mapping card: the preset picker, one column picker a field, the status map, and the mapping's problems. */
export function MappingCard(
  {
    headers,
    preset,
    setPreset,
    mapping,
    setMapping,
    statusMap,
    setStatusMap,
    running,
    problems,
  }: {
    headers: string[];
    preset: ImportPresetName | "";
    setPreset: (preset: ImportPresetName | "") => void;
    mapping: ImportMapping;
    setMapping: Dispatch<SetStateAction<ImportMapping>>;
    statusMap: string;
    setStatusMap: (text: string) => void;
    running: boolean;
    problems: { errors: string[]; warnings: string[] };
  },
) {
  return (
    <Card title={t("admc.import.step2")}>
      <div className="admin-form">
        <SelectField
          id="import-preset"
          label={t("admc.import.preset")}
          hint={t("admc.import.presetHint")}
          value={preset}
          disabled={running}
          onChange={(e) => {
            const next = e.target.value as ImportPresetName | "";
            setPreset(next);
            setMapping(
              next ? presetColumns(next, headers) : guessMapping(headers),
            );
          }}
        >
          <option value="">{t("admc.import.preset.none")}</option>
          {IMPORT_PRESETS.map((p) => (
            <option key={p} value={p}>{t(PRESET_LABELS[p])}</option>
          ))}
        </SelectField>
        {IMPORT_FIELDS.map((field) => (
          <SelectField
            key={field}
            id={`map-${field}`}
            label={field}
            hint={t(FIELD_HINTS[field])}
            value={mapping[field] ?? ""}
            disabled={running}
            onChange={(e) =>
              setMapping((m) => {
                const next = { ...m };
                if (e.target.value) next[field] = e.target.value;
                else delete next[field];
                return next;
              })}
          >
            <option value="">{t("admc.import.notInFile")}</option>
            {headers.map((h) => <option key={h} value={h}>{h}</option>)}
          </SelectField>
        ))}
        <TextAreaField
          id="import-status-map"
          label={t("admc.import.statusMap")}
          hint={t("admc.import.statusMapHint")}
          rows={3}
          value={statusMap}
          disabled={running}
          spellCheck={false}
          dir="ltr"
          placeholder='{"shipped": "approved"}'
          onChange={(e) => setStatusMap(e.target.value)}
        />
      </div>
      {problems.errors.map((p) => (
        <Alert key={p} tone="error">{serverText(p)}</Alert>
      ))}
      {problems.warnings.map((p) => (
        <Alert key={p} tone="warning">{serverText(p)}</Alert>
      ))}
    </Card>
  );
}
