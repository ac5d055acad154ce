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
