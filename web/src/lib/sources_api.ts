/** Calls of the sales sources admin API: sources, their events, manual attribution, coupons and CSV import. */
import { api, ApiError } from "./api.ts";
import { watchJob } from "./jobs.ts";
import { fetchPage, type ListPage } from "./paged_list.ts";
import { readSession } from "./session.ts";
import type {
  AttributeEventBody,
  CouponJson,
  CreateCouponBody,
  CreateSourceBody,
  ImportJobJson,
  ImportMapping,
  ImportResultJson,
  PatchSourceBody,
  SourceEventJson,
  SourceEventOutcome,
  SourceJson,
} from "@wire/sources.ts";

/** A sales source. */
export type Source = SourceJson;
/** One recorded delivery of a source. */
export type SourceEvent = SourceEventJson;
/** An affiliate's coupon code for a product. */
export type Coupon = CouponJson;
/** The answer of a CSV import; a job's (a large file's) lists its first rows, rowsTruncated telling there are more. */
export type ImportResult = ImportResultJson & { rowsTruncated?: boolean };

/** Shown when the server has no sources API yet (it answered 404 on the list). */
export const SOURCES_UNAVAILABLE =
  "Sales sources are not available on this server yet (the API answered 404).";

/** The message for a failed load: a 404 means this server has no such endpoint (or no such source). */
export function loadFailureMessage(
  error: unknown,
  fallback: string,
  notFound = SOURCES_UNAVAILABLE,
): string {
  if (error instanceof ApiError) {
    // The app's bare "Not found" means no route answered (a server without this API); any other 404 message is
    // the API's own (e.g. an unknown source) and is shown as it is.
    if (error.status === 404) {
      return error.serverMessage && error.serverMessage !== "Not found"
        ? error.serverMessage
        : notFound;
    }
    if (error.status === 0) return "Network error. Check your connection.";
    if (error.serverMessage) return error.serverMessage;
  }
  return fallback;
}

/** Every source, the built-in `api` one included. */
export async function fetchSources(): Promise<Source[]> {
  const rows = await api<Source[]>("/api/admin/sources");
  if (!Array.isArray(rows)) throw new Error("Unexpected response format.");
  return rows;
}

/** One source (read from the list: the contract has no single-source GET). */
export async function fetchSource(id: number): Promise<Source> {
  const found = (await fetchSources()).find((s) => s.id === id);
  if (!found) throw new ApiError(404, "NOT_FOUND", "Source not found.");
  return found;
}

/** Creates a source; the server generates the secret when none is sent. */
export const createSource = (body: CreateSourceBody) =>
  api<Source>("/api/admin/sources", { body });

/** Changes a source (any field, the secret included). */
export const patchSource = (id: number, body: PatchSourceBody) =>
  api<Source>(`/api/admin/sources/${id}`, { method: "PATCH", body });

/** Deletes a source. */
export const deleteSource = (id: number) =>
  api<unknown>(`/api/admin/sources/${id}`, { method: "DELETE" });

/** One page of a source's events, newest first, optionally of one outcome. */
export async function fetchSourceEvents(
  id: number,
  pageIndex: number,
  outcome: SourceEventOutcome | "",
): Promise<ListPage<SourceEvent>> {
  const page = await fetchPage<SourceEvent>(
    `/api/admin/sources/${id}/events`,
    pageIndex,
    { outcome },
  );
  // A server that ignores the filter still shows only the outcome asked for.
  return outcome
    ? { ...page, rows: page.rows.filter((e) => e.outcome === outcome) }
    : page;
}

/** Attributes an unattributed event to an affiliate and product (only once). */
export const attributeEvent = (
  sourceId: number,
  eventId: number,
  body: AttributeEventBody,
) =>
  api<unknown>(
    `/api/admin/sources/${sourceId}/events/${eventId}/attribute`,
    { body },
  );

/** Every coupon code. */
export async function fetchCoupons(): Promise<Coupon[]> {
  const rows = await api<Coupon[]>("/api/admin/coupons");
  if (!Array.isArray(rows)) throw new Error("Unexpected response format.");
  return rows;
}

