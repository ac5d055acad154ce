/**
 * Sales imports (mounted under /api): POST /admin/sources/{id}/import answers a small file at once, and queues a
 * large one (or any with async=1) as a job, 202 { jobId }; GET /admin/jobs/{id} follows a job of any kind (a sales
 * import, a payout batch's results: docs/sources.md, docs/payout-operations.md).
 */
import { Hono } from "hono";
import type { AppContext, Session } from "../../app_context.ts";
import type { SourceServices } from "../../../domain/sources/sources_repos.ts";
import { importSales } from "../../../domain/sources/import_sales.ts";
import { startImportJob } from "../../../domain/sources/start_import_job.ts";
import {
  IMPORT_JOB_REPORT_ROWS,
  IMPORT_JOB_THRESHOLD_ROWS,
  type ImportJob,
  type ImportJobKind,
} from "../../../domain/sources/import_job.ts";
import type { ResultReportRow } from "../../../domain/batches/batch_results.ts";
import { payoutReference } from "../../../domain/batches/batch.ts";
import type { ImportReportRow } from "../../../domain/sources/import_row.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";
import { money, toDisplayAmount } from "../../../domain/shared/money.ts";
import { parseCsvFile } from "../../sources/csv_file.ts";
import { readImportRows } from "../../sources/csv_import.ts";
import {
  CsvReadError,
  headerOfChunks,
  moreLinesThan,
} from "../../sources/csv_batches.ts";
import type {
  AdminJobJson,
  ImportAcceptedJson,
  ImportJobJson,
  ImportResultJson,
} from "../../../wire/sources.ts";
import type { BatchResultsJobJson } from "../../../wire/batches.ts";
import { answerError, apiError } from "../api_error.ts";
import { parseIdParam } from "../validate.ts";
import { importForm } from "./import_form.ts";
import { IMPORT_BODY_LIMIT } from "../app_shell.ts";
import { fileBytes, readStreamedForm } from "../multipart_stream.ts";

