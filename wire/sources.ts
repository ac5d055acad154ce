/** Sales sources wire shapes: sources, their events, manual attribution and coupon codes. */
import { z } from "zod";
import { inputKind } from "./input_kinds.ts";
import { conversion } from "./exchange_rates.ts";
import { EVENT_OUTCOMES, SOURCE_KINDS } from "../domain/sources/source.ts";
import { id, instant, objectBody } from "./common.ts";
import {
  IMPORT_FIELDS,
  type ImportField,
} from "../domain/sources/import_fields.ts";
import {
  IMPORT_MEANINGS,
  IMPORT_PRESETS,
} from "../domain/sources/import_presets.ts";
import { MAX_PAGE, pagingFields } from "./paging.ts";
import { batchResultsJob } from "./batches.ts";
import {
  IMPORT_JOB_REPORT_ROWS,
  IMPORT_JOB_STATUSES,
} from "../domain/sources/import_job.ts";

/** A source as the admin sees it, with the URL to paste into the store or network. */
export const source = z.object({
  id,
  name: z.string(),
  kind: z.enum(SOURCE_KINDS),
  /** The signing key or URL token; "" for the built-in api source (it signs with CONVERSIONS_SECRET). */
  secret: z.string(),
  currency: z.string(),
  commissionBase: z.enum(["sale", "payout"]),
  params: z.record(z.string(), z.string()),
  endpointUrl: z.string(),
}).meta({ id: "Source" });
/** A source answer. */
export type SourceJson = z.infer<typeof source>;

/** POST /api/admin/sources and PATCH /api/admin/sources/{id}: the use case checks each field. */
export const sourceBody = objectBody("Send the source as a JSON object.").meta({
  id: "SourceBody",
  description:
    "{ name, kind, secret?, currency?, commissionBase?, params? }; kind shopify, woocommerce or postback",
});

/** One recorded delivery. */
export const sourceEvent = z.object({
  id,
  receivedAt: instant,
  kind: z.string(),
  outcome: z.enum(EVENT_OUTCOMES),
  orderId: z.string().nullable(),
  reason: z.string().nullable(),
  userId: id.nullable(),
  productId: id.nullable(),
  // Display fields the list may add; the page falls back to the ids without them.
  user: z.string().nullable().optional().meta({
    description: "The attributed affiliate's email",
  }),
  product: z.string().nullable().optional().meta({
    description: "The attributed product's title",
  }),
  amount: z.number().nullable().optional().meta({
    description: "The sale or refund amount, when the delivery had one",
  }),
  conversion: conversion.nullable().optional().meta({
    description:
      "A delivery in another currency than the ledger's: its original amount and currency, the rate and its date",
  }),
}).meta({ id: "SourceEvent" });
/** An event answer. */
export type SourceEventJson = z.infer<typeof sourceEvent>;

/** GET /api/admin/sources/{id}/events query. */
export const sourceEventsQuery = z.object({
  outcome: z.enum(EVENT_OUTCOMES, {
    error: `outcome must be one of ${EVENT_OUTCOMES.join(", ")}`,
  }).optional(),
  ...pagingFields(MAX_PAGE),
});

/** POST /api/admin/sources/{id}/events/{eventId}/attribute body. */
export const attributeBody = objectBody(
  "Send { userId, productId } as a JSON object.",
)
  .meta({ id: "AttributeBody" });

/** The attribution's answer: what replaying the delivery came to. */
export const attributed = z.object({
  message: z.string(),
  outcome: z.enum(EVENT_OUTCOMES),
}).meta({ id: "Attributed" });
/** The attribution answer. */
export type AttributedJson = z.infer<typeof attributed>;

/** A coupon code. */
export const coupon = z.object({
  id,
  userId: id,
  productId: id,
  code: z.string(),
  user: z.string().optional().meta({
    description: "The affiliate's name (in the list)",
  }),
  product: z.string().optional().meta({
    description: "The product's title (in the list)",
  }),
  createdAt: instant,
}).meta({ id: "Coupon" });
/** A coupon answer. */
export type CouponJson = z.infer<typeof coupon>;

