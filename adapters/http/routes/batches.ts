/** Payout batch routes (mounted under /api): create batches per rail, list and show them, their files, results (a
 * results file of more than 5,000 lines, or with async=1, queued as a job: 202 { jobId }), and the file layouts. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { BatchServices } from "../../../domain/batches/batch_repos.ts";
import { createBatches } from "../../../domain/batches/create_batches.ts";
import {
  type BatchResultInput,
  recordBatchResults,
} from "../../../domain/batches/record_batch_results.ts";
import { addFileLayout } from "../../../domain/batches/add_file_layout.ts";
import {
  batchFileName,
  buildBatchFile,
} from "../../../domain/batches/batch_file.ts";
import {
  BATCH_MESSAGES,
  resultsRecorderRefusal,
} from "../../../domain/batches/batch.ts";
import {
  BUILT_IN_LAYOUTS,
  builtInLayoutFor,
  type FileLayout,
} from "../../../domain/batches/file_layout.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";
import { answerError, apiError } from "../api_error.ts";
import { jsonBody, parseIdParam, queryParams } from "../validate.ts";
import { payoutJson } from "./payout_json.ts";
import { readResultsCsv, resultsColumns } from "../../batches/results_csv.ts";
import { moreLinesThan } from "../../sources/csv_batches.ts";
import { startResultsJob } from "../../../domain/batches/start_results_job.ts";
import { IMPORT_JOB_THRESHOLD_ROWS } from "../../../domain/sources/import_job.ts";
import {
  type BatchDetailJson,
  type BatchesCreatedJson,
  batchFileQuery,
  type BatchResultsAcceptedJson,
  type BatchResultsRecordedJson,
  fileLayoutCheck,
} from "../../../wire/batches.ts";
import { objectBody } from "../../../wire/common.ts";
import { batchJson, layoutJson } from "./batch_json.ts";
import {
  ASYNC_WORDS,
  headerOrRefusal,
  resultsOf,
} from "./batch_results_upload.ts";

const createCheck = objectBody("Send { payoutIds: [...] } as a JSON object.");

/** The batches router; mount with app.route("/api", createBatchRoutes(ctx, services.batches)). */
export function createBatchRoutes(
  ctx: AppContext,
  { reader, uow, notifier, settings, tax, jobs }: BatchServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  app.post(
    "/payouts/admin/batches",
    ctx.auth.requireAdmin,
    jsonBody(createCheck),
    async (c) => {
      const result = await createBatches({ uow, clock: ctx.clock }, {
        adminId: c.get("session").userId,
        payoutIds: c.req.valid("json").payoutIds,
      });
      if (!result.ok) throw answerError(result.error, { extras: "keep" });
      return c.json(
        {
          message: `${result.value.length} batch${
            result.value.length === 1 ? "" : "es"
          } created.`,
          batches: result.value.map(batchJson),
        } satisfies BatchesCreatedJson,
        201,
      );
    },
  );

  app.get("/payouts/admin/batches", ctx.auth.requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json((await reader.list()).map(batchJson));
  });

  const batchOf = async (id: number) => {
    const batch = await reader.get(id);
    if (!batch) throw apiError("BATCH_NOT_FOUND", BATCH_MESSAGES.notFound);
    return batch;
  };

  app.get("/payouts/admin/batches/:id", ctx.auth.requireAdmin, async (c) => {
    const batch = await batchOf(parseIdParam(c, "id"));
    const refusal = resultsRecorderRefusal(
      batch,
      c.get("session").userId,
      (await settings.get()).makerChecker,
    );
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        batch: batchJson(batch),
        payouts: (await reader.payoutsOf(batch.id)).map(payoutJson),
        recordResults: { allowed: refusal === null, reason: refusal },
      } satisfies BatchDetailJson,
    );
  });

  app.get(
    "/payouts/admin/batches/:id/file",
    ctx.auth.requireAdmin,
    queryParams(batchFileQuery),
    async (c) => {
      const batch = await batchOf(parseIdParam(c, "id"));
      const asked = c.req.valid("query").layout;
      let layout: FileLayout | null = asked === undefined
        ? builtInLayoutFor(batch.rail)
        : BUILT_IN_LAYOUTS.find((l) => l.id === asked) ?? null;
      if (!layout && asked !== undefined) {
        layout = await reader.findLayout(Number(asked));
      }
      if (!layout) throw apiError("NOT_FOUND", "Layout not found.");
      const current = await settings.get();
      const rate = current.withholdingTax
        ? await tax.payoutRateOn(karachiDate(ctx.clock.now()))
        : null;
      const file = buildBatchFile(
        batch,
        await reader.payoutsOf(batch.id),
        layout,
        { currency: current.currency, withholdingRate: rate },
      );
      if (!file.ok) throw answerError(file.error);
      return new Response(file.value, {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${
            batchFileName(batch)
          }"`,
          "cache-control": "no-store",
          "x-batch-reference": batch.reference,
        },
      });
    },
  );

  app.post(
    "/payouts/admin/batches/:id/results",
    ctx.auth.requireAdmin,
    async (c) => {
      const batchId = parseIdParam(c, "id");
      const asked = c.req.query("async");
      if (asked !== undefined && !ASYNC_WORDS.test(asked)) {
        throw apiError("VALIDATION_ERROR", "async must be 1 or 0.");
      }
      const sent = await resultsOf(c.req.header("content-type"), c.req);
      const wantsJob = asked === "1" || asked === "true" ||
        ("file" in sent && sent.async);
      if ("results" in sent && wantsJob) {
        throw apiError("VALIDATION_ERROR", BATCH_MESSAGES.asyncTakesAFile);
      }
      if (
        "file" in sent &&
        (wantsJob || moreLinesThan([sent.file], IMPORT_JOB_THRESHOLD_ROWS))
      ) {
        // A large file (or async=1) is a job: checked as far as its header, queued, answered at once (202).
        const columns = resultsColumns(await headerOrRefusal(sent.file));
        if (!columns.ok) throw apiError("VALIDATION_ERROR", columns.error);
        const started = await startResultsJob({ uow }, {
          adminId: c.get("session").userId,
          batchId,
          fileName: sent.fileName,
          file: sent.file,
        });
        if (!started.ok) throw answerError(started.error);
        jobs.kick();
        c.header("Cache-Control", "no-store");
        return c.json(
          { jobId: started.value.jobId } satisfies BatchResultsAcceptedJson,
          202,
        );
      }
      let results: BatchResultInput[];
      if ("file" in sent) {
        const read = readResultsCsv(sent.file);
        if (!read.ok) throw apiError("VALIDATION_ERROR", read.error);
        results = read.value;
      } else results = sent.results;
      const outcome = await recordBatchResults(
        { uow, clock: ctx.clock, notifier },
        { adminId: c.get("session").userId, batchId, results },
      );
      if (!outcome.ok) {
        throw answerError(outcome.error, {
          extras: "money",
          notMoney: ["line"],
        });
      }
      const { paid, failed, unchanged, batch } = outcome.value;
      return c.json(
        {
          message: paid + failed === 0
            ? "These results were already recorded; nothing changed."
            : `Results recorded: ${paid} paid, ${failed} failed.`,
          paid,
          failed,
          unchanged,
          batch: batchJson(batch),
        } satisfies BatchResultsRecordedJson,
      );
    },
  );

  app.get("/payouts/admin/layouts", ctx.auth.requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(
      [...BUILT_IN_LAYOUTS, ...(await reader.listLayouts())].map(layoutJson),
    );
  });

  app.post(
    "/payouts/admin/layouts",
    ctx.auth.requireAdmin,
    jsonBody(fileLayoutCheck),
    async (c) => {
      const result = await addFileLayout({ uow }, {
        adminId: c.get("session").userId,
        body: c.req.valid("json"),
      });
      if (!result.ok) throw answerError(result.error, { extras: "keep" });
      return c.json(layoutJson(result.value), 201);
    },
  );

  return app;
}