/** Gives an affiliate a coupon code for a product. */
export const createCoupon = (body: CreateCouponBody) =>
  api<Coupon>("/api/admin/coupons", { body });

/** Deletes a coupon code. */
export const deleteCoupon = (id: number) =>
  api<unknown>(`/api/admin/coupons/${id}`, { method: "DELETE" });

/** Progress of an import: the share of the file sent (0–1), then "processing" while the server works. */
export type ImportProgress =
  | { phase: "uploading"; sent: number }
  | { phase: "processing" }
  /** A large file runs as a job on the server: its rows applied so far, of its total once counted. */
  | { phase: "job"; applied: number; total: number | null };

/** An import job as GET /api/admin/jobs/{id} answers it. */
export type ImportJob = ImportJobJson;

/**
 * Follows an import job until it ends (`watchJob`): its progress to `onProgress`, then its report (done) or its
 * message as an error (failed). Stopping (`signal`) stops the watching only: the job goes on on the server.
 */
export async function followImportJob(
  jobId: number,
  onProgress: (progress: ImportProgress) => void,
  signal?: AbortSignal,
): Promise<ImportResult> {
  const job = await watchJob<ImportJob>(jobId, (job) => {
    if (job.status === "queued" || job.status === "running") {
      onProgress({
        phase: "job",
        applied: job.rowsApplied,
        total: job.rowsTotal,
      });
    }
  }, signal);
  if (job.status === "failed") {
    throw new ApiError(
      500,
      "IMPORT_FAILED",
      `${
        job.message ?? "The import stopped."
      } (${job.rowsApplied} rows applied)`,
    );
  }
  return {
    rows: job.rows ?? [],
    summary: job.summary,
    ...(job.rowsTruncated ? { rowsTruncated: true } : {}),
  };
}

/**
 * Sends a CSV file to the import endpoint through XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Global 401/403 rules are left to the next page load: an import is an admin action on an admin page.
 */
export function importCsv(
  sourceId: number,
  file: File,
  mapping: ImportMapping,
  dryRun: boolean,
  onProgress: (progress: ImportProgress) => void,
  signal?: AbortSignal,
  store: { preset?: string | null; statusMap?: string } = {},
): Promise<ImportResult> {
  const form = new FormData();
  form.set("file", file);
  form.set("mapping", JSON.stringify(mapping));
  if (dryRun) form.set("dryRun", "1");
  // A store export's preset, and the operator's status words (JSON text, sent as typed).
  if (store.preset) form.set("preset", store.preset);
  if (store.statusMap?.trim()) form.set("statusMap", store.statusMap);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/admin/sources/${sourceId}/import`);
    xhr.setRequestHeader("accept", "application/json");
    const { token } = readSession();
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) {
        onProgress({ phase: "uploading", sent: e.loaded / e.total });
      }
    };
    xhr.upload.onload = () => onProgress({ phase: "processing" });
    xhr.onerror = () => reject(new ApiError(0, "NETWORK_ERROR", null));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      const fields = typeof data === "object" && data !== null
        ? data as Record<string, unknown>
        : {};
      if (xhr.status >= 200 && xhr.status < 300 && Array.isArray(fields.rows)) {
        resolve(data as ImportResult);
        return;
      }
      // A large file: queued as a job, followed until it ends.
      if (xhr.status === 202 && typeof fields.jobId === "number") {
        onProgress({ phase: "job", applied: 0, total: null });
        followImportJob(fields.jobId, onProgress, signal).then(resolve, reject);
        return;
      }
      reject(
        new ApiError(
          xhr.status >= 200 && xhr.status < 300 ? 500 : xhr.status,
          typeof fields.code === "string" ? fields.code : null,
          typeof fields.message === "string" && fields.message
            ? fields.message
            : xhr.status < 300
            ? "Unexpected response format."
            : null,
        ),
      );
    };
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(form);
  });
}
