/** A batch's results as sent to POST /payouts/admin/batches/:id/results: a multipart CSV file or JSON results. */
import type { HonoRequest } from "hono";
import type { BatchResultInput } from "../../../domain/batches/record_batch_results.ts";
import { BATCH_MESSAGES } from "../../../domain/batches/batch.ts";
import { apiError } from "../api_error.ts";
import { CsvReadError, csvText, headerOf } from "../../sources/csv_batches.ts";

/** async=1 (or 0) as a form field or in the query string. */
export const ASYNC_WORDS = /^(1|0|true|false)$/;

/** The header of a results file to queue, or 400: a file that is not UTF-8 text or has no header. */
export async function headerOrRefusal(file: Uint8Array): Promise<string[]> {
  try {
    return await headerOf(csvText(file));
  } catch (e) {
    if (e instanceof CsvReadError) {
      throw apiError("VALIDATION_ERROR", e.message);
    }
    throw e;
  }
}

/** The results as sent: a multipart `file` (CSV, with its name and the form's `async`) or JSON { results: [...] }. */
export async function resultsOf(
  contentType: string | undefined,
  // Hono's request, not the raw one: the JSON depth bound (json_depth_limit.ts) has already read a JSON body.
  request: Pick<HonoRequest, "formData" | "json">,
): Promise<
  { file: Uint8Array; fileName: string; async: boolean } | {
    results: BatchResultInput[];
  }
> {
  const type = (contentType ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw apiError("VALIDATION_ERROR", "The form data could not be read.");
    }
    const file = form.get("file");
    if (!(file instanceof File)) {
      throw apiError(
        "VALIDATION_ERROR",
        "file is required: the results CSV file.",
      );
    }
    if (file.size === 0) {
      throw apiError("VALIDATION_ERROR", "The file is empty.");
    }
    const asked = form.get("async");
    if (
      asked !== null && (typeof asked !== "string" || !ASYNC_WORDS.test(asked))
    ) {
      throw apiError("VALIDATION_ERROR", "async must be 1 or 0.");
    }
    return {
      file: new Uint8Array(await file.arrayBuffer()),
      fileName: file.name,
      async: asked === "1" || asked === "true",
    };
  }
  if (!type.startsWith("application/json")) {
    throw apiError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the results as JSON { results: [...] } or a multipart/form-data file.",
    );
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw apiError("INVALID_JSON", "The request body is not valid JSON.");
  }
  const results = typeof body === "object" && body !== null
    ? (body as { results?: unknown }).results
    : undefined;
  if (
    !Array.isArray(results) ||
    results.some((r) => typeof r !== "object" || r === null || Array.isArray(r))
  ) {
    throw apiError("VALIDATION_ERROR", BATCH_MESSAGES.results);
  }
  return { results: results as BatchResultInput[] };
}