/** POST /api/admin/coupons body. */
export const couponBody = objectBody(
  "Send { userId, productId, code } as a JSON object.",
)
  .meta({ id: "CouponBody" });

/** What a delivery endpoint answers as JSON (webhooks). */
export const deliveryAnswer = z.object({
  outcome: z.enum(EVENT_OUTCOMES).or(z.literal("ping")),
  eventId: id.optional(),
}).meta({ id: "DeliveryAnswer" });
/** A delivery answer. */
export type DeliveryAnswerJson = z.infer<typeof deliveryAnswer>;

/** A source kind. */
export type SourceKind = z.infer<typeof source>["kind"];
/** A delivery outcome. */
export type SourceEventOutcome = SourceEventJson["outcome"];

/** POST /api/admin/sources as the admin page sends it: Kamai generates the secret when none is given. */
export const createSourceBody = z.object({
  name: z.string(),
  kind: z.enum(SOURCE_KINDS),
  secret: z.string().optional(),
  currency: inputKind(z.string(), "enum").optional(),
  commissionBase: z.enum(["sale", "payout"]).optional(),
  params: z.record(z.string(), z.string()).optional(),
}).meta({ id: "CreateSourceBody" });
/** A source creation as sent. */
export type CreateSourceBody = z.infer<typeof createSourceBody>;

/** PATCH /api/admin/sources/{id}: any of the creation fields, the secret included (a rotation). */
export const patchSourceBody = createSourceBody.partial().meta({
  id: "PatchSourceBody",
});
/** A source change as sent. */
export type PatchSourceBody = z.infer<typeof patchSourceBody>;

/** POST /api/admin/sources/{id}/events/{eventId}/attribute as the admin page sends it. */
export const attributeEventBody = z.object({
  userId: inputKind(z.number().int(), "id"),
  productId: inputKind(z.number().int(), "id"),
}).meta({ id: "AttributeEventBody" });
/** A manual attribution as sent. */
export type AttributeEventBody = z.infer<typeof attributeEventBody>;

/** POST /api/admin/coupons as the admin page sends it: codes are unique and matched case-insensitively. */
export const createCouponBody = z.object({
  userId: inputKind(z.number().int(), "id"),
  productId: inputKind(z.number().int(), "id"),
  code: z.string(),
}).meta({ id: "CreateCouponBody" });
/** A coupon creation as sent. */
export type CreateCouponBody = z.infer<typeof createCouponBody>;

/** The fields a CSV import maps columns to (domain/sources/import_fields.ts). */
export { IMPORT_FIELDS };
/** One importable field. */
export type { ImportField };

/** The `mapping` part of POST /api/admin/sources/{id}/import: field → column header. */
export const importMapping = z.partialRecord(
  z.enum(IMPORT_FIELDS),
  z.string(),
);
/** A column mapping. */
export type ImportMapping = z.infer<typeof importMapping>;

/** The outcome of one imported row: a delivery outcome, or `error` for a row that could not be read. */
export const importRowOutcome = z.enum([
  ...EVENT_OUTCOMES,
  "error",
]);
/** An import row outcome. */
export type ImportRowOutcome = z.infer<typeof importRowOutcome>;

/** The answer of an import, dry run or real: each row's outcome and the count of each outcome. */
export const importResult = z.object({
  rows: z.array(z.object({
    line: z.number().int().meta({ description: "The row's line in the file" }),
    outcome: importRowOutcome,
    reason: z.string().optional(),
    orderId: z.string().optional().meta({
      description: "The order the row is about (its order id as text)",
    }),
    amount: z.number().optional().meta({
      description:
        "The row's amount: the sale amount, or on a refund row the refunded amount",
    }),
    earning: z.number().optional().meta({
      description:
        "What the row credits the affiliate (above 0) or takes back (below 0); 0 when it moves nothing",
    }),
    pending: z.boolean().optional().meta({
      description:
        "true: the order's earnings wait for approval (counted, not payable)",
    }),
    userId: z.number().int().optional().meta({
      description: "The affiliate the order credits",
    }),
    affiliate: z.string().optional().meta({
      description: "That affiliate's email",
    }),
  })),
  summary: z.partialRecord(importRowOutcome, z.number().int()),
}).meta({ id: "ImportResult" });
/** An import answer. */
export type ImportResultJson = z.infer<typeof importResult>;