/** The import routes; mount with app.route("/api", createSourceImportRoutes(ctx, services.sources)). */
export function createSourceImportRoutes(
  ctx: AppContext,
  { reader, events, deliveryUow, clicks, jobs }: SourceServices,
): Hono {
  const app = new Hono<{ Variables: { session: Session } }>();

  /** Report rows as the wire shows them: display amounts, and the affiliate's email beside their id. */
  const rowsJson = async (
    rows: ImportReportRow[],
  ): Promise<ImportResultJson["rows"]> => {
    const emails = await events.userEmails(
      rows.flatMap((r) => r.userId === undefined ? [] : [r.userId]),
    );
    return rows.map(({ amountMinor, earningMinor, userId, ...row }) => ({
      ...row,
      ...(amountMinor === undefined
        ? {}
        : { amount: toDisplayAmount(money(amountMinor)) }),
      ...(earningMinor === undefined
        ? {}
        : { earning: toDisplayAmount(money(earningMinor)) }),
      ...(userId === undefined ? {} : {
        userId,
        ...(emails.has(userId) ? { affiliate: emails.get(userId)! } : {}),
      }),
    }));
  };

  app.post("/admin/sources/:id/import", ctx.auth.requireAdmin, async (c) => {
    const source = await reader.get(parseIdParam(c, "id"));
    if (!source) throw apiError("NOT_FOUND", "Source not found.");
    // Read as it streams in: the file stays in the chunks it came in, never a whole copy more (issue 32).
    const form = await importForm(
      c.req.header("content-type"),
      () =>
        readStreamedForm(c.req.raw, {
          maxPartBytes: IMPORT_BODY_LIMIT,
          maxParts: 20,
        }),
    );
    const asked = c.req.query("async");
    if (asked !== undefined && !/^(1|0|true|false)$/.test(asked)) {
      throw apiError("VALIDATION_ERROR", "async must be 1 or 0.");
    }
    const today = karachiDate(ctx.clock.now());
    const options = { preset: form.preset, statusMap: form.statusMap };
    c.header("Cache-Control", "no-store");
    if (
      form.async || asked === "1" || asked === "true" ||
      moreLinesThan(form.file.chunks, IMPORT_JOB_THRESHOLD_ROWS)
    ) {
      // Checked before it is queued: a file that is not UTF-8, has no header or does not fit the mapping.
      let header: string[];
      try {
        // Only the header is read here: the rows are the job's.
        header = headerOfChunks(form.file.chunks);
      } catch (e) {
        if (e instanceof CsvReadError) {
          throw apiError("VALIDATION_ERROR", e.message);
        }
        throw e;
      }
      const fits = readImportRows(
        { header, records: [] },
        form.mapping,
        source,
        today,
        options,
      );
      if (!fits.ok) throw apiError("VALIDATION_ERROR", fits.error);
      const started = await startImportJob({ uow: jobs.uow }, {
        adminId: c.get("session").userId,
        source,
        fileName: form.fileName,
        file: form.file.chunks,
        options: { mapping: form.mapping, ...options, today },
        dryRun: form.dryRun,
      });
      if (!started.ok) throw answerError(started.error);
      jobs.runner.kick();
      return c.json(
        { jobId: started.value.jobId } satisfies ImportAcceptedJson,
        202,
      );
    }
    const file = parseCsvFile(fileBytes(form.file));
    if (!file.ok) throw apiError("VALIDATION_ERROR", file.error);
    const rows = readImportRows(
      file.value,
      form.mapping,
      source,
      today,
      options,
    );
    if (!rows.ok) throw apiError("VALIDATION_ERROR", rows.error);
    // A click from the last second may still be in the buffer: write it before rows look click ids up.
    await clicks.flush();
    const result = await importSales({ uow: deliveryUow, clock: ctx.clock }, {
      adminId: c.get("session").userId,
      source,
      fileName: form.fileName,
      rows: rows.value,
      dryRun: form.dryRun,
    });
    if (!result.ok) throw answerError(result.error);
    return c.json(
      {
        rows: await rowsJson(result.value.rows),
        summary: result.value.summary,
      } satisfies ImportResultJson,
    );
  });

  // Each kind's answer (a row per kind of IMPORT_JOB_KINDS): its subject, its summary words and its report rows.
  const jobAnswers: {
    [K in ImportJobKind]: (job: ImportJob) => Promise<AdminJobJson>;
  } = {
    sales: async (job) => {
      const answer: ImportJobJson = {
        id: job.id,
        kind: "sales",
        sourceId: job.sourceId!,
        fileName: job.fileName,
        dryRun: job.dryRun,
        status: job.status,
        rowsRead: job.rowsRead,
        rowsApplied: job.rowsApplied,
        rowsTotal: job.rowsTotal,
        summary: job.summary as ImportJobJson["summary"],
        ...(job.error === null ? {} : { message: job.error }),
      };
      if (job.status === "done") {
        const rows = await jobs.reader.reportRows(
          job.id,
          IMPORT_JOB_REPORT_ROWS,
        );
        answer.rows = await rowsJson(rows);
        if (job.rowsApplied > rows.length) answer.rowsTruncated = true;
      }
      return answer;
    },
    batch_results: async (job) => {
      const answer: BatchResultsJobJson = {
        id: job.id,
        kind: "batch_results",
        batchId: job.batchId!,
        fileName: job.fileName,
        status: job.status,
        rowsRead: job.rowsRead,
        rowsApplied: job.rowsApplied,
        rowsTotal: job.rowsTotal,
        summary: job.summary as BatchResultsJobJson["summary"],
        ...(job.error === null ? {} : { message: job.error }),
      };
      if (job.status === "done") {
        const rows = await jobs.reader.reportRows<ResultReportRow>(
          job.id,
          IMPORT_JOB_REPORT_ROWS,
        );
        answer.rows = rows.map((r) => ({
          ...r,
          payoutReference: payoutReference(r.payoutId),
        }));
        if (job.rowsApplied > rows.length) answer.rowsTruncated = true;
      }
      return answer;
    },
  };

  app.get("/admin/jobs/:id", ctx.auth.requireAdmin, async (c) => {
    const job = await jobs.reader.get(parseIdParam(c, "id"));
    if (!job) throw apiError("NOT_FOUND", "Job not found.");
    c.header("Cache-Control", "no-store");
    return c.json(await jobAnswers[job.kind](job));
  });

  return app as unknown as Hono;
}
