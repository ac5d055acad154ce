/** Payout batch wire shapes: create, list, one batch with its payouts, results, file layouts. */
import { z } from "zod";
import { inputKind } from "./input_kinds.ts";
import { amount, instant, objectBody } from "./common.ts";
import { payout, payoutMethod } from "./payouts.ts";
import {
  AMOUNT_FORMATS,
  DATE_FORMATS,
  LAYOUT_FIELDS,
  LAYOUT_KINDS,
} from "../domain/batches/file_layout.ts";
import { RESULT_ROW_OUTCOMES } from "../domain/batches/batch.ts";
import {
  IMPORT_JOB_REPORT_ROWS,
  IMPORT_JOB_STATUSES,
} from "../domain/sources/import_job.ts";

/** POST /api/payouts/admin/batches as sent. */
export const createBatchesBody = z.object({
  payoutIds: z.array(z.union([z.number().int(), z.string()])),
}).meta({ id: "CreateBatchesBody" });

/** A batch as listed. */
export const batch = z.object({
  id: z.number().int(),
  rail: payoutMethod,
  reference: z.string(),
  count: z.number().int(),
  total: amount,
  fileUrl: z.string(),
  createdBy: z.number().int().optional(),
  createdByEmail: z.string().optional(),
  createdAt: instant.optional(),
  processing: z.number().int().optional(),
  paid: z.number().int().optional(),
  failed: z.number().int().optional(),
}).meta({ id: "PayoutBatch" });
/** A batch on the wire. */
export type BatchJson = z.infer<typeof batch>;

/** POST /api/payouts/admin/batches answer (201). */
export const batchesCreated = z.object({
  message: z.string(),
  batches: z.array(batch),
}).meta({ id: "BatchesCreated" });
/** The create answer. */
export type BatchesCreatedJson = z.infer<typeof batchesCreated>;

/** GET /api/payouts/admin/batches/{id}. */
export const batchDetail = z.object({
  batch,
  payouts: z.array(payout),
  /** Whether the admin asking may record this batch's results, and if not why (maker–checker). */
  recordResults: z.object({
    allowed: z.boolean(),
    reason: z.string().nullable(),
  }),
}).meta({ id: "PayoutBatchDetail" });
/** One batch with its payouts. */
export type BatchDetailJson = z.infer<typeof batchDetail>;

/** One result of POST /api/payouts/admin/batches/{id}/results (JSON form). */
export const batchResult = z.object({
  payoutId: z.union([z.number().int(), z.string()]),
  status: z.enum(["paid", "failed"]),
  transactionId: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
}).meta({ id: "PayoutBatchResult" });

/** POST /api/payouts/admin/batches/{id}/results as JSON (or multipart with a `file`). */
export const batchResultsBody = z.object({
  results: z.array(batchResult),
}).meta({ id: "PayoutBatchResultsBody" });

/** Only "is it an object": the domain checks each result with its own messages. */
export const batchResultsCheck = objectBody(
  "Send { results: [...] } as a JSON object, or a results file as multipart/form-data.",
);

/** The results answer: what changed, and the batch after. */
export const batchResultsRecorded = z.object({
  message: z.string(),
  paid: z.number().int(),
  failed: z.number().int(),
  unchanged: z.number().int(),
  batch,
}).meta({ id: "PayoutBatchResultsRecorded" });
/** The results answer on the wire. */
export type BatchResultsRecordedJson = z.infer<typeof batchResultsRecorded>;

/** The answer of a results file run as a job (202): where to follow it, GET /api/admin/jobs/{jobId}. */
export const batchResultsAccepted = z.object({
  jobId: z.number().int(),
}).meta({ id: "PayoutBatchResultsAccepted" });
/** An accepted results job. */
export type BatchResultsAcceptedJson = z.infer<typeof batchResultsAccepted>;

/** What one row of a results file did: paid, failed, or unchanged (the payout had that result already). */
export const resultRowOutcome = z.enum(RESULT_ROW_OUTCOMES);

/** A batch's results import run as a job: its status and progress; when done, the per-row report (its first rows). */
export const batchResultsJob = z.object({
  id: z.number().int(),
  kind: z.literal("batch_results"),
  batchId: z.number().int(),
  fileName: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES).meta({
    description:
      "queued, running, done (every row applied and reported), failed (stopped; the batches of rows applied stay, message says why)",
  }),
  rowsRead: z.number().int().meta({
    description:
      "Result rows read from the file so far (the batch being applied included)",
  }),
  rowsApplied: z.number().int().meta({
    description: "Result rows whose batch of rows is committed",
  }),
  rowsTotal: z.number().int().nullable().meta({
    description:
      "The file's result rows, once the job has checked them all (before it applies any)",
  }),
  summary: z.partialRecord(resultRowOutcome, z.number().int()),
  message: z.string().optional().meta({
    description: "Why a failed job stopped",
  }),
  rows: z.array(z.object({
    line: z.number().int().optional().meta({
      description: "The row's line in the file",
    }),
    payoutId: z.number().int(),
    payoutReference: z.string().meta({ description: "KAMAI-P<id>" }),
    outcome: resultRowOutcome,
    transactionId: z.string().optional(),
    reason: z.string().optional(),
  })).optional().meta({
    description:
      `When done: each row's outcome (the first ${IMPORT_JOB_REPORT_ROWS})`,
  }),
  rowsTruncated: z.boolean().optional().meta({
    description:
      "true: the file had more rows than rows lists; summary counts them all",
  }),
}).meta({ id: "PayoutBatchResultsJob" });
/** A results job as the API answers it. */
export type BatchResultsJobJson = z.infer<typeof batchResultsJob>;

/** GET /api/payouts/admin/batches/{id}/file query: which layout (a built-in id or an admin layout's id). */
export const batchFileQuery = z.object({
  layout: z.string().regex(/^(ibft|wallet|other|\d{1,15})$/, {
    error: "layout must be ibft, wallet, other or a layout id",
  }).optional(),
});

/** A file layout column. */
export const layoutColumn = z.object({
  field: z.enum(LAYOUT_FIELDS as unknown as [string, ...string[]]),
  header: z.string(),
});

/** A file layout (built in or an admin's). */
export const fileLayout = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(LAYOUT_KINDS as unknown as [string, ...string[]]),
  columns: z.array(layoutColumn),
  dateFormat: z.enum(DATE_FORMATS),
  amountFormat: z.enum(AMOUNT_FORMATS),
  builtIn: z.boolean(),
}).meta({ id: "PayoutFileLayout" });
/** A layout on the wire. */
export type FileLayoutJson = z.infer<typeof fileLayout>;

/** POST /api/payouts/admin/layouts as sent; the domain checks the rules. */
export const fileLayoutBody = z.object({
  name: z.string(),
  kind: inputKind(z.string(), "enum"),
  columns: z.array(z.object({ field: z.string(), header: z.string() })),
  dateFormat: inputKind(z.string(), "enum").optional(),
  amountFormat: inputKind(z.string(), "enum").optional(),
}).meta({ id: "PayoutFileLayoutBody" });

/** Only "is it an object". */
export const fileLayoutCheck = objectBody("Send the layout as a JSON object.");
