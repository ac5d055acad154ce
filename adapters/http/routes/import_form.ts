/** The multipart form of a sales import (POST /api/admin/sources/{id}/import), read and checked part by part. */
import {
  IMPORT_MEANINGS,
  IMPORT_PRESETS,
  type ImportMeaning,
  type ImportPresetName,
  readStatusMap,
} from "../../../domain/sources/import_presets.ts";
import {
  IMPORT_FIELDS,
  type ImportMapping,
  importMapping,
} from "../../../wire/sources.ts";
import { apiError } from "../api_error.ts";
import {
  type StreamedFile,
  type StreamedForm,
  StreamedFormError,
} from "../multipart_stream.ts";

const STATUS_MAP_RULE = `statusMap must be a JSON object of status word → ${
  IMPORT_MEANINGS.join(", ")
}, such as {"cod_pending": "pending"}.`;

/**
 * The import form: `file` (CSV), `mapping` (JSON field → column header; optional with a preset), optional
 * `dryRun` (1/true/0/false), `preset` (shopify, woocommerce), `statusMap` (JSON word → meaning) and `async`
 * (1/true: run as a job whatever the file's size; also taken from the query string).
 */
export async function importForm(
  contentType: string | undefined,
  readForm: () => Promise<StreamedForm>,
): Promise<
  {
    file: StreamedFile;
    fileName: string;
    mapping: ImportMapping;
    dryRun: boolean;
    async: boolean;
    preset: ImportPresetName | null;
    statusMap: Record<string, ImportMeaning>;
  }
> {
  if (!(contentType ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw apiError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the import as multipart/form-data with file and mapping.",
    );
  }
  let form: StreamedForm;
  try {
    form = await readForm();
  } catch (error) {
    // Anything else (a body past its limit) is answered as itself.
    if (!(error instanceof StreamedFormError)) throw error;
    throw apiError("VALIDATION_ERROR", "The form data could not be read.");
  }
  const file = form.file;
  if (file === undefined || typeof file === "string") {
    throw apiError(
      "VALIDATION_ERROR",
      "file is required: the CSV file to import.",
    );
  }
  if (file.size === 0) throw apiError("VALIDATION_ERROR", "The file is empty.");
  const rawPreset = form.preset ?? "";
  if (
    typeof rawPreset !== "string" ||
    (rawPreset !== "" &&
      !(IMPORT_PRESETS as readonly string[]).includes(rawPreset))
  ) {
    throw apiError(
      "VALIDATION_ERROR",
      `preset must be one of ${IMPORT_PRESETS.join(", ")}.`,
    );
  }
  const preset = rawPreset === "" ? null : rawPreset as ImportPresetName;
  let statusMap: Record<string, ImportMeaning> = {};
  const rawStatusMap = form.statusMap ?? "";
  if (typeof rawStatusMap !== "string") {
    throw apiError("VALIDATION_ERROR", STATUS_MAP_RULE);
  }
  if (rawStatusMap.trim() !== "") {
    let parsed: Record<string, ImportMeaning> | null;
    try {
      parsed = readStatusMap(JSON.parse(rawStatusMap));
    } catch {
      parsed = null;
    }
    if (parsed === null) throw apiError("VALIDATION_ERROR", STATUS_MAP_RULE);
    statusMap = parsed;
  }
  // With a preset the mapping is optional: the preset maps the columns, a given mapping adjusts it.
  const rawMapping = form.mapping ?? (preset ? "{}" : undefined);
  if (typeof rawMapping !== "string") {
    throw apiError(
      "VALIDATION_ERROR",
      'mapping is required: JSON such as {"order_id": "Order ID", "amount": "Amount"}.',
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(rawMapping);
  } catch {
    throw apiError("VALIDATION_ERROR", "mapping is not valid JSON.");
  }
  const unknown = typeof json === "object" && json !== null &&
      !Array.isArray(json)
    ? Object.keys(json).find((k) =>
      !(IMPORT_FIELDS as readonly string[]).includes(k)
    )
    : undefined;
  if (unknown !== undefined) {
    throw apiError(
      "VALIDATION_ERROR",
      `mapping names an unknown field "${
        unknown.slice(0, 40)
      }"; the fields are ${IMPORT_FIELDS.join(", ")}.`,
    );
  }
  const mapping = importMapping.safeParse(json);
  if (!mapping.success) {
    throw apiError(
      "VALIDATION_ERROR",
      `mapping must be a JSON object of field → column header; the fields are ${
        IMPORT_FIELDS.join(", ")
      }.`,
    );
  }
  const dryRun = form.dryRun ?? "0";
  if (typeof dryRun !== "string" || !/^(1|0|true|false)$/.test(dryRun)) {
    throw apiError("VALIDATION_ERROR", "dryRun must be 1 or 0.");
  }
  const runAsync = form.async ?? "0";
  if (typeof runAsync !== "string" || !/^(1|0|true|false)$/.test(runAsync)) {
    throw apiError("VALIDATION_ERROR", "async must be 1 or 0.");
  }
  return {
    file,
    async: runAsync === "1" || runAsync === "true",
    fileName: file.fileName,
    mapping: mapping.data,
    dryRun: dryRun === "1" || dryRun === "true",
    preset,
    statusMap,
  };
}