/** The answer of an import run as a job (202): where to follow it, GET /api/admin/jobs/{jobId}. */
export const importAccepted = z.object({
  jobId: z.number().int(),
}).meta({ id: "ImportAccepted" });
/** An accepted import job. */
export type ImportAcceptedJson = z.infer<typeof importAccepted>;

/** An import job: its status and progress; when done, the per-row report (its first rows). */
export const importJob = z.object({
  id: z.number().int(),
  kind: z.literal("sales"),
  sourceId: z.number().int(),
  fileName: z.string(),
  dryRun: z.boolean(),
  status: z.enum(IMPORT_JOB_STATUSES).meta({
    description:
      "queued, running, done (every row applied and reported), failed (stopped; the rows applied stay, message says why)",
  }),
  rowsRead: z.number().int().meta({
    description:
      "Rows read from the file so far (the batch being applied included)",
  }),
  rowsApplied: z.number().int().meta({
    description:
      "Rows whose batch is committed (applied, or on a dry run reported)",
  }),
  rowsTotal: z.number().int().nullable().meta({
    description: "The file's rows, once the job has counted them",
  }),
  summary: z.partialRecord(importRowOutcome, z.number().int()),
  message: z.string().optional().meta({
    description: "Why a failed job stopped",
  }),
  rows: importResult.shape.rows.optional().meta({
    description:
      `When done: each row's outcome, as the import's answer gives them (the first ${IMPORT_JOB_REPORT_ROWS})`,
  }),
  rowsTruncated: z.boolean().optional().meta({
    description:
      "true: the file had more rows than rows lists; summary counts them all",
  }),
}).meta({ id: "ImportJob" });
/** An import job as the API answers it. */
export type ImportJobJson = z.infer<typeof importJob>;

/** GET /api/admin/jobs/{id}: a job of any kind, told apart by `kind` (sales, batch_results). */
export const adminJob = z.discriminatedUnion("kind", [
  importJob,
  batchResultsJob,
]).meta({ id: "AdminJob" });
/** A job as GET /api/admin/jobs/{id} answers it. */
export type AdminJobJson = z.infer<typeof adminJob>;

/** POST /api/admin/sources/{id}/import: the multipart form (documented; the route reads each part itself). */
export const importForm = z.object({
  file: z.string().meta({
    format: "binary",
    description:
      "The CSV (UTF-8, a header line; BOM, quoted fields and CRLF are fine), at most 5 MB",
  }),
  mapping: z.string().optional().meta({
    description:
      `Required unless a preset is named. JSON { "<field>": "<column header>" }; fields ${
        IMPORT_FIELDS.join(", ")
      }; order_id is required, and amount (or payout, by the source's commission base)`,
  }),
  dryRun: z.enum(["1", "0", "true", "false"]).optional().meta({
    description: "1: report what the import would do and write nothing",
  }),
  async: z.enum(["1", "0", "true", "false"]).optional().meta({
    description:
      "1: run as a job whatever the file's size (files of more than 5,000 lines always do); also taken from the query string",
  }),
  preset: z.enum(IMPORT_PRESETS).optional().meta({
    description:
      "A store's order export: its columns are mapped (mapping may then be left out; fields it names override the preset's, \"\" unmaps one), its status words read, the rows of one order counted once",
  }),
  statusMap: z.string().optional().meta({
    description: `JSON { "<status word in the file>": "${
      IMPORT_MEANINGS.join("|")
    }" }: overrides the preset's (and the postback's) meaning of a word; ignore rows are reported ignored, never written`,
  }),
}).meta({ id: "ImportForm" });
